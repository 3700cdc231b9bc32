import { inArray, sql, type SQL } from 'drizzle-orm';
import type { GameCategory } from '@/lib/shared/games';
import type { Period } from '@/lib/shared/periods';
import {
  addDays,
  monthStart,
  splitWholeMonths,
  wholeBuckets,
  type DayRange,
} from '@/lib/shared/report-range';
import { queryRows, type Db } from '../db/database';

/**
 * The report queries. Every sum is made in the database, in the hall's time zone, from the
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
const dayBucket = (period: Period, day: SQL) =>
  period === 'daily'
    ? day
    : sql`date_trunc(${sql.raw(period === 'monthly' ? "'month'" : "'year'")}, ${day})::date`;

/** The bucket of an instant in the hall's time zone (`h` = halls). */
const instantBucket = (period: Period, at: SQL) =>
  period === 'hourly'
    ? sql`extract(hour from ${at} at time zone h.timezone)::int`
    : dayBucket(period, sql`(${at} at time zone h.timezone)::date`);

/**
 * The halls as `h` with the instants their local days `from`…`to` start and end (`h.starts`,
 * `h.ends`), computed once per hall: the fence (`offset 0`) keeps the planner from repeating the
 * time-zone arithmetic for every joined row and lets it walk each hall's time index instead.
 */
const hallsWithin = (hallIds: number[], from: string, to: string) =>
  sql`(select id, timezone,
          (${from}::date)::timestamp at time zone timezone as starts,
          (${addDays(to, 1)}::date)::timestamp at time zone timezone as ends
        from halls where ${inArray(sql`id`, hallIds)} offset 0) as h`;

/**
 * `select <keys>, <sums> … group by grouping sets (<each of sets>)` as one JSON value, split back
 * into one list per set, keys named, sums as bigint, buckets as `bucketKeys` spells them.
 */
async function groupedSets<D extends Dim, S extends string>(
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

const grouped = async <D extends Dim, S extends string>(
  db: Db,
  period: Period,
  by: readonly D[],
  keys: Partial<Record<Dim, SQL>>,
  sums: Record<S, SQL>,
  from: SQL,
) => (await groupedSets(db, period, [by], keys, sums, from))[0];

type GameFilter = { games?: number[]; category?: GameCategory };

/** Bets and wins grouped `by`: of one day from the raw hours, of longer periods from the days. */
export const gameSums = async <D extends Dim>(
  db: Db,
  scope: Scope,
  by: readonly D[],
  filter: GameFilter = {},
) => (await gameSumSets(db, scope, [by], filter))[0];

/**
 * The game rows of a range of days: each day's, or, unless the days themselves are wanted, the
 * whole months inside it from the month rollup (dated their first day) and only its edges by day.
 */
function gameDayRows(hallIds: number[], range: DayRange, byDay: boolean) {
  const halls = inArray(sql`hall_id`, hallIds);
  const days = (r: DayRange) =>
    sql`select hall_id, game_id, day, bets_count, bets_sum, wins_sum from game_stats_daily
        where ${halls} and day between ${r.from}::date and ${r.to}::date`;
  if (byDay) return days(range);
  const split = splitWholeMonths(range);
  const parts = split.days.map(days);
  if (split.months) {
    parts.push(
      sql`select hall_id, game_id, month as day, bets_count, bets_sum, wins_sum
          from game_stats_monthly
          where ${halls} and month between ${split.months.from}::date and ${split.months.to}::date`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/**
 * Visits per ISO weekday and hall-local hour over a range of days: the whole months inside it
 * from the month rollup, its edges from the days.
 */
function visitHourRows(hallIds: number[], range: DayRange) {
  const halls = inArray(sql`hall_id`, hallIds);
  const split = splitWholeMonths(range);
  const parts = split.days.map(
    (r) =>
      sql`select extract(isodow from day)::int as weekday, hour, visits from visit_stats_hourly
          where ${halls} and day between ${r.from}::date and ${r.to}::date`,
  );
  if (split.months) {
    parts.push(
      sql`select weekday, hour, visits from visit_hours_monthly
          where ${halls} and month between ${split.months.from}::date and ${split.months.to}::date`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/**
 * Bets and wins in several groupings at once: one pass over the rows, or, over days, one over the
 * days for the groupings by day and one over whole months for the others.
 */
export async function gameSumSets<D extends Dim>(
  db: Db,
  scope: Scope,
  sets: readonly (readonly D[])[],
  filter: GameFilter = {},
) {
  const byDay = (set: readonly D[]) => scope.period === 'daily' && set.includes('bucket' as D);
  const daySets = sets.filter(byDay);
  const otherSets = sets.filter((set) => !byDay(set));
  if (!daySets.length || !otherSets.length) return gameSumPass(db, scope, sets, filter);
  const [days, others] = await Promise.all([
    gameSumPass(db, scope, daySets, filter),
    gameSumPass(db, scope, otherSets, filter),
  ]);
  return sets.map((set) =>
    byDay(set) ? days[daySets.indexOf(set)] : others[otherSets.indexOf(set)],
  );
}

function gameSumPass<D extends Dim>(
  db: Db,
  { hallIds, period, range }: Scope,
  sets: readonly (readonly D[])[],
  filter: GameFilter,
) {
  const { from, to } = wholeBuckets(period, range);
  const conditions: SQL[] = [];
  if (filter.games?.length) conditions.push(inArray(sql`s.game_id`, filter.games));
  if (filter.category) conditions.push(sql`g.category = ${filter.category}`);
  const extra = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  const hourly = period === 'hourly';
  // The catalogue is joined only when its category is asked for.
  const needsGames = Boolean(filter.category) || sets.some((set) => set.includes('category' as D));
  const withGames = needsGames ? sql`join games as g on g.id = s.game_id` : sql``;
  const byDay = period === 'daily' && sets.some((set) => set.includes('bucket' as D));
  const source = hourly
    ? sql`from ${hallsWithin(hallIds, from, to)}
        join game_stats_hourly as s on s.hall_id = h.id and s.hour >= h.starts and s.hour < h.ends
        ${withGames}
        where true${extra}`
    : sql`from (${gameDayRows(hallIds, { from, to }, byDay)}) as s
        ${withGames}
        where true${extra}`;
  return groupedSets(
    db,
    period,
    sets,
    {
      hall: sql`s.hall_id`,
      bucket: hourly ? instantBucket(period, sql`s.hour`) : dayBucket(period, sql`s.day`),
      game: sql`s.game_id`,
      category: sql`g.category`,
    },
    {
      betsCount: sql`coalesce(sum(s.bets_count), 0)`,
      betsSum: sql`coalesce(sum(s.bets_sum), 0)`,
      winsSum: sql`coalesce(sum(s.wins_sum), 0)`,
    },
    source,
  );
}

/**
 * Visits and distinct clients grouped `by`: of one day from the visits themselves, of days and
 * months from the rollup, years as the sum of their months. Distinct clients are per bucket:
 * grouped without the bucket they would be counted once per bucket.
 */
export function visitSums<D extends 'hall' | 'bucket'>(
  db: Db,
  { hallIds, period, range }: Scope,
  by: readonly D[],
) {
  const { from, to } = wholeBuckets(period, range);
  if (period === 'hourly') {
    return grouped(
      db,
      period,
      by,
      {
        hall: sql`v.hall_id`,
        bucket: instantBucket(period, sql`v.visited_at`),
      },
      { visits: sql`count(*)`, uniqueClients: sql`count(distinct v.client_id)` },
      sql`from ${hallsWithin(hallIds, from, to)}
        join visits as v on v.hall_id = h.id and v.visited_at >= h.starts and v.visited_at < h.ends`,
    );
  }
  const stored = period === 'daily' ? 'day' : 'month';
  return grouped(
    db,
    period,
    by,
    {
      hall: sql`s.hall_id`,
      bucket: dayBucket(period, sql`s.start`),
    },
    {
      visits: sql`coalesce(sum(s.visits), 0)`,
      uniqueClients: sql`coalesce(sum(s.unique_clients), 0)`,
    },
    sql`from visit_stats as s
      where ${inArray(sql`s.hall_id`, hallIds)} and s.period = ${stored}
        and s.start between ${stored === 'day' ? from : monthStart(from)}::date and ${to}::date`,
  );
}

/** Clients registered (in the hall where they registered) grouped `by`. */
export function newClientSums<D extends 'hall' | 'bucket'>(
  db: Db,
  { hallIds, period, range }: Scope,
  by: readonly D[],
) {
  const { from, to } = wholeBuckets(period, range);
  return grouped(
    db,
    period,
    by,
    {
      hall: sql`c.hall_id`,
      bucket: instantBucket(period, sql`c.registered_at`),
    },
    { newClients: sql`count(*)` },
    sql`from ${hallsWithin(hallIds, from, to)}
      join clients as c on c.hall_id = h.id
        and c.registered_at >= h.starts and c.registered_at < h.ends`,
  );
}

/** Guests turned away at the door, by reason, grouped `by`: counts, never who. */
export function refusalSums<D extends 'hall' | 'bucket'>(
  db: Db,
  { hallIds, period, range }: Scope,
  by: readonly D[],
) {
  const { from, to } = wholeBuckets(period, range);
  return grouped(
    db,
    period,
    by,
    { hall: sql`r.hall_id`, bucket: instantBucket(period, sql`r.at`) },
    {
      underAge: sql`count(*) filter (where r.reason = 'under_age')`,
      restricted: sql`count(*) filter (where r.reason = 'restricted')`,
    },
    sql`from ${hallsWithin(hallIds, from, to)}
      join refused_entries as r on r.hall_id = h.id and r.at >= h.starts and r.at < h.ends`,
  );
}

/** Bar sales (sales less refunds) and collections, from the cash journal, grouped `by`. */
export function cashSums<D extends 'hall' | 'bucket'>(
  db: Db,
  { hallIds, period, range }: Scope,
  by: readonly D[],
) {
  const { from, to } = wholeBuckets(period, range);
  return grouped(
    db,
    period,
    by,
    {
      hall: sql`o.hall_id`,
      bucket: instantBucket(period, sql`o.created_at`),
    },
    {
      barSales: sql`coalesce(sum(o.amount) filter (where o.type = 'sale'), 0)
        - coalesce(sum(o.amount) filter (where o.type = 'refund'), 0)`,
      collections: sql`coalesce(sum(o.amount) filter (where o.type = 'collection'), 0)`,
    },
    sql`from ${hallsWithin(hallIds, from, to)}
      join cash_operations as o on o.hall_id = h.id
        and o.created_at >= h.starts and o.created_at < h.ends`,
  );
}

/** Visits per hall-local ISO weekday (1–7) and hour (0–23) over the range. */
export async function visitsByWeekdayHour(db: Db, { hallIds, period, range }: Scope) {
  const { from, to } = wholeBuckets(period, range);
  const [{ data }] = await queryRows<{ data: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(weekday, hour, visits)), '[]')::text as data
        from (select weekday, hour, sum(visits)::int as visits
              from (${visitHourRows(hallIds, { from, to })}) as v
              group by 1, 2) as g`,
  );
  return (JSON.parse(data) as [number, number, number][]).map(([weekday, hour, visits]) => ({
    weekday,
    hour,
    visits,
  }));
}

/** Visits per hall-local hour 0–23 over the range (24 numbers). */
export async function visitsByHour(db: Db, { hallIds, period, range }: Scope) {
  const { from, to } = wholeBuckets(period, range);
  const [{ data }] = await queryRows<{ data: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(hour, visits)), '[]')::text as data
        from (select hour, sum(visits)::int as visits
              from (${visitHourRows(hallIds, { from, to })}) as v
              group by 1) as g`,
  );
  const hours = Array<number>(24).fill(0);
  for (const [hour, visits] of JSON.parse(data) as [number, number][]) hours[hour] = visits;
  return hours;
}
