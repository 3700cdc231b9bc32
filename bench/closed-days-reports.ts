/**
 * The reports over a year of closed gaming days (decision 068), for `bench:gaming-days`: the
 * dashboard, the games report, the machine report of a hall and the chain's summary, daily over
 * 366 days, asked through the API before the year exists and after, in the same run.
 */
import type { Pool } from 'pg';
import { api, type Json } from './chain';
import { percentile } from './percentile.mjs';

export type ReportTimes = Record<string, { p50: number; p99: number }>;

/** Each report asked `times` times in turn, spread over the halls, timed end to end. */
export async function reportTimes(
  url: string,
  auth: Record<string, string>,
  hallIds: number[],
  times: number,
): Promise<ReportTimes> {
  const range = (today: string) => {
    const from = new Date(`${today}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() - 365);
    return `period=daily&from=${from.toISOString().slice(0, 10)}&to=${today}`;
  };
  const today = (
    (await api(url, auth, 'GET', `/api/halls/${hallIds[0]}/reports/dashboard`)) as Json
  ).to as string;
  const query = range(today);
  const reports: Record<string, (hallId: number) => string> = {
    'дашборд зала': (id) => `/api/halls/${id}/reports/dashboard?${query}`,
    'отчёт по играм зала': (id) => `/api/halls/${id}/reports/games?${query}`,
    'отчёт по автоматам зала': (id) => `/api/halls/${id}/reports/machines?${query}`,
    'сводный, все залы': () => `/api/reports/summary?${query}`,
  };
  const result: ReportTimes = {};
  for (const [label, path] of Object.entries(reports)) {
    for (let i = 0; i < 5; i++) await api(url, auth, 'GET', path(hallIds[i % hallIds.length]));
    const spent: number[] = [];
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      const answer = (await api(url, auth, 'GET', path(hallIds[i % hallIds.length]))) as Json;
      spent.push(performance.now() - started);
      // Each answer carries the closed days: a hall's of its own, the chain's in its totals.
      if (!(answer.gamingDays ?? answer.totals?.gamingDays)?.closed) {
        throw new Error(`${label}: no closed days in the answer`);
      }
    }
    spent.sort((a, b) => a - b);
    result[label] = { p50: percentile(spent, 50), p99: percentile(spent, 99) };
  }
  return result;
}

/**
 * A year of closed days before the one the bench closed through the API, as its close left
 * it: each hall's row with its totals (what the reports read), a drop counted every Monday and
 * Thursday, a late reading's adjustment one day in ten. The machines' own frozen rows, which no
 * report reads, are not copied (4.4 million of them would take longer than the rest of the bench).
 */
export async function fillYear(pool: Pool, hallIds: number[]) {
  await pool.query(
    `update halls set created_at = created_at - interval '1 year' where id = any($1)`,
    [hallIds],
  );
  await pool.query(
    `insert into gaming_days (hall_id, day, starts_at, ends_at, closed_at, machines, no_reading,
       meter_win, credits_sold, hand_pays)
     select g.hall_id, g.day - k, g.starts_at - make_interval(days => k),
       g.ends_at - make_interval(days => k), g.closed_at - make_interval(days => k),
       g.machines, (k % 17 = 0)::int, g.meter_win + k * 1000, 1500000 + k * 100, 800000 + k * 10
     from gaming_days as g, generate_series(1, 365) as k
     where g.hall_id = any($1)
     on conflict do nothing`,
    [hallIds],
  );
  await pool.query(
    `insert into machine_drops (hall_id, status, collected_at, day, counted_at, confirmed_at,
       total)
     select hall_id, 'counted', starts_at + interval '4 hours', day, starts_at + interval '6 hours',
       starts_at + interval '6 hours', 48000000 + extract(doy from day)::bigint * 1000
     from gaming_days
     where hall_id = any($1) and extract(isodow from day) in (1, 4)`,
    [hallIds],
  );
  await pool.query(
    `insert into gaming_day_adjustments (hall_id, day, device_id, recorded_at, hour, coin_in,
       coin_out)
     select g.hall_id, g.day, d.id, g.ends_at + interval '1 hour', g.ends_at - interval '1 hour',
       250000, 237500
     from gaming_days as g
     cross join lateral (select id from devices where hall_id = g.hall_id limit 1) as d
     where g.hall_id = any($1) and extract(doy from g.day)::int % 10 = 0`,
    [hallIds],
  );
  // As old rows are: vacuumed, their statistics known.
  await pool.query('vacuum analyze gaming_days, machine_drops, gaming_day_adjustments');
  const { rows } = await pool.query<{ days: string; drops: string }>(
    `select (select count(*) from gaming_days)::text as days,
       (select count(*) from machine_drops)::text as drops`,
  );
  return { days: Number(rows[0].days), drops: Number(rows[0].drops) };
}
