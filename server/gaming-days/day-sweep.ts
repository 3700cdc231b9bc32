/**
 * The close at the boundary (decision 065): every minute, each hall's days that ended more than
 * its grace ago and are not closed are closed, oldest first, at most a week back and a bounded
 * number a round. Every instance runs it; the day lock and the day's row make each close once.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { DEFAULT_CASH_RULES } from '../cash-desks/cash-rules';
import { dayAt } from '../halls/gaming-day-bounds';
import { closeGamingDay } from './day-close';

/** Days closed in one round at most: the rest wait for the next. */
export const CLOSES_PER_ROUND = 400;
/** How far back a hall's unclosed days are closed. */
const DAYS_BACK = 7;

export async function closeDueGamingDays(
  db: Db,
  now: Date,
  headOfficeTenge = DEFAULT_CASH_RULES.headOfficeTenge,
) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = await queryRows<{ hall_id: number; day: string }>(
    db,
    sql`select h.id as hall_id, d::date::text as day
        from halls as h
        cross join lateral generate_series(
          greatest(${dayAt(at)} - ${DAYS_BACK}::int, ${dayAt(sql`h.created_at`)})::timestamp,
          (${dayAt(sql`(${at} - make_interval(mins => h.gaming_day_grace_minutes))`)} - 1)::timestamp,
          interval '1 day') as d
        where not exists (
          select 1 from gaming_days as g where g.hall_id = h.id and g.day = d::date)
        order by d, h.id
        limit ${CLOSES_PER_ROUND}`,
  );
  let closed = 0;
  for (const { hall_id, day } of due) {
    if ((await closeGamingDay(db, hall_id, day, null, now, headOfficeTenge)).closedNow) closed++;
  }
  return closed;
}
