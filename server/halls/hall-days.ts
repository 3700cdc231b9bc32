import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';

/** The hall's local midnight starting `day` (a `YYYY-MM-DD` expression), as a timestamp. */
const hallMidnight = (hallId: number, day: SQL) =>
  sql`(${day})::timestamp at time zone (select timezone from halls where id = ${hallId})`;

/**
 * The same for rows of several halls: each row's days are its own hall's, the zone read from
 * `timezone` (a column of the joined `halls`).
 */
export function ownHallDayRange(
  column: AnyColumn,
  timezone: AnyColumn,
  range: { from?: string; to?: string },
): SQL[] {
  const midnight = (day: SQL) => sql`(${day})::timestamp at time zone ${timezone}`;
  const conditions: SQL[] = [];
  if (range.from) conditions.push(sql`${column} >= ${midnight(sql`${range.from}::date`)}`);
  if (range.to) conditions.push(sql`${column} < ${midnight(sql`${range.to}::date + 1`)}`);
  return conditions;
}

/** Conditions keeping `column` within the hall-local days `from`–`to` (both inclusive). */
export function hallDayRange(
  column: AnyColumn,
  hallId: number,
  range: { from?: string; to?: string },
): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) {
    conditions.push(sql`${column} >= ${hallMidnight(hallId, sql`${range.from}::date`)}`);
  }
  if (range.to) {
    conditions.push(sql`${column} < ${hallMidnight(hallId, sql`${range.to}::date + 1`)}`);
  }
  return conditions;
}

/** The hall's calendar day and hour (0–23) now, in its own time zone. */
export async function hallNow(
  db: Db,
  hallId: number,
  now: Date,
): Promise<{ today: string; hour: number }> {
  const [row] = await queryRows<{ today: string; hour: number }>(
    db,
    sql`select to_char(t, 'YYYY-MM-DD') as today, extract(hour from t)::int as hour
        from (select ${now.toISOString()}::timestamptz at time zone timezone as t
              from halls where id = ${hallId}) h`,
  );
  return { today: row.today, hour: Number(row.hour) };
}

/** The hall's calendar day now, in its own time zone. */
export const hallToday = async (db: Db, hallId: number, now: Date) =>
  (await hallNow(db, hallId, now)).today;
