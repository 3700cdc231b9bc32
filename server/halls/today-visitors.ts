import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';

/** Visits of each hall so far today, today in the hall's own time zone (from the day rollup). */
export async function todayVisitors(db: Db, halls: { id: number }[], now: Date) {
  if (halls.length === 0) return new Map<number, number>();
  const rows = await queryRows<{ hallId: number; visits: number }>(
    db,
    sql`select h.id as "hallId", coalesce(s.visits, 0) as visits
        from halls as h
        left join visit_stats as s on s.hall_id = h.id and s.period = 'day'
          and s.start = (${now.toISOString()}::timestamptz at time zone h.timezone)::date
        where ${inArray(
          sql`h.id`,
          halls.map((h) => h.id),
        )}`,
  );
  return new Map(rows.map((r) => [r.hallId, r.visits]));
}
