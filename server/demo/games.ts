import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bulkLoad } from './bulk-load';
import { demoHallIds } from './halls';
import { hash, openHours, share, unit } from './rhythm';

type Category = 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards';

/**
 * The catalogue: code, name, category, bets in the busiest hall's peak hour, average bet in
 * tenge, return to player (the paytable's, which the catalogue states, at least the law's 95 %)
 * and its spread per hour.
 */
export const DEMO_GAMES: [string, string, Category, number, number, number, number][] = [
  ['AZTEC-GOLD', 'Золото ацтеков', 'slots', 300, 250, 0.95, 0.5],
  ['FRUIT-COCKTAIL', 'Фруктовый коктейль', 'slots', 320, 150, 0.955, 0.45],
  ['PIRATE-TREASURE', 'Пиратский клад', 'slots', 210, 250, 0.955, 0.6],
  ['ROULETTE-EU', 'Европейская рулетка', 'roulette', 120, 1500, 0.973, 1.2],
  ['ROULETTE-FR', 'Французская рулетка', 'roulette', 60, 1500, 0.9865, 1.2],
  ['BINGO-75', 'Бинго 75', 'bingo', 70, 500, 0.95, 0.6],
  ['BINGO-90', 'Бинго 90', 'bingo', 45, 500, 0.96, 0.6],
  ['KENO', 'Кено', 'lottery', 50, 300, 0.95, 1.5],
  ['BLACKJACK', 'Блэкджек', 'cards', 55, 4000, 0.985, 1],
  ['HOLDEM', 'Техасский холдем', 'cards', 35, 6000, 0.975, 1.2],
];

/**
 * Days on which a game in a hall paid far off its usual RTP (a faulty terminal, a lucky streak
 * worth a look): wins of every hour of that day are multiplied by `factor`.
 */
const ODD_DAYS = [
  { hallId: 1, gameId: 1, daysAgo: 9, factor: 1.38 },
  { hallId: 1, gameId: 4, daysAgo: 33, factor: 1.25 },
  { hallId: 3, gameId: 2, daysAgo: 71, factor: 0.6 },
];

/** Which games a hall has: all in hall 1, fewer in the smaller halls (by share of the catalogue). */
const HALL_GAME_SHARE = [1, 0.85, 0.85, 0.55, 0.75, 0.65];

/**
 * The catalogue, and a year of hourly statistics for every demo hall and its games in one
 * statement: bets follow the hall's rhythm with noise; wins follow the game's RTP with a spread
 * that narrows as the bets grow. Amounts are whole tenge, stored in tiyn.
 */
export async function seedGames(db: Db) {
  const catalogue = sql.join(
    DEMO_GAMES.map(
      ([code, name, category, peak, bet, rtp, spread], i) =>
        sql`(${i + 1}::int, ${code}::text, ${name}::text, ${category}::text, ${peak}::int,
          ${bet}::int, ${rtp}::float8, ${spread}::float8)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into games (id, code, name, category, theoretical_rtp)
    select id, code, name, category, round(rtp * 10000)::int
    from (values ${catalogue}) as g(id, code, name, category, peak, bet, rtp, spread)
  `);
  await db.execute(sql`select setval('games_id_seq', (select max(id) from games))`);

  const hallIds = await demoHallIds(db);
  const shares = sql.raw(`(array[${HALL_GAME_SHARE.join(', ')}]::float8[])`);
  const oddDays = sql.join(
    ODD_DAYS.map(
      (d) =>
        sql`when o.hall_id = ${d.hallId} and g.game_id = ${d.gameId} and o.days_ago = ${d.daysAgo}
          then ${d.factor}::float8`,
    ),
    sql` `,
  );
  await bulkLoad(db, 'game_stats_hourly', async () => {
    await db.execute(sql`
      insert into game_stats_hourly (hall_id, game_id, hour, bets_count, bets_sum, wins_sum)
      with hall_games as materialized (
        select h.id as hall_id, g.*
        from halls as h
        cross join (values ${catalogue}) as g(game_id, code, name, category, peak, bet, rtp, spread)
        where ${inArray(sql`h.id`, hallIds)}
          and (h.id = 1 or ${unit(sql`g.game_id`, sql`h.id`)} < ${shares}[h.id])
      ),
      open_hours as materialized (select * from ${openHours(hallIds)} as o),
      hours as (
        select o.hall_id, o.hour, g.game_id, g.bet, g.spread,
          g.rtp * (case ${oddDays} else 1 end)::float8 as rtp,
          floor(g.peak * o.traffic * (0.7 + 0.6 * ${share(sql`x.h`, 0)}))::int as bets,
          0.75 + 0.5 * ${share(sql`x.h`, 1)} as bet_noise,
          ${share(sql`x.h`, 2)} - 0.5 as win_noise
        from open_hours as o
        join hall_games as g using (hall_id)
        cross join lateral (select ${hash(sql`o.k`, sql`g.game_id`, sql`o.hall_id`)} as h) as x
      )
      select hall_id, game_id, hour, bets, staked * 100,
        round(staked * greatest(0, rtp + spread * win_noise * 2 / sqrt(bets))) * 100
      from hours
      cross join lateral (select round(bets * bet * bet_noise) as staked) as s
      where bets > 0
    `);
  });
}
