import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../db/database';

/** How often the halls whose machines played are looked for. */
export const PLAY_SWEEP_EVERY_MS = 500;
/** A hall's play is announced at most once in this long, however many machines report. */
export const PLAY_EVENT_GAP_MS = 1_500;

/**
 * Announces, with one `play` event each, the halls whose meters added play since their last
 * announcement (`play_marks`, written with the play) and that were not announced in the last
 * `PLAY_EVENT_GAP_MS`; the others keep their mark for a later sweep. A mark is taken by the one
 * sweep that deletes it, so instances sweeping at once announce a hall once. Returns the halls.
 */
export async function sweepPlay(db: Db): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    const rows = await queryRows<{ hall_id: number }>(
      tx,
      // The recent events are found by the time index once (statement_timestamp() is stable;
      // clock_timestamp() would be read for every row and scan the whole table for every mark).
      // An announcement still queued for publishing counts as made.
      sql`with recent as materialized (
            select hall_id from hall_events
            where at > statement_timestamp() - ${`${PLAY_EVENT_GAP_MS} milliseconds`}::interval
              and kind = 'play'
            union
            select hall_id from pending_hall_events where kind = 'play'),
          due as (
            delete from play_marks as m
            where m.hall_id not in (select hall_id from recent)
            returning m.hall_id)
          select hall_id, hall_event(hall_id, 'play', '{}'::jsonb) from due order by hall_id`,
    );
    return rows.map((r) => r.hall_id);
  });
}
