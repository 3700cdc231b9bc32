import { sql, type SQL } from 'drizzle-orm';
import type { GameCategory } from '@/lib/games';
import type { Period } from '@/lib/periods';
import { addDays, monthStart, wholeBuckets, type DayRange } from '@/lib/report-range';
import { queryRows, type Db } from '../db/database';

/**
 * The report queries: every sum is made in the database, in the hall's time zone, from the
 * rollups (days and months) or from the raw hours and visits of one day. Money stays bigint.
 */

export type Scope = { hallIds: number[]; period: Period; range: DayRange };

const BUCKET_FORMAT: Record<Period, string> = {
  hourly: 'HH24',
  daily: 'YYYY-MM-DD',
  monthly: 'YYYY-MM',
  yearly: 'YYYY',
};

const halls = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;

/** The instant a hall-local day starts, for the hall of the row (`h` = halls). */
const midnight = (day: string) => sql`(${day}::date)::timestamp at time zone h.timezone`;

export type GameFact = {
  hallId: number;
  bucket: string;
  gameId: number;
  category: GameCategory;
  betsCount: bigint;
  betsSum: bigint;
  winsSum: bigint;
};

/**
 * Bets and wins per hall, bucket and game. Hours of one day come from `game_stats_hourly`,
 * longer periods from the daily rollup.
 */
export async function gameFacts(
  db: Db,
  { hallIds, period, range }: Scope,
  games: { ids?: number[]; category?: string | null } = {},
): Promise<GameFact[]> {
  const { from, to } = wholeBuckets(period, range);
  const format = BUCKET_FORMAT[period];
  const gameFilter: SQL[] = [];
  if (games.ids?.length) gameFilter.push(sql`g.id in ${halls(games.ids)}`);
  if (games.category) gameFilter.push(sql`g.category = ${games.category}`);
  const where = gameFilter.length ? sql` and ${sql.join(gameFilter, sql` and `)}` : sql``;
  const rows = await queryRows<{
    hallId: number;
    bucket: string;
    gameId: number;
    category: GameCategory;
    betsCount: string;
    betsSum: string;
    winsSum: string;
  }>(
    db,
    period === 'hourly'
      ? sql`
        select s.hall_id as "hallId", to_char(s.hour at time zone h.timezone, ${format}) as bucket,
          s.game_id as "gameId", g.category, sum(s.bets_count)::text as "betsCount",
          sum(s.bets_sum)::text as "betsSum", sum(s.wins_sum)::text as "winsSum"
        from halls as h
        join game_stats_hourly as s on s.hall_id = h.id
          and s.hour >= ${midnight(from)} and s.hour < ${midnight(addDays(to, 1))}
        join games as g on g.id = s.game_id
        where h.id in ${halls(hallIds)}${where}
        group by 1, 2, 3, 4`
      : sql`
        select s.hall_id as "hallId", to_char(s.day, ${format}) as bucket,
          s.game_id as "gameId", g.category, sum(s.bets_count)::text as "betsCount",
          sum(s.bets_sum)::text as "betsSum", sum(s.wins_sum)::text as "winsSum"
        from game_stats_daily as s
        join games as g on g.id = s.game_id
        where s.hall_id in ${halls(hallIds)} and s.day between ${from}::date and ${to}::date${where}
        group by 1, 2, 3, 4`,
  );
  return rows.map((r) => ({
    ...r,
    betsCount: BigInt(r.betsCount),
    betsSum: BigInt(r.betsSum),
    winsSum: BigInt(r.winsSum),
  }));
}

export type VisitFact = { hallId: number; bucket: string; visits: number; uniqueClients: number };

/**
 * Visits and distinct clients per hall and bucket: of one day from the visits themselves, of days
 * and months from the rollup. Years add up months (distinct clients are not kept per year: the
 * summary, the only yearly report, does not show them).
 */
export async function visitFacts(db: Db, { hallIds, period, range }: Scope): Promise<VisitFact[]> {
  const { from, to } = wholeBuckets(period, range);
  const format = BUCKET_FORMAT[period];
  if (period === 'hourly') {
    return queryRows<VisitFact>(
      db,
      sql`select v.hall_id as "hallId", to_char(v.visited_at at time zone h.timezone, ${format}) as bucket,
            count(*)::int as visits, count(distinct v.client_id)::int as "uniqueClients"
          from halls as h
          join visits as v on v.hall_id = h.id
            and v.visited_at >= ${midnight(from)} and v.visited_at < ${midnight(addDays(to, 1))}
          where h.id in ${halls(hallIds)}
          group by 1, 2`,
    );
  }
  const stored = period === 'daily' ? 'day' : 'month';
  return queryRows<VisitFact>(
    db,
    sql`select hall_id as "hallId", to_char(start, ${format}) as bucket,
          sum(visits)::int as visits,
          ${period === 'yearly' ? sql`0` : sql`sum(unique_clients)::int`} as "uniqueClients"
        from visit_stats
        where hall_id in ${halls(hallIds)} and period = ${stored}
          and start between ${stored === 'day' ? from : monthStart(from)}::date and ${to}::date
        group by 1, 2`,
  );
}

/** Clients registered in each hall per bucket (in the hall where they registered). */
export async function newClientFacts(db: Db, { hallIds, period, range }: Scope) {
  const { from, to } = wholeBuckets(period, range);
  return queryRows<{ hallId: number; bucket: string; newClients: number }>(
    db,
    sql`select c.hall_id as "hallId",
          to_char(c.registered_at at time zone h.timezone, ${BUCKET_FORMAT[period]}) as bucket,
          count(*)::int as "newClients"
        from halls as h
        join clients as c on c.hall_id = h.id
          and c.registered_at >= ${midnight(from)} and c.registered_at < ${midnight(addDays(to, 1))}
        where h.id in ${halls(hallIds)}
        group by 1, 2`,
  );
}

/** Visits by hall-local ISO weekday (1–7) and hour (0–23) over the range, from the hourly counts. */
export async function visitsByWeekdayHour(db: Db, { hallIds, period, range }: Scope) {
  const { from, to } = wholeBuckets(period, range);
  return queryRows<{ weekday: number; hour: number; visits: number }>(
    db,
    sql`select extract(isodow from s.hour at time zone h.timezone)::int as weekday,
          extract(hour from s.hour at time zone h.timezone)::int as hour,
          sum(s.visits)::int as visits
        from halls as h
        join visit_stats_hourly as s on s.hall_id = h.id
          and s.hour >= ${midnight(from)} and s.hour < ${midnight(addDays(to, 1))}
        where h.id in ${halls(hallIds)}
        group by 1, 2`,
  );
}

/** Bar sales (sales less refunds) and collections per hall and bucket, from the cash journal. */
export async function cashFacts(db: Db, { hallIds, period, range }: Scope) {
  const { from, to } = wholeBuckets(period, range);
  const rows = await queryRows<{
    hallId: number;
    bucket: string;
    barSales: string;
    collections: string;
  }>(
    db,
    sql`select o.hall_id as "hallId",
          to_char(o.created_at at time zone h.timezone, ${BUCKET_FORMAT[period]}) as bucket,
          (coalesce(sum(o.amount) filter (where o.type = 'sale'), 0)
            - coalesce(sum(o.amount) filter (where o.type = 'refund'), 0))::text as "barSales",
          coalesce(sum(o.amount) filter (where o.type = 'collection'), 0)::text as collections
        from halls as h
        join cash_operations as o on o.hall_id = h.id
          and o.created_at >= ${midnight(from)} and o.created_at < ${midnight(addDays(to, 1))}
        where h.id in ${halls(hallIds)}
        group by 1, 2`,
  );
  return rows.map((r) => ({
    ...r,
    barSales: BigInt(r.barSales),
    collections: BigInt(r.collections),
  }));
}

/** The hall's calendar day now, in its own time zone. */
export async function hallToday(db: Db, hallId: number, now: Date): Promise<string> {
  const [row] = await queryRows<{ today: string }>(
    db,
    sql`select to_char(${now.toISOString()}::timestamptz at time zone timezone, 'YYYY-MM-DD') as today
        from halls where id = ${hallId}`,
  );
  return row.today;
}
