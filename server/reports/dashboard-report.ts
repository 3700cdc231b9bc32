import { fromMinorUnits } from '@/lib/money';
import type { Period } from '@/lib/periods';
import { bucketKeys, previousRange, type DayRange } from '@/lib/report-range';
import type { Db } from '../db/database';
import { addTo, groupBy, noMoney, rtp, type Money } from './amounts';
import { gameCatalogue } from './games-report';
import { gameFacts, newClientFacts, visitFacts, visitsByWeekdayHour } from './report-facts';

const TOP_GAMES = 5;

async function kpis(db: Db, hallId: number, period: Period, range: DayRange) {
  const scope = { hallIds: [hallId], period, range };
  const [facts, visits, fresh] = await Promise.all([
    gameFacts(db, scope),
    visitFacts(db, scope),
    newClientFacts(db, scope),
  ]);
  const total: Money = facts.reduce(addTo, noMoney());
  return {
    facts,
    figures: {
      bets: fromMinorUnits(total.betsSum),
      wins: fromMinorUnits(total.winsSum),
      ggr: fromMinorUnits(total.betsSum - total.winsSum),
      rtp: rtp(total),
      visits: visits.reduce((s, v) => s + v.visits, 0),
      newClients: fresh.reduce((s, f) => s + f.newClients, 0),
    },
  };
}

/**
 * The dashboard's figures for the range and the range of the same length before it; bets and GGR
 * per bucket; visits per hour of the day; the games that earned the most.
 */
export async function dashboardReport(db: Db, hallId: number, period: Period, range: DayRange) {
  const previous = previousRange(period, range);
  const [current, before, grid, catalogue] = await Promise.all([
    kpis(db, hallId, period, range),
    kpis(db, hallId, period, previous),
    visitsByWeekdayHour(db, { hallIds: [hallId], period, range }),
    gameCatalogue(db),
  ]);
  const perBucket = groupBy(current.facts, (f) => f.bucket, noMoney, addTo);
  const series = bucketKeys(period, range).map((bucket) => {
    const m = perBucket.get(bucket) ?? noMoney();
    return {
      bucket,
      bets: fromMinorUnits(m.betsSum),
      ggr: fromMinorUnits(m.betsSum - m.winsSum),
    };
  });
  const visitsByHour = Array<number>(24).fill(0);
  for (const cell of grid) visitsByHour[cell.hour] += cell.visits;

  const perGame = groupBy(current.facts, (f) => String(f.gameId), noMoney, addTo);
  const topGames = catalogue
    .filter((g) => perGame.has(String(g.id)))
    .map((g) => ({ game: g, m: perGame.get(String(g.id))! }))
    .sort((a, b) => {
      const diff = b.m.betsSum - b.m.winsSum - (a.m.betsSum - a.m.winsSum);
      return diff > 0n ? 1 : diff < 0n ? -1 : a.game.id - b.game.id;
    })
    .slice(0, TOP_GAMES)
    .map(({ game, m }) => ({
      gameId: game.id,
      name: game.name,
      category: game.category,
      betsSum: fromMinorUnits(m.betsSum),
      ggr: fromMinorUnits(m.betsSum - m.winsSum),
    }));
  return {
    period,
    ...range,
    previous,
    kpis: { current: current.figures, previous: before.figures },
    series,
    visitsByHour,
    topGames,
  };
}
