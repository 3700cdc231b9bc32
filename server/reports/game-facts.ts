/**
 * The games' bets and wins for the reports, from the rollups of days and months or one day's
 * hours.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { GameCategory } from '@/lib/shared/games';
import { splitWholeMonths, wholeBuckets, type DayRange } from '@/lib/shared/report-range';
import type { Db } from '../db/database';
import {
  dayBucket,
  groupedSets,
  hallsWithin,
  instantBucket,
  type Dim,
  type Scope,
} from './report-facts';

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
