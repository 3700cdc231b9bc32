import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase, type Database } from './db/database';
import { isDatabaseUnavailable } from './db/unavailable';
import { seedDemo } from './demo';
import { seedLargeHall } from './demo/large-hall';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/users';
import { startDemoHeartbeats } from './demo/live-heartbeats';
import { startDemoDoor } from './demo/live-door';
import { startHousekeeping } from './housekeeping';
import { endEventStreams } from './events/event-stream';
import { startLiveJobs } from './events/live-jobs';
import { createInstance } from './instance';
import { answerUnavailable, createHttpServer } from './http-server';
import { logger, loggedError } from './logger';
import { openControlSocket } from './ops/control-socket';
import { metricsListener, startMetricsServer } from './ops/metrics-endpoint';
import { configConnectSources } from './security-headers';
import { readSettings, SettingsError, type Settings } from './settings';
import { providerFor } from './sms-mailings/providers';
import { startSmsSender } from './sms-mailings/sender';
import { startFiscalSender } from './fiscal/fiscal-sender';
import { webkassaClient } from './fiscal/webkassa-client';
import { serveSimulator, webkassaSimulator } from './fiscal/webkassa-simulator';
import { restoreSimulatedRegisters } from './demo/live-registers';
import { buildSiteIfStale } from './site/build-if-stale';
import { createSiteHandler } from './site/serve-site';
import { loadSite } from './site/site-files';

// SITE_DIR serves another export than out/ (`npm run profile:start` builds one with source maps).
const OUT_DIR = process.env.SITE_DIR ? resolve(process.env.SITE_DIR) : join(__dirname, '..', 'out');

function siteHandler(trustProxy: number) {
  const configFile = join(OUT_DIR, 'config.json');
  const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
  const site = loadSite(OUT_DIR, { connectSources: configConnectSources(config) });
  return createSiteHandler(site, { trustProxy });
}

/** Requests under way at a stop get this long to finish before their connections are cut. */
const STOP_GRACE_MS = 25_000;
/** How often a stopping instance closes the connections that have fallen idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Retries `attempt` while the database is away (PostgreSQL not up yet, a PGlite folder that
 * cannot be opened now), so an instance started before its database comes up by itself.
 */
async function whileUnavailable<T>(
  attempt: () => Promise<T>,
  unavailable: (error: unknown) => boolean,
): Promise<T> {
  for (let waitMs = 1_000; ; waitMs = Math.min(waitMs * 2, 15_000)) {
    try {
      return await attempt();
    } catch (error) {
      if (!unavailable(error)) throw error;
      logger.warn(
        { err: loggedError(error) },
        `База данных недоступна, повтор через ${waitMs / 1000} с`,
      );
      await sleep(waitMs);
    }
  }
}

/** Opens, migrates and (for a demo) seeds the database; the API answers 503 until it is done. */
async function startDatabase(settings: Settings) {
  const { databaseUrl: url, dataDir } = settings;
  // Any failure to open a PGlite folder is worth another try; PostgreSQL connects lazily.
  const database = await whileUnavailable(
    () => openDatabase({ url, dataDir }),
    () => true,
  );
  let seeded: string[] = [];
  let largeHall: number | null = null;
  let seedingMs = 0;
  await whileUnavailable(
    () =>
      database.migrate(async () => {
        const started = performance.now();
        seeded = settings.seedDemo ? await seedDemo(database.db) : [];
        largeHall = settings.largeHall ? await seedLargeHall(database.db) : null;
        seedingMs = Math.round(performance.now() - started);
      }),
    isDatabaseUnavailable,
  );
  return { database, seeded, largeHall, seedingMs };
}

async function main() {
  const settings = readSettings();
  if (process.env.HALL_OPEN_HOURS) {
    logger.warn(
      'HALL_OPEN_HOURS больше не читается: часы работы задаются у каждого зала («Настройки»).',
    );
  }
  const building = process.argv.includes('--build-if-stale') ? buildSiteIfStale() : null;
  const starting = startDatabase(settings);
  // A start that fails on the database stops at once, whatever the build is doing.
  await Promise.race([building, starting.then(() => building)]);

  let api: RequestListener = answerUnavailable;
  let opened: Database | null = null;
  let draining = false;
  const metrics = metricsListener(() => opened, settings.metricsToken);
  const server = createHttpServer({
    api: (request, response) => api(request, response),
    site: settings.serveSite ? siteHandler(settings.trustProxy) : undefined,
    metrics: settings.metricsToken ? metrics : undefined,
    closing: () => draining,
  });
  await new Promise<void>((resolve) => server.listen(settings.port, settings.host, resolve));
  const metricsServer = settings.metricsPort
    ? await startMetricsServer(
        settings.metricsPort,
        settings.host,
        metricsListener(() => opened),
      )
    : null;
  const shown = settings.host === '0.0.0.0' ? 'localhost' : settings.host;
  const where = settings.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite ${settings.dataDir ?? 'в памяти'}`;
  logger.info(`Бэк-офис залов: http://${shown}:${settings.port}/  (база: ${where})`);

  const { database, seeded, largeHall, seedingMs } = await starting;
  opened = database;
  // `npm run backup` takes a PGlite folder's copy from the process that holds it.
  const control =
    !settings.databaseUrl && settings.dataDir
      ? await openControlSocket(settings.dataDir, database).catch((error: unknown) => {
          logger.warn({ err: loggedError(error) }, 'Сокет резервного копирования не открыт');
          return null;
        })
      : null;
  const instance = createInstance(database.db);
  const local = ['0.0.0.0', '::'].includes(settings.host) ? '127.0.0.1' : settings.host;
  // The demo's registers are the simulator's, on a port of its own (decision 063).
  const simulated = settings.fiscal.simulator ? webkassaSimulator({ openAccounts: true }) : null;
  if (simulated) await restoreSimulatedRegisters(database.db, simulated);
  const simulator = simulated
    ? await serveSimulator(simulated, settings.fiscal.simulatorPort, local)
    : null;
  const fiscalUrl = settings.fiscal.url ?? simulator?.url ?? null;
  api = getRequestListener(
    createApp({
      db: database.db,
      instance,
      ...settings,
      fiscalUrl,
      fiscalTimeoutMs: settings.fiscal.timeoutMs,
      draining: () => draining,
    }).fetch,
  );
  const { now } = instance;
  const stopHousekeeping = startHousekeeping(database.db, now);
  const stopLiveJobs = startLiveJobs(
    database.db,
    instance,
    settings.exceptionThresholds,
    settings.cashRules.headOfficeTenge,
  );
  const stopSmsSender = settings.smsSender
    ? startSmsSender(database.db, providerFor(settings.smsGateway), settings.smsAdvertising, now)
    : () => {};
  const { timeoutMs } = settings.fiscal;
  const stopFiscalSender =
    fiscalUrl && settings.fiscal.sender
      ? startFiscalSender(database.db, webkassaClient({ url: fiscalUrl, timeoutMs }), now, {
          leaseMs: timeoutMs * 5,
        })
      : () => {};
  let stopHeartbeats = () => {};
  if (settings.demoHeartbeats) {
    stopHeartbeats = startDemoHeartbeats(database.db, `http://${local}:${settings.port}`, now, {
      meters: settings.demoMeters,
    });
  }
  const stopDemoDoor = settings.demoVisits
    ? startDemoDoor(database.db, `http://${local}:${settings.port}`, now)
    : () => {};
  logger.info('API готово: база данных подключена.');
  if (simulator) logger.info(`Симулятор Webkassa для демо-касс: ${simulator.url}`);
  if (seeded.length) logger.info(`Демо-данные созданы (${seeded.join(', ')}) за ${seedingMs} мс.`);
  if (largeHall) logger.info(`Нагрузочный зал №${largeHall}: 10 000 сотрудников, 2 000 устройств.`);
  if (settings.seedDemo) {
    logger.info(
      `Демо-входы (пароль ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.login).join(', ')}`,
    );
  }

  /**
   * A stop that drops nothing: the instance says it is not ready and keeps serving while the
   * balancer notices (`DRAIN_DELAY_MS`, skipped for Ctrl-C), then takes no new connections and
   * closes each kept one after its current answer, ends its streams (their browsers reconnect
   * to another instance with Last-Event-ID), lets the requests in flight finish (at most
   * `STOP_GRACE_MS`) and closes its database.
   */
  let stopping = false;
  const stop = async (delayMs: number) => {
    if (stopping) return;
    stopping = true;
    draining = true;
    logger.info(`Остановка: экземпляр не готов, запросы принимаются ещё ${delayMs} мс`);
    stopHousekeeping();
    stopLiveJobs();
    stopSmsSender();
    stopFiscalSender();
    stopHeartbeats();
    stopDemoDoor();
    await sleep(delayMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    endEventStreams(instance.streams);
    // A kept connection closes as soon as it falls idle (a stream just ended, an answer begun
    // before the drain): it would otherwise wait out the keep-alive, longer than the grace.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
    await closed;
    clearInterval(sweep);
    clearTimeout(cut);
    metricsServer?.close();
    await simulator?.close();
    control?.close();
    await instance.close();
    await database.close();
    logger.info('Остановка: запросы завершены, база закрыта');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(settings.drainDelayMs));
}
main().catch((error: unknown) => {
  if (error instanceof SettingsError) logger.fatal(`Сервер не запустился: ${error.message}`);
  else logger.fatal({ err: loggedError(error) }, 'Сервер не запустился');
  // The log's transport (a worker thread in a terminal) gets its last line out first.
  logger.flush(() => process.exit(1));
});
