import { asc } from 'drizzle-orm';
import { GAME_CATEGORIES, type GameCategory } from '@/lib/shared/games';
import { fromMinorUnits } from '@/lib/shared/money';
import type { Period } from '@/lib/shared/periods';
import { bucketKeys, type DayRange } from '@/lib/shared/report-range';
import type { Db } from '../db/database';
import { closedDays } from '../gaming-days/closed-days';
import { games } from '../db/schema';
import { addTo, moneyFields, noMoney } from './amounts';
import { gameSumSets } from './game-facts';

export const gameCatalogue = (db: Db) =>
  db
    .select({
      id: games.id,
      name: games.name,
      category: games.category,
      theoreticalRtp: games.theoreticalRtp,
    })
    .from(games)
    .orderBy(asc(games.name)) as Promise<
    { id: number; name: string; category: GameCategory; theoreticalRtp: number | null }[]
  >;

/**
 * Per game of the filter: bets count, bets, wins, GGR and RTP (games without bets in the range
 * included, with zeros), totals, and GGR per bucket and category.
 */
export async function gamesReport(
  db: Db,
  hallId: number,
  period: Period,
  range: DayRange,
  filter: { games?: number[]; category?: GameCategory },
  now: Date,
) {
  const scope = { hallIds: [hallId], period, range };
  const [[perGame, perBucket], catalogue, days] = await Promise.all([
    gameSumSets(db, scope, [['game'], ['bucket', 'category']], filter),
    gameCatalogue(db),
    closedDays(db, hallId, range, now),
  ]);
  const sums = new Map(perGame.map((g) => [g.game, g]));
  const rows = catalogue
    .filter(
      (g) =>
        (!filter.games?.length || filter.games.includes(g.id)) &&
        (!filter.category || g.category === filter.category),
    )
    .map((g) => ({
      gameId: g.id,
      name: g.name,
      category: g.category,
      ...moneyFields(sums.get(g.id) ?? noMoney()),
      theoreticalRtp: g.theoreticalRtp === null ? null : g.theoreticalRtp / 100,
    }));
  const ggr = new Map(perBucket.map((b) => [`${b.bucket} ${b.category}`, b.betsSum - b.winsSum]));
  const series = bucketKeys(period, range).map((bucket) => {
    const entry = { bucket } as { bucket: string } & Record<GameCategory, string>;
    for (const c of GAME_CATEGORIES) entry[c] = fromMinorUnits(ggr.get(`${bucket} ${c}`) ?? 0n);
    return entry;
  });
  const totals = moneyFields(perGame.reduce(addTo, noMoney()));
  return { period, ...range, rows, totals, series, gamingDays: days };
}
