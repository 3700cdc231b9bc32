import { fromMinorUnits } from '@/lib/shared/money';
import type { Period } from '@/lib/shared/periods';
import { bucketKeys, type DayRange } from '@/lib/shared/report-range';
import type { Db } from '../db/database';
import { onlineCounts } from '../equipment/device-records';
import { closedDays, closedDaysByHall } from '../gaming-days/closed-days';
import { addTo, moneyFields, noMoney, type Money } from './amounts';
import { cashSums } from './cash-facts';
import { gameSums } from './game-facts';
import type { Scope } from './report-facts';
import { visitSums } from './visit-facts';

type Figures = Money & { visits: number; barSales: bigint; collections: bigint };

const noFigures = (): Figures => ({ ...noMoney(), visits: 0, barSales: 0n, collections: 0n });

/** Visits, bets, wins, bar sales and collections per hall or per bucket of the scope. */
async function figures(db: Db, scope: Scope, by: 'hall' | 'bucket') {
  const [games, visits, cash] = await Promise.all([
    gameSums(db, scope, [by]),
    visitSums(db, scope, [by]),
    cashSums(db, scope, [by]),
  ]);
  const all = new Map<string, Figures>();
  const of = (row: { hall: number } | { bucket: string }) => {
    const k = String('hall' in row ? row.hall : row.bucket);
    if (!all.has(k)) all.set(k, noFigures());
    return all.get(k)!;
  };
  for (const g of games) addTo(of(g), g);
  for (const v of visits) of(v).visits += Number(v.visits);
  for (const c of cash) {
    const f = of(c);
    f.barSales += c.barSales;
    f.collections += c.collections;
  }
  return all;
}

const fields = (f: Figures) => ({
  visits: f.visits,
  ...moneyFields(f),
  barSales: fromMinorUnits(f.barSales),
  collections: fromMinorUnits(f.collections),
});

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** One row per hall the user may see, with the totals and the equipment in service now. */
export async function summaryReport(
  db: Db,
  halls: { id: number; name: string; city: string }[],
  period: Period,
  range: DayRange,
  now: Date,
) {
  const hallIds = halls.map((h) => h.id);
  const [byHall, devices, days] = hallIds.length
    ? await Promise.all([
        figures(db, { hallIds, period, range }, 'hall'),
        onlineCounts(db, hallIds, now),
        closedDaysByHall(db, hallIds, range, now),
      ])
    : [new Map<string, Figures>(), [], await closedDaysByHall(db, [], range, now)];
  const deviceOf = new Map(devices.map((d) => [d.hallId, d]));
  const rows = halls.map((h) => {
    const d = deviceOf.get(h.id);
    return {
      hallId: h.id,
      rowKey: `hall-${h.id}`,
      name: h.name,
      city: h.city,
      ...fields(byHall.get(String(h.id)) ?? noFigures()),
      equipmentOnline: percent(d?.online ?? 0, d?.total ?? 0),
      gamingDays: days.halls.get(h.id)!,
    };
  });
  const total = [...byHall.values()].reduce((sum, f) => {
    addTo(sum, f);
    sum.visits += f.visits;
    sum.barSales += f.barSales;
    sum.collections += f.collections;
    return sum;
  }, noFigures());
  const online = devices.reduce((s, d) => s + d.online, 0);
  const count = devices.reduce((s, d) => s + d.total, 0);
  return {
    period,
    ...range,
    rows,
    totals: {
      ...fields(total),
      equipmentOnline: percent(online, count),
      gamingDays: days.chain,
    },
  };
}

/** One hall of the summary by bucket, zeros where nothing happened. */
export async function hallSummaryReport(
  db: Db,
  hallId: number,
  period: Period,
  range: DayRange,
  now: Date,
) {
  const [byBucket, days] = await Promise.all([
    figures(db, { hallIds: [hallId], period, range }, 'bucket'),
    closedDays(db, hallId, range, now),
  ]);
  return {
    period,
    ...range,
    hallId,
    buckets: bucketKeys(period, range).map((bucket) => ({
      bucket,
      ...fields(byBucket.get(bucket) ?? noFigures()),
    })),
    gamingDays: days,
  };
}
