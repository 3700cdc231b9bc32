import { purgeLoginLimits } from './auth/rate-limit';
import { purgeSessions } from './auth/sessions';
import { purgeIdempotencyKeys } from './writes/idempotency';
import { purgeEvents } from './events/live-jobs';
import { purgeStagedImports } from './clients/client-import';
import type { Db } from './db/database';
import { logger, loggedError } from './logger';

export const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes what no request will read again: dead sessions, passed sign-in windows, old keys, and
 * events older than any reconnect replays, client imports a stopped server left half-read.
 */
export async function purgeExpired(db: Db, now: Date) {
  await purgeSessions(db, now);
  await purgeLoginLimits(db, now);
  await purgeIdempotencyKeys(db, now);
  await purgeEvents(db, now);
  await purgeStagedImports(db, now);
}

/** Runs the purge now and then every 10 minutes; the timer never keeps the process alive. */
export function startHousekeeping(db: Db, now: () => Date) {
  const run = () =>
    purgeExpired(db, now()).catch((error: unknown) =>
      logger.error({ err: loggedError(error) }, `Очистка устаревших записей не удалась`),
    );
  void run();
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
