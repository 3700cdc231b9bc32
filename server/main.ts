import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/database';
import { seedDemo } from './db/seed';
import { seedLargeHall } from './db/seed/large-hall';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/users';
import { startDemoHeartbeats } from './equipment/demo-heartbeats';
import { startHousekeeping } from './housekeeping';
import { createHttpServer } from './http-server';
import { configConnectSources } from './security-headers';
import { readSettings } from './settings';
import { providerFromEnv } from './sms/providers';
import { startSmsSender } from './sms/sender';
import { buildSiteIfStale } from './site/build-if-stale';
import { createSiteHandler } from './site/serve-site';
import { loadSite } from './site/site-files';

const OUT_DIR = join(__dirname, '..', 'out');

function siteHandler(trustProxy: boolean) {
  const configFile = join(OUT_DIR, 'config.json');
  const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
  const site = loadSite(OUT_DIR, { connectSources: configConnectSources(config) });
  return createSiteHandler(site, { trustProxy });
}

async function main() {
  const settings = readSettings();
  const building = process.argv.includes('--build-if-stale') ? buildSiteIfStale() : null;
  const database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir });
  await database.migrate();
  const seedingStarted = performance.now();
  const seeded = settings.seedDemo ? await seedDemo(database.db) : [];
  const largeHall = settings.largeHall ? await seedLargeHall(database.db) : null;
  const seedingMs = Math.round(performance.now() - seedingStarted);
  await building;
  const stopHousekeeping = startHousekeeping(database.db);
  const stopSmsSender = settings.smsSender
    ? startSmsSender(database.db, providerFromEnv())
    : () => {};

  const server = createHttpServer({
    api: getRequestListener(createApp({ db: database.db, ...settings }).fetch),
    site: settings.serveSite ? siteHandler(settings.trustProxy) : undefined,
  });

  let stopHeartbeats = () => {};
  server.listen(settings.port, settings.host, () => {
    if (settings.demoHeartbeats) {
      const local = ['0.0.0.0', '::'].includes(settings.host) ? '127.0.0.1' : settings.host;
      stopHeartbeats = startDemoHeartbeats(database.db, `http://${local}:${settings.port}`);
    }
    const shown = settings.host === '0.0.0.0' ? 'localhost' : settings.host;
    const where = settings.databaseUrl
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite ${settings.dataDir ?? 'в памяти'}`;
    console.log(`Бэк-офис залов: http://${shown}:${settings.port}/  (база: ${where})`);
    if (seeded.length)
      console.log(`Демо-данные созданы (${seeded.join(', ')}) за ${seedingMs} мс.`);
    if (largeHall)
      console.log(`Нагрузочный зал №${largeHall}: 10 000 сотрудников, 2 000 устройств.`);
    if (settings.seedDemo) {
      console.log(
        `Демо-входы (пароль ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.login).join(', ')}`,
      );
    }
  });

  const stop = () => {
    stopHousekeeping();
    stopSmsSender();
    stopHeartbeats();
    server.close(() => void database.close().then(() => process.exit(0)));
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Сервер не запустился:', error);
  process.exit(1);
});
