import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The hall's local midnight starting `day` (a `YYYY-MM-DD` expression), as a timestamp. */
const hallMidnight = (hallId: number, day: SQL) =>
  sql`(${day})::timestamp at time zone (select timezone from halls where id = ${hallId})`;

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
