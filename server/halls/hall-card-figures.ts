import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { inServiceSql } from '../db/schema';

export type HallCardFigures = { todayVisitors: number; gameTerminals: number };

/**
 * What each hall's card shows beside its address, in one statement: the visits so far today (in
 * the hall's own time zone, from the day rollup) and its game terminals in service, which the
 * licence holds to 60.
 */
export async function hallCardFigures(db: Db, halls: { id: number }[], now: Date) {
  if (halls.length === 0) return new Map<number, HallCardFigures>();
  const rows = await queryRows<{ hallId: number } & HallCardFigures>(
    db,
    sql`select h.id as "hallId", coalesce(s.visits, 0) as "todayVisitors",
          (select count(*) from devices d where d.hall_id = h.id and d.type = 'game_terminal'
            and d.status = 'active' and ${inServiceSql('d')})::int as "gameTerminals"
        from halls as h
        left join visit_stats as s on s.hall_id = h.id and s.period = 'day'
          and s.start = (${now.toISOString()}::timestamptz at time zone h.timezone)::date
        where ${inArray(
          sql`h.id`,
          halls.map((h) => h.id),
        )}`,
  );
  return new Map(
    rows.map(({ hallId, ...figures }) => [
      hallId,
      { todayVisitors: Number(figures.todayVisitors), gameTerminals: figures.gameTerminals },
    ]),
  );
}
