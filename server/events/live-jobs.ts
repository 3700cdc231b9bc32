import { lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { hallEvents } from '../db/schema';
import { describeError } from '../db/unavailable';
import { sweepSilentDevices } from './device-sweep';

/** A device's going offline reaches the screens within this much of its fifth silent minute. */
export const SWEEP_EVERY_MS = 1_000;
/** How long events are kept for a reconnect's replay; an older Last-Event-ID reloads instead. */
export const EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Events no reconnect will ask for again (housekeeping). */
export async function purgeEvents(db: Db, now: Date) {
  await db.delete(hallEvents).where(lt(hallEvents.at, new Date(now.getTime() - EVENTS_KEPT_MS)));
}

/** The live floor's periodic work on this instance; the timer never keeps the process alive. */
export function startLiveJobs(db: Db) {
  let reported = 0;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await sweepSilentDevices(db, new Date());
    } catch (error) {
      // Once in a while, not every second, while the database is away.
      if (Date.now() - reported > 60_000) {
        reported = Date.now();
        console.error(`Поиск замолчавших устройств не удался (${describeError(error)})`);
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
