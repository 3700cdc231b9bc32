import { asc } from 'drizzle-orm';
import { GAME_CATEGORIES, type GameCategory } from '@/lib/games';
import type { Period } from '@/lib/periods';
import { fromMinorUnits } from '@/lib/money';
import { bucketKeys, type DayRange } from '@/lib/report-range';
import type { Db } from '../db/database';
import { games } from '../db/schema';
import { addTo, groupBy, moneyFields, noMoney } from './amounts';
import { gameFacts } from './report-facts';

export const gameCatalogue = (db: Db) =>
  db
    .select({ id: games.id, name: games.name, category: games.category })
    .from(games)
    .orderBy(asc(games.name)) as Promise<{ id: number; name: string; category: GameCategory }[]>;

/**
 * Per game of the filter: bets count, bets, wins, GGR and RTP (games without bets in the range
 * included, with zeros), totals, and GGR per bucket and category.
 */
export async function gamesReport(
  db: Db,
  hallId: number,
  period: Period,
  range: DayRange,
  filter: { ids?: number[]; category?: GameCategory },
) {
  const facts = await gameFacts(db, { hallIds: [hallId], period, range }, filter);
  const byGame = groupBy(facts, (f) => String(f.gameId), noMoney, addTo);
  const shown = (await gameCatalogue(db)).filter(
    (g) =>
      (!filter.ids?.length || filter.ids.includes(g.id)) &&
      (!filter.category || g.category === filter.category),
  );
  const rows = shown.map((g) => ({
    gameId: g.id,
    name: g.name,
    category: g.category,
    ...moneyFields(byGame.get(String(g.id)) ?? noMoney()),
  }));
  const totals = moneyFields([...byGame.values()].reduce(addTo, noMoney()));

  const ggr = groupBy(
    facts,
    (f) => f.bucket,
    () => new Map<GameCategory, bigint>(),
    (sums, f) => sums.set(f.category, (sums.get(f.category) ?? 0n) + f.betsSum - f.winsSum),
  );
  const series = bucketKeys(period, range).map((bucket) => {
    const sums = ggr.get(bucket);
    const entry = { bucket } as { bucket: string } & Record<GameCategory, string>;
    for (const c of GAME_CATEGORIES) entry[c] = fromMinorUnits(sums?.get(c) ?? 0n);
    return entry;
  });
  return { period, ...range, rows, totals, series };
}
