import { inArray, sql, type SQL } from 'drizzle-orm';
import type { GameCategory } from '@/lib/shared/games';
import type { Period } from '@/lib/shared/periods';
import { addDays, type DayRange } from '@/lib/shared/report-range';
import { queryRows, type Db } from '../db/database';

/**
 * The report queries' kit; the queries are `game-facts.ts`, `visit-facts.ts` and `cash-facts.ts`.
 * Every sum is made in the database, in the hall's time zone, from the
 * rollups (hall-local days, hours and months) or from the raw hours and visits of one day, grouped
 * by only what the caller shows. The groups come back as one JSON value: on PGlite, decoding
 * thousands of rows costs more than the query itself. Money stays exact (text → bigint).
 */

export type Scope = { hallIds: number[]; period: Period; range: DayRange };

/** What to group by: the hall, the period's bucket, the game, the game's category. */
export type Dim = 'hall' | 'bucket' | 'game' | 'category';
export type Keys = { hall: number; bucket: string; game: number; category: GameCategory };

/** A bucket as SQL gives it cheaply (a date or an hour) → the report's key (see `bucketKeys`). */
const BUCKET_KEY: Record<Period, (value: string | number) => string> = {
  hourly: (hour) => String(hour).padStart(2, '0'),
  daily: (day) => String(day),
  monthly: (day) => String(day).slice(0, 7),
  yearly: (day) => String(day).slice(0, 4),
};

/** The bucket of a hall-local date expression: the day, or the first day of its month or year. */
export const dayBucket = (period: Period, day: SQL) =>
  period === 'daily'
    ? day
    : sql`date_trunc(${sql.raw(period === 'monthly' ? "'month'" : "'year'")}, ${day})::date`;

/** The bucket of an instant in the hall's time zone (`h` = halls). */
export const instantBucket = (period: Period, at: SQL) =>
  period === 'hourly'
    ? sql`extract(hour from ${at} at time zone h.timezone)::int`
    : dayBucket(period, sql`(${at} at time zone h.timezone)::date`);

/**
 * The halls as `h` with the instants their local days `from`…`to` start and end (`h.starts`,
 * `h.ends`), computed once per hall: the fence (`offset 0`) keeps the planner from repeating the
 * time-zone arithmetic for every joined row and lets it walk each hall's time index instead.
 */
export const hallsWithin = (hallIds: number[], from: string, to: string) =>
  sql`(select id, timezone,
          (${from}::date)::timestamp at time zone timezone as starts,
          (${addDays(to, 1)}::date)::timestamp at time zone timezone as ends
        from halls where ${inArray(sql`id`, hallIds)} offset 0) as h`;

/**
 * `select <keys>, <sums> … group by grouping sets (<each of sets>)` as one JSON value, split back
 * into one list per set, keys named, sums as bigint, buckets as `bucketKeys` spells them.
 */
export async function groupedSets<D extends Dim, S extends string>(
  db: Db,
  period: Period,
  sets: readonly (readonly D[])[],
  keys: Partial<Record<Dim, SQL>>,
  sums: Record<S, SQL>,
  from: SQL,
): Promise<(Pick<Keys, D> & Record<S, bigint>)[][]> {
  const dims = [...new Set(sets.flat())];
  const sumNames = Object.keys(sums) as S[];
  const select = sql.join(
    [
      ...dims.map((d) => sql`${keys[d]!} as ${sql.identifier(d)}`),
      ...sumNames.map((s) => sql`(${sums[s]})::text as ${sql.identifier(s)}`),
      dims.length
        ? sql`grouping(${sql.join(
            dims.map((d) => keys[d]!),
            sql`, `,
          )}) as set`
        : sql`0 as set`,
    ],
    sql`, `,
  );
  const groupBy = dims.length
    ? sql` group by grouping sets (${sql.join(
        sets.map(
          (set) =>
            sql`(${sql.join(
              set.map((d) => keys[d]!),
              sql`, `,
            )})`,
        ),
        sql`, `,
      )})`
    : sql``;
  const columns = sql.join(
    [...dims, ...sumNames, 'set'].map((name) => sql`r.${sql.identifier(name)}`),
    sql`, `,
  );
  const [{ data }] = await queryRows<{ data: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(${columns})), '[]')::text as data
        from (select ${select} ${from}${groupBy}) as r`,
  );
  // grouping() sets a bit, first dimension highest, for each dimension a row is not grouped by.
  const maskOf = (set: readonly D[]) =>
    dims.reduce((mask, d, i) => (set.includes(d) ? mask : mask | (1 << (dims.length - 1 - i))), 0);
  const lists = sets.map(() => [] as (Pick<Keys, D> & Record<S, bigint>)[]);
  for (const row of JSON.parse(data) as (string | number | null)[][]) {
    const out: Record<string, unknown> = {};
    dims.forEach((d, i) => (out[d] = d === 'bucket' ? BUCKET_KEY[period](row[i]!) : row[i]));
    sumNames.forEach((s, i) => (out[s] = BigInt(row[dims.length + i] ?? 0)));
    const mask = Number(row[dims.length + sumNames.length]);
    sets.forEach((set, i) => {
      if (maskOf(set) === mask) lists[i].push(out as Pick<Keys, D> & Record<S, bigint>);
    });
  }
  return lists;
}

export const grouped = async <D extends Dim, S extends string>(
  db: Db,
  period: Period,
  by: readonly D[],
  keys: Partial<Record<Dim, SQL>>,
  sums: Record<S, SQL>,
  from: SQL,
) => (await groupedSets(db, period, [by], keys, sums, from))[0];
