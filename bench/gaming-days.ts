/**
 * `npm run bench:gaming-days`: the close of a gaming day across a chain (decision 065), on
 * PostgreSQL (BENCH_DATABASE_URL; a database of its own is made there and dropped after). 200
 * halls × 60 game terminals are set up through the API as a chain does it, the halls and their
 * machines dated two days back (a chain that has been open a while), and each machine reports its full meters
 * through yesterday's gaming day; then yesterday is closed in every hall through the API, as the
 * manager closes it (the same close the boundary makes), hall after hall, timed by quarter of
 * the chain to show how the close grows with it. Last, every hall's closed day is read through
 * the API and its play checked against what was sent, to the tiyn.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'pg';
import { fromMinorUnits } from '../lib/shared/money';
import { adminAuth, api, createChain, inParallel } from './chain';
import { fillYear, reportTimes, type ReportTimes } from './closed-days-reports';
import { startServer } from './server-process.mjs';
import { judged, size, SMOKE } from './smoke';

const PORT = Number(process.env.BENCH_PORT ?? 3905);
const HALLS = size('BENCH_HALLS', 200, 4);
const MACHINES = size('BENCH_MACHINES', 60, 3);
/** Readings each machine sends through the day so far. */
const READINGS = size('BENCH_READINGS', 12, 3);
/**
 * What one hall's close may take on average: a round of the close at the boundary (400 closes,
 * `CLOSES_PER_ROUND`) must end within its minute, on two cores with PostgreSQL beside the server.
 */
const TARGET_MS_A_HALL = 150;
/** Each report's requests before and after the year of closed days. */
const REPORT_REQUESTS = size('BENCH_REPORT_REQUESTS', 60, 3);
/**
 * The reports over a year of closed days may be no slower than over none: their median within
 * this share of it, or within a millisecond, the run-to-run noise of a median of a few ms.
 */
const REPORT_SLOWDOWN = 1.15;
const JUDGED_REPORTS = ['дашборд зала', 'отчёт по играм зала'];

/** Before and after, side by side; whether the judged reports stayed within the target. */
function compareReports(before: ReportTimes, after: ReportTimes) {
  let within = true;
  for (const [label, was] of Object.entries(before)) {
    const now = after[label];
    const judgedHere = JUDGED_REPORTS.includes(label);
    const ok = now.p50 <= Math.max(was.p50 * REPORT_SLOWDOWN, was.p50 + 1);
    if (judgedHere) within &&= ok;
    console.log(
      `  ${label.padEnd(26)} p50 ${was.p50.toFixed(1).padStart(6)} → ${now.p50.toFixed(1).padStart(6)} мс, ` +
        `p99 ${was.p99.toFixed(1).padStart(6)} → ${now.p99.toFixed(1).padStart(6)} мс` +
        (judgedHere ? (ok ? '' : '  ← медленнее') : '  (не оценивается)'),
    );
  }
  return within;
}

/** Yesterday's gaming day of the hall, as the API gives it. */
async function yesterday(url: string, auth: Record<string, string>, hallId: number) {
  const { items } = await api(url, auth, 'GET', `/api/halls/${hallId}/gaming-days`);
  return items[1] as { day: string; startsAt: string; endsAt: string };
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log('PostgreSQL: set BENCH_DATABASE_URL=postgres://… to measure the close');
    return;
  }
  const admin = new Pool({ connectionString: adminUrl });
  const name = `bench_days_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  await admin.query(`create database ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const server = await startServer(PORT, {
    DATABASE_URL: target.toString(),
    DEMO_DATA: '1',
    DEMO_HEARTBEATS: '0',
  });
  const scratch = new Pool({ connectionString: target.toString(), max: 1 });
  try {
    const { url } = server;
    const auth = await adminAuth(url);
    const started = performance.now();
    // The halls' day starts at this hour, so yesterday's ended under an hour ago: the manager
    // may close it, and the boundary's close, waiting out its 12 hours' grace, does not.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: 'numeric', timeZone: 'Asia/Almaty' }).format(
        new Date(),
      ),
    );
    const { hallIds, terminals } = await createChain(url, auth, HALLS, MACHINES, {
      gamingDayStartHour: hour % 24,
      gamingDayGraceMinutes: 720,
    });
    await scratch.query(
      `update halls set created_at = created_at - interval '2 days' where id = any($1)`,
      [hallIds],
    );
    await scratch.query(
      `update devices set created_at = created_at - interval '2 days' where hall_id = any($1)`,
      [hallIds],
    );
    const days = new Map<number, { day: string; startsAt: string; endsAt: string }>();
    await inParallel(hallIds, 10, async (id) => void days.set(id, await yesterday(url, auth, id)));
    // Each machine's day: a base at its start, then play every while until its end.
    const sent = new Map<number, bigint>();
    await inParallel(terminals, 10, async (t) => {
      const from = Date.parse(days.get(t.hallId)!.startsAt) + 60_000;
      const step = (Date.parse(days.get(t.hallId)!.endsAt) - 120_000 - from) / READINGS;
      const readings = Array.from({ length: READINGS + 1 }, (_, i) => ({
        seq: i + 1,
        at: new Date(from + i * step).toISOString(),
        games: [
          {
            code: 'AZTEC-GOLD',
            plays: 100_000 + i * 25,
            bets: fromMinorUnits(BigInt(1_000_000_000 + i * 250_000)),
            wins: fromMinorUnits(BigInt(950_000_000 + i * 237_500)),
          },
        ],
        machine: {
          coinIn: fromMinorUnits(BigInt(1_000_000_000 + i * 250_000)),
          coinOut: fromMinorUnits(BigInt(950_000_000 + i * 237_500)),
          billsIn: fromMinorUnits(BigInt(400_000_000 + i * 100_000)),
          gamesPlayed: 100_000 + i * 25,
          bills: { '1000': 400_000 + i },
        },
      }));
      await api(url, { 'x-device-key': t.key }, 'POST', '/api/equipment/meters', { readings });
      sent.set(t.hallId, (sent.get(t.hallId) ?? 0n) + BigInt(READINGS * 250_000));
    });
    console.log(
      `PostgreSQL: ${HALLS} halls × ${MACHINES} machines and ${READINGS + 1} readings each ` +
        `through the API in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    // The manager's close, hall after hall, timed by quarter of the chain.
    const quarters: number[] = [];
    const closing = performance.now();
    let mark = closing;
    for (const [i, id] of hallIds.entries()) {
      await api(url, auth, 'POST', `/api/halls/${id}/gaming-days/${days.get(id)!.day}/close`);
      if ((i + 1) % Math.max(1, Math.floor(HALLS / 4)) === 0 || i === HALLS - 1) {
        quarters.push((performance.now() - mark) / Math.max(1, Math.floor(HALLS / 4)));
        mark = performance.now();
      }
    }
    const closeMs = performance.now() - closing;
    const perHall = closeMs / HALLS;
    console.log(
      `  the close of ${HALLS} halls × ${MACHINES} machines: ${(closeMs / 1000).toFixed(1)} s, ` +
        `${perHall.toFixed(0)} ms a hall; by quarter of the chain: ` +
        `${quarters.map((q) => `${q.toFixed(0)} ms`).join(', ')} a hall`,
    );

    await sleep(100);
    let mismatched = 0;
    await inParallel(hallIds, 10, async (id) => {
      const { day, machines } = await api(
        url,
        auth,
        'GET',
        `/api/halls/${id}/gaming-days/${days.get(id)!.day}`,
      );
      const want = fromMinorUnits(sent.get(id)!);
      if (day.status !== 'closed' || machines.length !== MACHINES || day.figures.coinIn !== want) {
        mismatched++;
        if (mismatched <= 3)
          console.log(`  hall ${id}: sent ${want}, closed ${day.status} ${day.figures.coinIn}`);
      }
    });
    console.log(
      `  closed days of ${HALLS} halls ${mismatched === 0 ? 'equal what was sent, to the tiyn' : `DIFFER in ${mismatched}`}`,
    );
    const ok = judged(perHall <= TARGET_MS_A_HALL) && mismatched === 0;
    console.log(
      `  ${!ok ? 'OUTSIDE' : SMOKE ? 'smoke run, sums exact; not judged by' : 'within'} the target: ` +
        `≤ ${TARGET_MS_A_HALL} ms a hall's close, sums exact`,
    );

    // The reports over 366 days: with the one day closed above, then with a year closed.
    const before = await reportTimes(url, auth, hallIds, REPORT_REQUESTS);
    const filling = performance.now();
    const year = await fillYear(scratch, hallIds);
    console.log(
      `\nReports over 366 days, ${REPORT_REQUESTS} requests each, before → after a year of ` +
        `closed days (${year.days} days, ${year.drops} drops, filled in ` +
        `${((performance.now() - filling) / 1000).toFixed(1)} s):`,
    );
    const reportsOk = judged(
      compareReports(before, await reportTimes(url, auth, hallIds, REPORT_REQUESTS)),
    );
    console.log(
      `  ${reportsOk ? (SMOKE ? 'smoke run; not judged by' : 'within') : 'OUTSIDE'} the target: ` +
        `the dashboard's and the games report's median ≤ ${REPORT_SLOWDOWN} × before (or + 1 ms)`,
    );
    if (!reportsOk) process.exitCode = 1;
    if (!ok) process.exitCode = 1;
  } finally {
    await scratch.end();
    await server.stop();
    await sleep(1_000);
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
