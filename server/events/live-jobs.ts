import { lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { hallEvents } from '../db/schema';
import { detectExceptions } from '../exceptions/detect-exceptions';
import type { ExceptionThresholds } from '../exceptions/thresholds';
import type { Instance } from '../instance';
import { sweepSilentDevices } from './device-sweep';
import { closeDueGamingDays } from '../gaming-days/day-sweep';
import { PLAY_SWEEP_EVERY_MS, sweepPlay } from './play-sweep';
import { logger, loggedError } from '../logger';

/** A device's going offline reaches the screens within this much of its fifth silent minute. */
export const SWEEP_EVERY_MS = 1_000;
/**
 * Queued events are published at least this often by every instance: one with open streams
 * publishes every `PUBLISH_POLL_MS` anyway; this keeps the queue short when none has any.
 */
export const PUBLISH_EVERY_MS = 1_000;
/** How often the exceptions are looked for (a new one opens within this, and is announced). */
export const EXCEPTIONS_EVERY_MS = 60_000;
/** How often ended gaming days are looked for and closed (decision 065). */
export const GAMING_DAYS_EVERY_MS = 60_000;
/** How long events are kept for a reconnect's replay; an older Last-Event-ID reloads instead. */
export const EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Events no reconnect will ask for again (housekeeping). */
export async function purgeEvents(db: Db, now: Date) {
  await db.delete(hallEvents).where(lt(hallEvents.at, new Date(now.getTime() - EVENTS_KEPT_MS)));
}

/** Runs `job` every `everyMs` (now first when `atOnce`), one run at a time, logging failures rarely. */
function every(everyMs: number, what: string, job: () => Promise<unknown>, atOnce = false) {
  let reported = 0;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      // Once a minute at most, not every round, while the database is away.
      if (Date.now() - reported > 60_000) {
        reported = Date.now();
        logger.error({ err: loggedError(error) }, `${what} не удалось`);
      }
    } finally {
      running = false;
    }
  };
  if (atOnce) void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The live floor's periodic work on this instance; the timers never keep the process alive. */
export function startLiveJobs(
  db: Db,
  instance: Instance,
  thresholds: ExceptionThresholds,
  headOfficeTenge: number,
) {
  const { publish, now } = instance;
  const stops = [
    every(PUBLISH_EVERY_MS, 'Публикация событий', publish),
    every(SWEEP_EVERY_MS, 'Поиск замолчавших устройств', () => sweepSilentDevices(db, now())),
    every(PLAY_SWEEP_EVERY_MS, 'Объявление игры в залах', () => sweepPlay(db)),
    every(GAMING_DAYS_EVERY_MS, 'Закрытие игровых дней', () =>
      closeDueGamingDays(db, now(), headOfficeTenge),
    ),
    every(
      EXCEPTIONS_EVERY_MS,
      'Поиск отклонений',
      () => detectExceptions(db, now(), thresholds),
      true,
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
