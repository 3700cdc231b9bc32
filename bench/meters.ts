/**
 * `npm run bench:meters`: a chain of 200 halls × 100 game terminals, set up through the API as a
 * chain does it (halls, then devices and their keys), each machine's base reading sent first.
 * Then 10 connections post meter calls of 10 readings × 3 games, machine after machine, as the
 * halls' slot systems would after a cut-off: readings/s and p50/p99 a call, first with the games'
 * meters alone (the floor: what the intake did before the machine's own meters), then with the
 * machine's full set (decision 065) too. Last, the machines report and the games report of every
 * hall against the sums of the differences sent, to the tiyn. On the embedded PGlite (one
 * instance), and on PostgreSQL too with BENCH_DATABASE_URL (a database of its own is made there
 * and dropped after), through two instances, the connections split between them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fromMinorUnits } from '../lib/shared/money';
import { randomUUID } from 'node:crypto';
import { adminAuth, api, createChain, inParallel, type Json } from './chain';
import autocannon from 'autocannon';
import { Pool } from 'pg';
import { startServer } from './server-process.mjs';
import { judged, size, SMOKE } from './smoke';

const PORT = Number(process.env.BENCH_PORT ?? 3904);
const HALLS = size('BENCH_HALLS', 200, 4);
const MACHINES = size('BENCH_MACHINES', 100, 5);
const CALLS = size('BENCH_CALLS', 4_000, 100);
const CONNECTIONS = 10;
const READINGS_PER_CALL = 10;
const GAMES = ['AZTEC-GOLD', 'FRUIT-COCKTAIL', 'PIRATE-TREASURE'];
const TARGETS = {
  PGlite: { rate: 1_000, p99Ms: 100 },
  PostgreSQL: { rate: 3_000, p99Ms: 100 },
};

type Sums = { plays: bigint; bets: bigint; wins: bigint };
type Machine = {
  hallId: number;
  number: number;
  key: string;
  seq: number;
  meters: Sums[];
  /** The machine's own money meters (tiyn) and notes, as it keeps them. */
  own: { billsIn: bigint; transfersIn: bigint; jackpots: bigint; notes: bigint };
};
type Mode = 'games' | 'full';

const total = (machine: Machine, field: keyof Sums) =>
  machine.meters.reduce((sum, m) => sum + m[field], 0n);

/** The machine's full set (decision 065): its play summed over its games, a note now and then. */
function machineSet(machine: Machine) {
  const own = machine.own;
  if (machine.seq % 3 === 0) {
    own.notes += 1n;
    own.billsIn += 100_000n;
  }
  if (machine.seq % 7 === 0) own.transfersIn += 500_000n;
  if (machine.seq % 50 === 0) own.jackpots += 2_000_000n;
  return {
    coinIn: fromMinorUnits(total(machine, 'bets')),
    coinOut: fromMinorUnits(total(machine, 'wins')),
    jackpotHandPays: fromMinorUnits(own.jackpots),
    cancelledHandPays: '0.00',
    billsIn: fromMinorUnits(own.billsIn),
    transfersIn: fromMinorUnits(own.transfersIn),
    transfersOut: '0.00',
    ticketsIn: '0.00',
    ticketsOut: '0.00',
    gamesPlayed: Number(total(machine, 'plays')),
    doorsMain: 4,
    doorsDrop: 12,
    powerResets: 3,
    bills: { '1000': Number(own.notes) },
  };
}

/** The machine's next reading: a few plays of every game since the last, meters only growing. */
function advance(machine: Machine, at: Date, added: Sums, mode: Mode) {
  machine.seq += 1;
  const games = machine.meters.map((m, g) => {
    const plays = BigInt(1 + ((machine.seq * 7 + g * 3) % 5));
    const bets =
      plays * BigInt(100 + ((machine.seq * 13 + g) % 9) * 50) * 100n + BigInt(machine.seq % 100);
    const wins = (bets * BigInt(88 + ((machine.seq + g) % 12))) / 100n;
    m.plays += plays;
    m.bets += bets;
    m.wins += wins;
    added.plays += plays;
    added.bets += bets;
    added.wins += wins;
    return {
      code: GAMES[g],
      plays: Number(m.plays),
      bets: fromMinorUnits(m.bets),
      wins: fromMinorUnits(m.wins),
    };
  });
  return {
    seq: machine.seq,
    at: at.toISOString(),
    games,
    ...(mode === 'full' && { machine: machineSet(machine) }),
  };
}

/** Halls and machines through the API, and each machine's base reading (counts nothing). */
async function setUp(url: string, auth: Record<string, string>) {
  const started = performance.now();
  const { terminals } = await createChain(url, auth, HALLS, MACHINES);
  const machines: Machine[] = terminals.map((t) => ({
    ...t,
    seq: 0,
    meters: GAMES.map(() => ({ plays: 500_000n, bets: 8_000_000_000n, wins: 7_600_000_000n })),
    own: { billsIn: 3_000_000_000n, transfersIn: 500_000_000n, jackpots: 0n, notes: 30_000n },
  }));
  await inParallel(machines, 20, async (machine) => {
    await api(url, { 'x-device-key': machine.key }, 'POST', '/api/equipment/meters', {
      readings: [advance(machine, new Date(), { plays: 0n, bets: 0n, wins: 0n }, 'full')],
    });
  });
  // Machine after machine across the halls, as a floor's slot systems report side by side.
  machines.sort((a, b) => a.number - b.number || a.hallId - b.hallId);
  console.log(
    `  set up through the API: ${HALLS} halls, ${machines.length} machines and their bases in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return machines;
}

/**
 * `CALLS` meter calls, machine after machine, the connections split between the instances; the
 * sums each hall was sent are added to `expected`.
 */
async function intake(
  urls: string[],
  machines: Machine[],
  mode: Mode,
  expected: Map<number, Sums>,
) {
  let calls = 0;
  let applied = 0;
  let failed = 0;
  const started = performance.now();
  // autocannon ends a run on its next one-second tick: the time is taken to the last answer.
  let finished = started;
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}/api/equipment/meters`,
        connections: CONNECTIONS / urls.length,
        amount: CALLS / urls.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const machine = machines[calls++ % machines.length];
              const added = expected.get(machine.hallId) ?? { plays: 0n, bets: 0n, wins: 0n };
              expected.set(machine.hallId, added);
              const now = Date.now();
              const readings = Array.from({ length: READINGS_PER_CALL }, (_, i) =>
                advance(machine, new Date(now - (READINGS_PER_CALL - 1 - i) * 6_000), added, mode),
              );
              return {
                ...request,
                headers: { 'x-device-key': machine.key, 'content-type': 'application/json' },
                body: JSON.stringify({ readings }),
              };
            },
            onResponse: (status, body) => {
              finished = performance.now();
              if (status === 200) applied += (JSON.parse(body) as Json).applied;
              else failed++;
            },
          },
        ],
      }),
    ),
  );
  const seconds = (finished - started) / 1000;
  const rate = (CALLS * READINGS_PER_CALL) / seconds;
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  console.log(
    `  ${mode === 'games' ? "games' meters alone" : 'with the full set  '}: ${CALLS} calls × ` +
      `${READINGS_PER_CALL} readings × ${GAMES.length} games, ${CONNECTIONS} connections to ` +
      `${urls.length} instance(s), ${seconds.toFixed(1)} s: ${rate.toFixed(0)} readings/s, ` +
      `p50 ${p50} ms, p99 ${p99} ms a call; applied ${applied}, failed calls ${failed}`,
  );
  return { rate, p50, p99, failed };
}

/** Each hall's reports against what was sent: the machines report and the games report. */
async function mismatches(url: string, auth: Record<string, string>, expected: Map<number, Sums>) {
  await sleep(200);
  let mismatched = 0;
  await inParallel([...expected], 10, async ([hallId, sums]) => {
    const machinesReport = await api(
      url,
      auth,
      'GET',
      `/api/halls/${hallId}/reports/machines?period=hourly&pageSize=1`,
    );
    const games = await api(url, auth, 'GET', `/api/halls/${hallId}/reports/games?period=hourly`);
    const want = {
      plays: Number(sums.plays),
      bets: fromMinorUnits(sums.bets),
      wins: fromMinorUnits(sums.wins),
    };
    const got = [
      {
        plays: machinesReport.totals.plays,
        bets: machinesReport.totals.bets,
        wins: machinesReport.totals.wins,
      },
      { plays: games.totals.betsCount, bets: games.totals.betsSum, wins: games.totals.winsSum },
    ];
    if (got.some((g) => JSON.stringify(g) !== JSON.stringify(want))) {
      mismatched++;
      if (mismatched <= 3)
        console.log(
          `  hall ${hallId}: sent ${JSON.stringify(want)}, reports ${JSON.stringify(got)}`,
        );
    }
  });
  console.log(
    `  reports of ${expected.size} halls ${mismatched === 0 ? 'equal the differences sent, to the tiyn' : `DIFFER in ${mismatched}`}`,
  );
  return mismatched;
}

async function benchOn(title: 'PGlite' | 'PostgreSQL', urls: string[]) {
  console.log(`${title}:`);
  const [url] = urls;
  const auth = await adminAuth(url);
  const machines = await setUp(url, auth);
  const expected = new Map<number, Sums>();
  const floor = await intake(urls, machines, 'games', expected);
  const full = await intake(urls, machines, 'full', expected);
  const mismatched = await mismatches(url, auth, expected);
  const target = TARGETS[title];
  const ok =
    judged(full.rate >= target.rate && full.p99 <= target.p99Ms) &&
    mismatched === 0 &&
    floor.failed + full.failed === 0;
  console.log(
    `  ${!ok ? 'OUTSIDE' : SMOKE ? 'smoke run, sums exact; not judged by' : 'within'} the targets: ` +
      `with the full set ≥ ${target.rate} readings/s (the games' alone: ${floor.rate.toFixed(0)}), ` +
      `p99 ≤ ${target.p99Ms} ms, sums exact`,
  );
  return ok;
}

/** One instance, or two on the same database (the first seeds it, the second joins). */
async function onServers<T>(
  count: number,
  env: Record<string, string>,
  work: (urls: string[]) => Promise<T>,
) {
  const servers = [await startServer(PORT, { DEMO_HEARTBEATS: '0', ...env })];
  try {
    if (count > 1) servers.push(await startServer(PORT + 1, { DEMO_HEARTBEATS: '0', ...env }));
    return await work(servers.map((s) => s.url));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function main() {
  const results = [
    await onServers(1, { DATA_DIR: 'memory', DATABASE_URL: '' }, (urls) => benchOn('PGlite', urls)),
  ];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const admin = new Pool({ connectionString: adminUrl });
    const name = `bench_meters_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    await admin.query(`create database ${name}`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    try {
      results.push(
        await onServers(2, { DATABASE_URL: target.toString(), DEMO_DATA: '1' }, (urls) =>
          benchOn('PostgreSQL', urls),
        ),
      );
    } finally {
      await sleep(1_000);
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log('PostgreSQL: set BENCH_DATABASE_URL=postgres://… to measure it too');
  }
  if (!results.every(Boolean)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
