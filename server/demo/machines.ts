import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { demoHallIds } from './halls';
import { unit } from './rhythm';

/**
 * Which demo game terminal plays which games: the n-th terminal of a hall the hall's
 * (n mod G)-th game, every third terminal the next one too, so every game of a hall has terminals.
 * The seed's history and the live demo's meters both read it from here.
 */
export const demoTerminalGames = (hallIds: number[]) => sql`
  with terminals as (
    select id, hall_id, number,
      row_number() over (partition by hall_id order by number) - 1 as i
    from devices where type = 'game_terminal' and ${inArray(sql`hall_id`, hallIds)}
  ),
  hall_games as (
    select hall_id, game_id, row_number() over (partition by hall_id order by game_id) - 1 as gi,
      count(*) over (partition by hall_id) as g
    from (select distinct hall_id, game_id from game_stats_monthly
          where ${inArray(sql`hall_id`, hallIds)}) as played
  )
  select t.id as device_id, t.hall_id, t.number, h.game_id
  from terminals as t
  join hall_games as h on h.hall_id = t.hall_id
    and (h.gi = t.i % h.g or (t.i % 3 = 0 and h.gi = (t.i + 1) % h.g))`;

/**
 * The demo year per machine: each hall-local day of each game of a hall (the rollup the seed
 * has just counted) shared among the terminals that play it, with weights that change from day
 * to day, split exactly (cumulative floors), so the machines add up to the hall to the tiyn.
 */
export async function seedMachineDays(db: Db) {
  const hallIds = await demoHallIds(db);
  await db.execute(sql`
    insert into machine_stats_daily (hall_id, day, device_id, game_id, plays, bets, wins)
    with assigned as (${demoTerminalGames(hallIds)}),
    weighted as (
      select d.hall_id, d.day, d.game_id, a.device_id, d.bets_count, d.bets_sum, d.wins_sum,
        1 + floor(4 * ${unit(sql`a.device_id % 10000`, sql`(d.day - date '2020-01-01')`)}) as w
      from game_stats_daily as d
      join assigned as a on a.hall_id = d.hall_id and a.game_id = d.game_id
      -- A machine plays only on the days it stood in the hall (decision 069).
      join devices as v on v.id = a.device_id
      where d.day >= coalesce(v.in_service_from, d.day)
        and (v.out_of_service_on is null or d.day < v.out_of_service_on)
    ),
    cumulative as (
      select *,
        sum(w) over (partition by hall_id, day, game_id order by device_id) as upto,
        sum(w) over (partition by hall_id, day, game_id) as total
      from weighted
    )
    select hall_id, day, device_id, game_id,
      floor(bets_count * upto / total) - floor(bets_count * (upto - w) / total),
      floor(bets_sum * upto / total) - floor(bets_sum * (upto - w) / total),
      floor(wins_sum * upto / total) - floor(wins_sum * (upto - w) / total)
    from cumulative
  `);
}
