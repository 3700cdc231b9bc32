import type { Period } from '@/lib/shared/periods';
import { addDays, bucketKeys, type DayRange } from '@/lib/shared/report-range';
import type { Db } from '../db/database';
import { newClientSums, refusalSums, visitSums, visitsByWeekdayHour } from './visit-facts';

/** How many days of each ISO weekday (index 1–7) the range has, up to `today`. */
function weekdayCounts({ from, to }: DayRange, today: string) {
  const counts = Array<number>(8).fill(0);
  for (let day = from; day <= to && day <= today; day = addDays(day, 1)) {
    counts[((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1]++;
  }
  return counts;
}

/**
 * Visits, distinct and new clients, and the guests turned away by reason, per bucket; the hour
 * with the most visits; the average visits
 * of each weekday and hour over the days of the range that have begun.
 */
export async function attendanceReport(
  db: Db,
  hallId: number,
  period: Period,
  range: DayRange,
  today: string,
) {
  const scope = { hallIds: [hallId], period, range };
  const [visits, fresh, refusals, grid] = await Promise.all([
    visitSums(db, scope, ['bucket']),
    newClientSums(db, scope, ['bucket']),
    refusalSums(db, scope, ['bucket']),
    visitsByWeekdayHour(db, scope),
  ]);
  const visitsOf = new Map(visits.map((v) => [v.bucket, v]));
  const newOf = new Map(fresh.map((f) => [f.bucket, f.newClients]));
  const refusedOf = new Map(refusals.map((r) => [r.bucket, r]));
  const buckets = bucketKeys(period, range).map((bucket) => ({
    bucket,
    visits: Number(visitsOf.get(bucket)?.visits ?? 0),
    uniqueClients: Number(visitsOf.get(bucket)?.uniqueClients ?? 0),
    newClients: Number(newOf.get(bucket) ?? 0),
    refusedUnderAge: Number(refusedOf.get(bucket)?.underAge ?? 0),
    refusedRestricted: Number(refusedOf.get(bucket)?.restricted ?? 0),
  }));

  const byHour = Array<number>(24).fill(0);
  const sums = Array.from({ length: 8 }, () => Array<number>(24).fill(0));
  for (const cell of grid) {
    byHour[cell.hour] += cell.visits;
    sums[cell.weekday][cell.hour] += cell.visits;
  }
  const peak = byHour.reduce((best, v, hour) => (v > byHour[best] ? hour : best), 0);
  const days = weekdayCounts(range, today);
  const heatmap = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    hours: sums[weekday].map((v) =>
      days[weekday] === 0 ? 0 : Math.round((v / days[weekday]) * 10) / 10,
    ),
  }));
  return {
    period,
    ...range,
    buckets,
    totals: {
      visits: buckets.reduce((s, b) => s + b.visits, 0),
      newClients: buckets.reduce((s, b) => s + b.newClients, 0),
      refusedUnderAge: buckets.reduce((s, b) => s + b.refusedUnderAge, 0),
      refusedRestricted: buckets.reduce((s, b) => s + b.refusedRestricted, 0),
    },
    peakHour: byHour[peak] > 0 ? { hour: peak, visits: byHour[peak] } : null,
    heatmap,
  };
}
