import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/database';
import { seedDemo } from './db/seed';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/users';
import { readSettings } from './settings';
import { serveStaticSite } from './static-site';

async function main() {
  const settings = readSettings();
  const database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir });
  await database.migrate();
  const seeded = settings.seedDemo ? await seedDemo(database.db) : false;

  const api = getRequestListener(createApp({ db: database.db, ...settings }).fetch);
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/api' || path.startsWith('/api/') || !settings.serveSite) {
      return void api(request, response);
    }
    serveStaticSite(request, response);
  });

  server.listen(settings.port, settings.host, () => {
    const shown = settings.host === '0.0.0.0' ? 'localhost' : settings.host;
    const where = settings.databaseUrl
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite ${settings.dataDir ?? 'в памяти'}`;
    console.log(`Бэк-офис залов: http://${shown}:${settings.port}/  (база: ${where})`);
    if (seeded) console.log('Демо-данные созданы.');
    if (settings.seedDemo) {
      console.log(
        `Демо-входы (пароль ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.login).join(', ')}`,
      );
    }
  });

  const stop = () => server.close(() => void database.close().then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Сервер не запустился:', error);
  process.exit(1);
});
