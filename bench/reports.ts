/**
 * `npm run bench:reports`: the demo year seeded on the embedded PGlite (seeding time printed),
 * then every report endpoint asked through the API in process (`app.request`) at 1 and at 4
 * requests in flight: daily over 366 days, monthly over 12 months, hourly over one day, and the
 * summary over all halls. Targets: p99 under 50 ms at 1, under 150 ms at 4. Then the real server
 * with a browser: every dashboard KPI filled within 1.5 s of navigation.
 */
import { DEFAULT_HALL_TIME_ZONE, hallClock } from '../lib/shared/hall-time';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { seedDemo } from '../server/demo';
import { addDays, addMonths } from '../lib/shared/report-range';
import { startServer } from './server-process.mjs';
import { dashboardKpiTimes } from './dashboard-kpis';
import { judged, size } from './smoke';
import { percentile } from './percentile.mjs';

const REQUESTS = size('BENCH_REQUESTS', 120, 5);
const DASHBOARD_RUNS = size('BENCH_DASHBOARD_RUNS', 10, 2);
const TARGETS = { 1: 50, 4: 150 } as const;

async function main() {
  const database = await openDatabase({});
  await database.migrate();
  let started = performance.now();
  await seedDemo(database.db);
  console.log(`Демо-данные (год статистики): ${Math.round(performance.now() - started)} мс`);

  const app = createApp({ db: database.db, trustProxy: 1 });
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  // The demo's first hall keeps Almaty's time.
  const today = hallClock(DEFAULT_HALL_TIME_ZONE).today(new Date());
  const ranges = {
    'по дням, 366 дней': `period=daily&from=${addDays(today, -365)}&to=${today}`,
    'по месяцам, 12 месяцев': `period=monthly&from=${addMonths(today, -11)}&to=${today}`,
    'по часам, 1 день': `period=hourly&from=${today}&to=${today}`,
  };
  const scenarios: [string, string][] = [];
  for (const report of ['dashboard', 'games', 'attendance']) {
    for (const [label, query] of Object.entries(ranges)) {
      scenarios.push([`${report}, ${label}`, `/api/halls/1/reports/${report}?${query}`]);
    }
  }
  scenarios.push(
    ['summary, все залы, по дням, 366 дней', `/api/reports/summary?${ranges['по дням, 366 дней']}`],
    [
      'summary, все залы, по месяцам',
      `/api/reports/summary?period=monthly&from=${addMonths(today, -11)}&to=${today}`,
    ],
    [
      'summary, зал по дням, 366 дней',
      `/api/halls/1/reports/summary?${ranges['по дням, 366 дней']}`,
    ],
  );

  const ask = async (path: string) => {
    const t = performance.now();
    const response = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - t;
  };

  let ok = true;
  for (const inFlight of [1, 4] as const) {
    console.log(
      `\n${inFlight} ${inFlight === 1 ? 'соединение' : 'соединения'} (цель p99 < ${TARGETS[inFlight]} мс):`,
    );
    for (const [label, path] of scenarios) {
      await ask(path);
      const times: number[] = [];
      started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next < REQUESTS) {
            next++;
            times.push(await ask(path));
          }
        }),
      );
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      ok &&= judged(p99 < TARGETS[inFlight]);
      console.log(
        `  ${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} мс  p99 ${p99.toFixed(1).padStart(6)} мс` +
          (p99 < TARGETS[inFlight] ? '' : '  ← выше цели'),
      );
    }
  }
  await database.close();

  const server = await startServer(Number(process.env.BENCH_PORT ?? 3199), {
    DEMO_HEARTBEATS: '0',
  });
  try {
    const times = (await dashboardKpiTimes(server.url, DASHBOARD_RUNS)).sort((a, b) => a - b);
    const worst = times.at(-1)!;
    ok &&= judged(worst < 1500);
    console.log(
      `\nДашборд в браузере, все 8 показателей заполнены (цель < 1500 мс), число переходов ${DASHBOARD_RUNS}:` +
        ` p50 ${percentile(times, 50).toFixed(0)} мс, худший ${worst.toFixed(0)} мс` +
        (worst < 1500 ? '' : '  ← выше цели'),
    );
  } finally {
    server.stop();
  }
  console.log(ok ? '\nЦели выполнены.' : '\nЦели НЕ выполнены.');
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
