import { fromMinorUnits } from '@/lib/money';
import type { Period } from '@/lib/periods';
import { bucketKeys, previousRange, type DayRange } from '@/lib/report-range';
import type { Db } from '../db/database';
import { noMoney, rtp, type Money } from './amounts';
import { gameCatalogue } from './games-report';
import {
  gameSums,
  gameSumSets,
  newClientSums,
  visitSums,
  visitsByHour,
  type Scope,
} from './report-facts';

const TOP_GAMES = 5;

const ggrOf = (m: Money) => m.betsSum - m.winsSum;

/** Bets, wins, GGR, RTP (from `money`, the range's sums), visits and new clients of a range. */
async function kpis(db: Db, scope: Scope, money: Money) {
  const [[visits], [fresh]] = await Promise.all([
    visitSums(db, scope, []),
    newClientSums(db, scope, []),
  ]);
  return {
    bets: fromMinorUnits(money.betsSum),
    wins: fromMinorUnits(money.winsSum),
    ggr: fromMinorUnits(ggrOf(money)),
    rtp: rtp(money),
    visits: Number(visits?.visits ?? 0),
    newClients: Number(fresh?.newClients ?? 0),
  };
}

/**
 * The dashboard's figures for the range and the range of the same length before it; bets and GGR
 * per bucket; visits per hour of the day; the games that earned the most.
 */
export async function dashboardReport(db: Db, hallId: number, period: Period, range: DayRange) {
  const scope = { hallIds: [hallId], period, range };
  const previous = previousRange(period, range);
  const before = { ...scope, range: previous };
  const [[perBucket, perGame, [total = noMoney()]], [earlier = noMoney()], byHour, catalogue] =
    await Promise.all([
      gameSumSets(db, scope, [['bucket'], ['game'], []]),
      gameSums(db, before, []),
      visitsByHour(db, scope),
      gameCatalogue(db),
    ]);
  const [current, previousKpis] = await Promise.all([
    kpis(db, scope, total),
    kpis(db, before, earlier),
  ]);
  const byBucket = new Map(perBucket.map((b) => [b.bucket, b]));
  const series = bucketKeys(period, range).map((bucket) => {
    const m = byBucket.get(bucket) ?? noMoney();
    return { bucket, bets: fromMinorUnits(m.betsSum), ggr: fromMinorUnits(ggrOf(m)) };
  });

  const games = new Map(catalogue.map((g) => [g.id, g]));
  const topGames = perGame
    .sort((a, b) => {
      const diff = ggrOf(b) - ggrOf(a);
      return diff > 0n ? 1 : diff < 0n ? -1 : a.game - b.game;
    })
    .slice(0, TOP_GAMES)
    .map((m) => ({
      gameId: m.game,
      name: games.get(m.game)?.name ?? `Игра ${m.game}`,
      category: games.get(m.game)?.category ?? 'slots',
      betsSum: fromMinorUnits(m.betsSum),
      ggr: fromMinorUnits(ggrOf(m)),
    }));
  return {
    period,
    ...range,
    previous,
    kpis: { current, previous: previousKpis },
    series,
    visitsByHour: byHour,
    topGames,
  };
}
