/**
 * The real server (`server/main.ts`, its own process) on the real PostgreSQL of CI, under load
 * from five cash desks, while PostgreSQL is stopped for a few seconds and started again: the
 * server stays up, answers only 2xx or 503 with Retry-After, comes back by itself, and every
 * cash-in retried with its Idempotency-Key is recorded exactly once. Needs TEST_DATABASE_URL and
 * TEST_PG_CONTROL (a command taking `stop` or `start` for that PostgreSQL): `.ci/postgres-tests`
 * runs this file alone after the rest of the server suite.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { execFile, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './db/database';
import { isDatabaseUnavailable } from './db/unavailable';
import { idempotencyKeys } from './db/schema';
import { startServerProcess, waitFor } from './test/server-process';
import { addClient } from './test/clients';
import { closeTestDatabase, createHall, createUser, testDatabase } from './test/test-app';

const control = process.env.TEST_PG_CONTROL;
const run = control && process.env.TEST_DATABASE_URL ? describe : describe.skip;
const pg = (action: 'stop' | 'start') => promisify(execFile)(control!, [action]);

const DESKS = 5;
const OUTAGE_MS = 10_000;

let server: ChildProcess | null = null;

afterAll(async () => {
  server?.kill('SIGKILL');
  await closeTestDatabase();
});

run('a PostgreSQL restart under load', () => {
  it('keeps the server up, answers 503 meanwhile, and records every retried key once', async () => {
    const hallId = await createHall();
    const login = await createUser('cashier', [hallId]);
    const started = await startServerProcess({ DATABASE_URL: process.env.TEST_DATABASE_URL });
    server = started.child;
    const { base } = started;
    await waitFor(`${base}/api/health`, (r) => r.ok, 30_000);

    const signedIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password: 'demo1234' }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const cash = `${base}/api/halls/${hallId}`;
    const opened = await fetch(`${cash}/shifts`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ openingCash: '1000.00' }),
    });
    expect(opened.status).toBe(201);

    // Each desk sends cash-ins one after another; a failed one is retried with the same key
    // until it is answered, as the offline queue does.
    const statuses = new Map<number | string, number>();
    const keys: string[] = [];
    let stopping = false;
    let outage: { from: number; to: number } = { from: Infinity, to: Infinity };
    const duringOutage = new Map<number | string, number>();
    const count = (map: Map<number | string, number>, status: number | string) =>
      map.set(status, (map.get(status) ?? 0) + 1);
    const desk = async (n: number) => {
      while (!stopping) {
        const key = randomUUID();
        keys.push(key);
        for (let attempt = 0; ; attempt++) {
          let status: number | string;
          let retryAfter: string | null = null;
          try {
            const response = await fetch(`${cash}/cash-operations`, {
              method: 'POST',
              headers: { ...headers, 'idempotency-key': key },
              body: JSON.stringify({ type: 'cash_in', amount: `${n + 1}.00`, note: '' }),
              signal: AbortSignal.timeout(15_000),
            });
            status = response.status;
            retryAfter = response.headers.get('retry-after');
            await response.arrayBuffer();
          } catch (error) {
            status = (error as Error).name; // no answer at all: a timeout or a dropped socket
          }
          count(statuses, status);
          const now = Date.now();
          if (now >= outage.from && now <= outage.to) count(duringOutage, status);
          if (status === 201) break;
          if (status === 503) expect(retryAfter).toBe('5');
          if (attempt > 200) throw new Error(`key ${key} never answered: ${status}`);
          await sleep(100); // sooner than Retry-After, to probe the outage densely
        }
      }
    };

    const desks = Array.from({ length: DESKS }, (_, n) => desk(n));
    await sleep(1_500);
    outage = { from: Date.now(), to: Infinity };
    await pg('stop');
    await sleep(OUTAGE_MS);
    await pg('start');
    outage.to = Date.now();
    await sleep(2_500);
    stopping = true;
    await Promise.all(desks);

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(server.exitCode).toBeNull();
    expect(started.output()).not.toMatch(/Unhandled|uncaught/i);

    // Only created or «try again» answers, and the outage was real: 503s were seen.
    expect([...statuses.keys()].every((s) => s === 201 || s === 503)).toBe(true);
    expect(duringOutage.get(503) ?? 0).toBeGreaterThan(0);

    const { db } = await testDatabase();
    const [journal] = await queryRows<{ operations: number; sum: string }>(
      db,
      sql`select count(*)::int as operations, coalesce(sum(amount), 0)::text as sum
          from cash_operations where hall_id = ${hallId} and type = 'cash_in'`,
    );
    const answered = await db
      .select({ operationId: sql<string>`${idempotencyKeys.response}->>'id'` })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, keys));
    expect(answered).toHaveLength(keys.length);
    expect(new Set(answered.map((a) => a.operationId)).size).toBe(keys.length);
    expect(journal.operations).toBe(keys.length);
    const current = await fetch(`${cash}/shifts/current`, { headers });
    const { shift } = (await current.json()) as { shift: { balance: string } };
    expect(Math.round(Number(shift.balance) * 100)).toBe(100_000 + Number(journal.sum));

    console.log(
      `Outage of ${OUTAGE_MS / 1000} s under ${DESKS} desks: answers ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `during the outage ${JSON.stringify(Object.fromEntries(duringOutage))}; ` +
        `${keys.length} keys, ${journal.operations} operations recorded`,
    );
  }, 90_000);

  it('survives the restart inside an open transaction: the next statement fails as unavailable', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 1 });
    try {
      const cut = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The connection is checked out and idle between statements when the server goes.
        await pg('stop');
        await sleep(300);
        await tx.execute(sql`select 1`);
      });
      const failure = await cut.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await pg('start');
    }
    // The pool drops the dead connection and serves again.
    for (let i = 0; i < 50; i++) {
      const ok = await database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      if (ok) break;
      await sleep(200);
    }
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
    await database.close();
  }, 60_000);

  it('decides a payout once across a restart in the middle of its approval', async () => {
    const hallId = await createHall();
    const { db } = await testDatabase();
    const winner = await addClient(hallId, 'Сейткали Ерлан Маратович');
    await queryRows(
      db,
      sql`insert into devices (hall_id, number, name, type, serial, zone, key_hash)
          values (${hallId}, '022', 'Novomatic Super-V+', 'game_terminal', 'NV-OUT-1', 'Зал',
            ${randomUUID()})`,
    );
    const [cashierLogin, managerLogin] = await Promise.all([
      createUser('cashier', [hallId]),
      createUser('manager', [hallId]),
    ]);
    server?.kill('SIGKILL'); // the first test's server
    const started = await startServerProcess({ DATABASE_URL: process.env.TEST_DATABASE_URL });
    server = started.child;
    const { base } = started;
    await waitFor(`${base}/api/health`, (r) => r.ok, 30_000);
    const headersOf = async (login: string) => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password: 'demo1234' }),
      });
      const { token } = (await response.json()) as { token: string };
      return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    };
    const [cashier, manager] = await Promise.all([
      headersOf(cashierLogin),
      headersOf(managerLogin),
    ]);
    const desk = `${base}/api/halls/${hallId}`;
    await fetch(`${desk}/shifts`, {
      method: 'POST',
      headers: { ...cashier, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ openingCash: '1000000.00' }),
    });
    const key = randomUUID();
    const ask = () =>
      fetch(`${desk}/cash-operations`, {
        method: 'POST',
        headers: { ...cashier, 'idempotency-key': key },
        body: JSON.stringify({
          type: 'payout',
          amount: '600000',
          clientId: winner.id,
          deviceNumber: '022',
        }),
      });
    const asked = await ask();
    expect(asked.status).toBe(202);
    const { approval } = (await asked.json()) as { approval: { id: number } };
    const approve = () =>
      fetch(`${desk}/payout-approvals/${approval.id}/approve`, { method: 'POST', headers: manager })
        .then((r) => r.status)
        .catch(() => 0);

    await pg('stop');
    try {
      expect(await approve()).toBe(503);
    } finally {
      await pg('start');
    }
    // The manager presses again until it is taken: once 200, then 409.
    let status = 503;
    for (let i = 0; i < 100 && status !== 200; i++) {
      status = await approve();
      if (status !== 200) await sleep(200);
    }
    expect(status).toBe(200);
    expect(await approve()).toBe(409);
    const paid = await ask();
    expect(paid.status).toBe(201);
    const again = await ask();
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: number }).id).toBe(
      ((await paid.json()) as { id: number }).id,
    );
    const [payouts] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cash_operations where hall_id = ${hallId} and type = 'payout'`,
    );
    expect(payouts.n).toBe(1);
    server.kill('SIGKILL');
    server = null;
  }, 60_000);

  it('passes a desk once across a restart in the middle of its handover', async () => {
    const hallId = await createHall();
    const { db } = await testDatabase();
    const [outLogin, inLogin] = await Promise.all([
      createUser('cashier', [hallId]),
      createUser('cashier', [hallId]),
    ]);
    const [incoming] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where login = ${inLogin}`,
    );
    const started = await startServerProcess({ DATABASE_URL: process.env.TEST_DATABASE_URL });
    server = started.child;
    const { base } = started;
    await waitFor(`${base}/api/health`, (r) => r.ok, 30_000);
    const headersOf = async (login: string) => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password: 'demo1234' }),
      });
      const { token } = (await response.json()) as { token: string };
      return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    };
    const [outgoing, taking] = await Promise.all([headersOf(outLogin), headersOf(inLogin)]);
    const desk = `${base}/api/halls/${hallId}`;
    const post = (path: string, headers: object, body: unknown, key = randomUUID()) =>
      fetch(`${desk}${path}`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    const shift = (await (await post('/shifts', outgoing, { openingCash: '5000.00' })).json()) as {
      id: number;
    };
    const handover = (await (
      await post(`/shifts/${shift.id}/handover`, outgoing, {
        toUserId: incoming.id,
        count: { total: '5000.00' },
      })
    ).json()) as { id: number };
    const key = randomUUID();
    const accept = () =>
      post(`/handovers/${handover.id}/accept`, taking, { count: { total: '5000.00' } }, key)
        .then(async (r) => ({ status: r.status, body: (await r.json()) as { toShiftId: number } }))
        .catch(() => ({ status: 0, body: null }));

    await pg('stop');
    try {
      expect((await accept()).status).toBe(503);
    } finally {
      await pg('start');
    }
    // The incoming cashier sends the same count again until it is taken, then once more.
    let answer = await accept();
    for (let i = 0; i < 100 && answer.status !== 201; i++) {
      await sleep(200);
      answer = await accept();
    }
    expect(answer.status).toBe(201);
    const again = await accept();
    expect(again).toEqual(answer);
    const [shifts] = await queryRows<{ open: number; closed: number; cash: string }>(
      db,
      sql`select count(*) filter (where status = 'open')::int as open,
            count(*) filter (where status = 'closed')::int as closed,
            (select balance::text from cash_desks d where d.id = max(s.desk_id)) as cash
          from shifts s where hall_id = ${hallId}`,
    );
    expect(shifts).toEqual({ open: 1, closed: 1, cash: '500000' });
    server.kill('SIGKILL');
    server = null;
  }, 60_000);
});
