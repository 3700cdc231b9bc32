/** Visits, new clients and refusals at the door for the reports: counts, never who. */
import { inArray, sql } from 'drizzle-orm';
import {
  monthStart,
  splitWholeMonths,
  wholeBuckets,
  type DayRange,
} from '@/lib/shared/report-range';
import { queryRows, type Db } from '../db/database';
import { dayBucket, grouped, hallsWithin, instantBucket, type Scope } from './report-facts';

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
