/**
 * `npm run bench:cashbox`: the real server records 12 500 cash operations from 10 connections
 * into one shift, every fifth request a retry of the one before with the same Idempotency-Key.
 * Prints operations/s and p50/p99, checks that no operation was lost or doubled (the journal
 * and the balance against the answers), then times the close of the shift holding them.
 * On the embedded PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set (a database it may
 * write to; the demo is seeded there when missing): there through two instances
 * (BENCH_INSTANCES), each connection held to one, as a chain's balancer does. Then four desks of
 * the hall write at once against one desk alone (`cash-desks.ts`).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { fromMinorUnits, toMinorUnits } from '../lib/shared/money';
import { startServer } from './server-process.mjs';
import { judged, size, SMOKE } from './smoke';
import { desksAtOnce } from './cash-desks';

const PORT = Number(process.env.BENCH_PORT ?? 3902);
const CONNECTIONS = 10;
const REQUESTS = size('BENCH_REQUESTS', 12_500, 300);
const TARGETS = { p99Ms: 50, closeMs: 1000 };
/** Cash-ins each desk takes in the four-desk comparison. */
const DESK_REQUESTS = size('BENCH_DESK_REQUESTS', 2_000, 100);
/** The closed demo hall: no open shift, so the bench opens its own. */
const HALL_ID = 4;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(url: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}/api/halls/${HALL_ID}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Json;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Cash in 1 000,00 and payouts of 10,50 in turn: the cash only grows, so none is refused. A
 * payout pays a guest of the hall for a machine of its floor, as at a real desk.
 */
const OPENING_CASH = '1000.00';
type Payee = { clientId: number; deviceNumber: string };
const operationBody = (i: number, payee: Payee) =>
  i % 2 === 0
    ? { type: 'cash_in', amount: '1000.00', note: `Нагрузка ${i}` }
    : { type: 'payout', amount: '10.50', note: `Нагрузка ${i}`, ...payee };

/**
 * A guest of the hall the desk may pay (an adult the register does not hold) and a machine,
 * asked before the shift opens: «no open shift» means the guest passed the door's rules.
 */
async function findPayee(url: string, token: string): Promise<Payee> {
  const [{ items: terminals }, { items: guests }] = await Promise.all([
    call(url, token, 'GET', '/equipment?type=game_terminal&pageSize=1'),
    call(url, token, 'GET', '/clients?pageSize=20'),
  ]);
  for (const guest of guests as Json[]) {
    const payee = { clientId: guest.id as number, deviceNumber: terminals[0].number as string };
    const error = await call(url, token, 'POST', '/cash-operations', {
      type: 'payout',
      amount: '0.01',
      ...payee,
    }).catch((e: Error) => e.message);
    // Restricted, or under 21: the next guest.
    if (String(error).includes('shift_not_open')) return payee;
  }
  throw new Error('Нет гостя, которому касса может выплатить выигрыш');
}

/** `instances` servers on one database, each connection held to one of them, as a balancer does. */
async function benchOn(title: string, env: Record<string, string>, instances = 1) {
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    // One after another: the first migrates and seeds, the next finds it done.
    for (let i = 0; i < instances; i++) {
      servers.push(await startServer(PORT + i, { DEMO_DATA: '1', DEMO_HEARTBEATS: '0', ...env }));
    }
    const urls = servers.map((server) => server.url);
    const [url] = urls;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const left = (await call(url, token, 'GET', '/shifts/current')).shift as Json | null;
    if (left)
      await call(url, token, 'POST', `/shifts/${left.id}/close`, { countedCash: left.balance });
    // Enough for the payouts that ten connections on two instances may send before the first
    // cash-in is committed: none is refused for want of cash.
    const payee = await findPayee(url, token);
    // The demo's windows are held: the admin's shift is on a window of the bench's own.
    const desk = await call(url, token, 'POST', '/cash-desks', {
      kind: 'window',
      name: `Касса замера ${randomUUID().slice(0, 8)}`,
    });
    const shift = await call(url, token, 'POST', '/shifts', {
      deskId: desk.id,
      openingCash: OPENING_CASH,
    });

    const keys: { key: string; i: number }[] = [];
    const created = new Map<string, Json>();
    let statusOther = 0;
    const cpuBefore = servers.map((server) => server.cpuMs());
    /** What the refused requests answered, by status and error code. */
    const refusals = new Map<string, number>();
    const result = await autocannon({
      // autocannon takes an array (connection i goes to url i mod n); its types say string.
      url: urls.map((base) => `${base}/api/halls/${HALL_ID}/cash-operations`) as unknown as string,
      connections: CONNECTIONS,
      amount: REQUESTS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const n = keys.length;
            // Every fifth request retries the previous one: same key, same body.
            const sent = n % 5 === 4 ? keys[n - 1] : { key: randomUUID(), i: n };
            keys.push(sent);
            return {
              ...request,
              headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                'idempotency-key': sent.key,
              },
              body: JSON.stringify(operationBody(sent.i, payee)),
            };
          },
          onResponse: (status, body) => {
            if (status !== 201) {
              statusOther++;
              let code = '';
              try {
                code = (JSON.parse(body) as Json).error?.code ?? '';
              } catch {
                code = body.slice(0, 40);
              }
              const what = `${status} ${code}`;
              refusals.set(what, (refusals.get(what) ?? 0) + 1);
              return;
            }
            const operation = JSON.parse(body) as Json;
            created.set(String(operation.id), operation);
          },
        },
      ],
    });
    const { latency, requests, non2xx, errors } = result;
    const seconds = result.duration;
    console.log(
      `${title}: ${REQUESTS} requests, ${CONNECTIONS} connections to ${instances} ` +
        `instance${instances > 1 ? 's' : ''}, ${seconds.toFixed(1)} s\n` +
        `  create operation   ${(REQUESTS / seconds).toFixed(0)} req/s (${requests.average.toFixed(0)} avg)   ` +
        `p50 ${latency.p50} ms   p99 ${latency.p99} ms   non-2xx ${non2xx}   errors ${errors}`,
    );
    for (const [what, count] of refusals) console.log(`  refused: ${what} × ${count}`);
    const cpuUsed = servers.map((server, i) => (server.cpuMs() ?? NaN) - (cpuBefore[i] ?? NaN));
    const cpuMs = cpuUsed.reduce((sum, ms) => sum + ms, 0);
    if (!Number.isNaN(cpuMs)) {
      console.log(
        `  server CPU          ${(cpuMs / REQUESTS).toFixed(2)} ms a request ` +
          `(${cpuUsed.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' + ')})`,
      );
    }

    // Lost or doubled: the journal, the X-report and the balance against the answers.
    const distinctKeys = new Set(keys.map((k) => k.key)).size;
    const expected = [...created.values()].reduce(
      (sum, op) => sum + (op.type === 'cash_in' ? 1n : -1n) * toMinorUnits(op.amount),
      toMinorUnits(OPENING_CASH),
    );
    const report = await call(url, token, 'GET', `/shifts/${shift.id}`);
    const journal = await call(
      url,
      token,
      'GET',
      `/cash-operations?shiftId=${shift.id}&pageSize=1`,
    );
    // One record per key: fewer in the journal is a loss, more a double.
    const lost = Math.max(0, distinctKeys - journal.total);
    const doubled = Math.max(0, journal.total - distinctKeys) + (created.size - journal.total);
    const balanceRight = report.balance === fromMinorUnits(expected);
    console.log(
      `  ${distinctKeys} distinct keys → ${created.size} operations answered, ${journal.total} in the journal, ` +
        `${report.operationCount} in the X-report; lost ${lost}, doubled ${doubled}, ` +
        `balance ${report.balance} ${balanceRight ? 'matches the answers' : 'DOES NOT match'}`,
    );

    const closeStarted = performance.now();
    const closed = await call(url, token, 'POST', `/shifts/${shift.id}/close`, {
      countedCash: report.balance,
    });
    const closeMs = performance.now() - closeStarted;
    console.log(
      `  close of a shift with ${closed.operationCount} operations: ${closeMs.toFixed(0)} ms ` +
        `(discrepancy ${closed.discrepancy})`,
    );
    const desksOk = await desksAtOnce(url, token, HALL_ID, DESK_REQUESTS);
    const ok =
      desksOk &&
      judged(latency.p99 < TARGETS.p99Ms && closeMs < TARGETS.closeMs) &&
      lost === 0 &&
      doubled === 0 &&
      balanceRight &&
      statusOther === 0;
    console.log(
      ok && SMOKE
        ? '  smoke run: nothing lost or doubled (the timing targets are not judged)'
        : ok
          ? `  within targets: p99 < ${TARGETS.p99Ms} ms, close < ${TARGETS.closeMs} ms, nothing lost or doubled`
          : `  OUTSIDE a target (p99 < ${TARGETS.p99Ms} ms, close < ${TARGETS.closeMs} ms, no loss, no double)`,
    );
    return ok;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function main() {
  const results = [
    await benchOn('PGlite (embedded, in memory)', { DATA_DIR: 'memory', DATABASE_URL: '' }),
  ];
  if (process.env.BENCH_DATABASE_URL) {
    results.push(
      await benchOn(
        'PostgreSQL (BENCH_DATABASE_URL)',
        { DATABASE_URL: process.env.BENCH_DATABASE_URL },
        Number(process.env.BENCH_INSTANCES ?? 2),
      ),
    );
  } else {
    console.log('PostgreSQL: set BENCH_DATABASE_URL to measure it too');
  }
  if (!results.every(Boolean)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
