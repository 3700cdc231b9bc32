import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../db/database';
import { eventSweeps } from '../db/schema';
import { offlineCutoff } from '../equipment/device-records';

const SWEEP = 'devices-offline';

/**
 * Announces the devices that went offline since the last sweep: those in service whose last
 * heartbeat has just passed the 5-minute mark. Offline is not stored (decision 017), so the
 * moment is found by time, not by a statement; the sweep's row says how far any instance has
 * looked, and its lock lets one instance at a time move it, so each device is announced once.
 * Returns how many were announced.
 */
export async function sweepSilentDevices(db: Db, now: Date): Promise<number> {
  const cutoff = offlineCutoff(now);
  return inTransaction(db, async (tx) => {
    await tx.insert(eventSweeps).values({ name: SWEEP, until: cutoff }).onConflictDoNothing();
    const [sweep] = await queryRows<{ until: Date | string }>(
      tx,
      sql`select until from event_sweeps where name = ${SWEEP} for update`,
    );
    const since = new Date(sweep.until);
    if (since >= cutoff) return 0;
    const until = cutoff.toISOString();
    await tx.execute(
      sql`update event_sweeps set until = ${until}::timestamptz where name = ${SWEEP}`,
    );
    const announced = await queryRows<{ id: string }>(
      tx,
      sql`select hall_event(hall_id, 'device',
            jsonb_build_object('id', id, 'change', 'offline', 'status', status)) as id
          from devices
          where status = 'active' and last_seen_at > ${since.toISOString()}::timestamptz
            and last_seen_at <= ${until}::timestamptz
          order by last_seen_at, id`,
    );
    return announced.length;
  });
}
