import { belowLegalRtp } from '@/lib/shared/game-catalogue';
import { fromMinorUnits } from '@/lib/shared/money';
import type { Period } from '@/lib/shared/periods';
import { bucketKeys, previousRange, type DayRange } from '@/lib/shared/report-range';
import type { Db } from '../db/database';
import { closedDays } from '../gaming-days/closed-days';
import { addTo, noMoney, rtp, type Money } from './amounts';
import { gameCatalogue } from './games-report';
import { gameSums, gameSumSets } from './game-facts';
import type { Scope } from './report-facts';
import { newClientSums, visitSums, visitsByHour } from './visit-facts';

const TOP_GAMES = 5;

const ggrOf = (m: Money) => m.betsSum - m.winsSum;

const kpiFields = (money: Money, visits: number, newClients: number) => ({
  bets: fromMinorUnits(money.betsSum),
  wins: fromMinorUnits(money.winsSum),
  ggr: fromMinorUnits(ggrOf(money)),
  rtp: rtp(money),
  visits,
  newClients,
});

/** Bets, wins, GGR, RTP (from `money`, the range's sums), visits and new clients of a range. */
async function kpis(db: Db, scope: Scope, money: Money) {
  const [[visits], [fresh]] = await Promise.all([
    visitSums(db, scope, []),
    newClientSums(db, scope, []),
  ]);
  return kpiFields(money, Number(visits?.visits ?? 0), Number(fresh?.newClients ?? 0));
}

/** The same figures over the hours 0…`lastHour` of a day (its hourly scope) only. */
async function kpisUntil(db: Db, day: Scope, lastHour: number) {
  const [games, visits, fresh] = await Promise.all([
    gameSums(db, day, ['bucket']),
    visitSums(db, day, ['bucket']),
    newClientSums(db, day, ['bucket']),
  ]);
  const within = (row: { bucket: string }) => Number(row.bucket) <= lastHour;
  const money = noMoney();
  for (const g of games.filter(within)) addTo(money, g);
  const total = <R extends { bucket: string }>(rows: R[], value: (row: R) => unknown) =>
    rows.filter(within).reduce((sum, row) => sum + Number(value(row)), 0);
  return kpiFields(
    money,
    total(visits, (v) => v.visits),
    total(fresh, (f) => f.newClients),
  );
}

/**
 * The dashboard's figures for the range and the range of the same length before it; bets and GGR
 * per bucket; visits per hour of the day; the games that earned the most. Today by hours is not
 * over yet: it is compared with the same hours of the day before (`previous.untilHour`), not with
 * that whole day. The catalogue's games whose RTP the law does not allow are named until fixed.
 */
export async function dashboardReport(
  db: Db,
  hallId: number,
  period: Period,
  range: DayRange,
  clock: { today: string; hour: number },
  now: Date,
) {
  const scope = { hallIds: [hallId], period, range };
  const previous = previousRange(period, range);
  const before = { ...scope, range: previous };
  const untilHour = period === 'hourly' && range.from === clock.today ? clock.hour : null;
  const previousFigures = async () =>
    untilHour === null
      ? kpis(db, before, (await gameSums(db, before, []))[0] ?? noMoney())
      : kpisUntil(db, before, untilHour);
  const [[perBucket, perGame, [total = noMoney()]], previousKpis, byHour, catalogue, days] =
    await Promise.all([
      gameSumSets(db, scope, [['bucket'], ['game'], []]),
      previousFigures(),
      visitsByHour(db, scope),
      gameCatalogue(db),
      closedDays(db, hallId, range, now),
    ]);
  const current = await kpis(db, scope, total);
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
    previous: { ...previous, untilHour },
    kpis: { current, previous: previousKpis },
    series,
    visitsByHour: byHour,
    topGames,
    gamingDays: days,
    gamesBelowLegalRtp: catalogue
      .map((g) => ({
        gameId: g.id,
        name: g.name,
        theoreticalRtp: g.theoreticalRtp === null ? null : g.theoreticalRtp / 100,
      }))
      .filter((g): g is { gameId: number; name: string; theoreticalRtp: number } =>
        belowLegalRtp(g.theoreticalRtp),
      ),
  };
}
