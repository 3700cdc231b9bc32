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
import { closeGamingDay } from './gaming-days/day-close';
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

run('a PostgreSQL restart in the middle of a cheque’s send', () => {
  it('leaves the cheque pending; once back, the resend reads it from the register: one cheque', async () => {
    const { servedSimulator } = await import('./test/fiscal-desk');
    const served = await servedSimulator();
    try {
      const hallId = await createHall();
      const { db } = await testDatabase();
      await queryRows(
        db,
        sql`insert into products (hall_id, name, category, price, vat_rate)
            values (${hallId}, 'Капучино', 'Кофе', 120000, 16)`,
      );
      const login = await createUser('cashier', [hallId]);
      server?.kill('SIGKILL');
      // A short timeout keeps the claim's lease (five timeouts) short for the test.
      const started = await startServerProcess({
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        WEBKASSA_URL: served.url,
        WEBKASSA_TIMEOUT_MS: '1500',
        // Head office links the desk; a second factor is not this test's matter.
        MFA_REQUIRED_ROLES: 'none',
      });
      server = started.child;
      const { base } = started;
      await waitFor(`${base}/api/health`, (r) => r.ok, 30_000);
      const tokenOf = async (who: string) => {
        const response = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: who, password: 'demo1234' }),
        });
        return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
      };
      const json = { 'content-type': 'application/json' };
      const [admin, cashier] = [await tokenOf('admin'), await tokenOf(login)];
      const cash = `${base}/api/halls/${hallId}`;
      const desks = (await (await fetch(`${cash}/cash-desks`, { headers: admin })).json()) as {
        items: { id: number; kind: string }[];
      };
      const deskId = desks.items.find((d) => d.kind === 'window')!.id;
      served.simulator.setAccount('bar@outage.kz', { password: 'p', apiKey: 'k' });
      const number = `SWKOUT${Date.now() % 100000}`;
      served.simulator.addRegister(number);
      const linked = await fetch(`${cash}/cash-desks/${deskId}/fiscal`, {
        method: 'PUT',
        headers: { ...admin, ...json },
        body: JSON.stringify({
          provider: 'webkassa',
          cashboxUniqueNumber: number,
          login: 'bar@outage.kz',
          password: 'p',
          apiKey: 'k',
        }),
      });
      expect(linked.status).toBe(200);
      const { cashboxUniqueNumber: cashbox } = (await linked.json()) as {
        cashboxUniqueNumber: string;
      };
      const write = (path: string, body: unknown) =>
        fetch(`${cash}${path}`, {
          method: 'POST',
          headers: { ...cashier, ...json, 'idempotency-key': randomUUID() },
          body: JSON.stringify(body),
        });
      expect((await write('/shifts', { openingCash: '1000.00' })).status).toBe(201);
      // The opening's cash put in goes first; then the sale's cheque, slow to answer.
      const logged = (path: string) =>
        served.simulator.log.filter((e) => e.cashbox === cashbox && e.path === path);
      for (let i = 0; i < 100 && logged('MoneyOperation').length === 0; i++) await sleep(100);
      served.simulator.setFaults({ latencyMs: 1_000 });
      const products = (await (await fetch(`${cash}/products`, { headers: cashier })).json()) as {
        items: { id: number }[];
      };
      const sold = await write('/orders', {
        items: [{ productId: products.items[0].id, quantity: 1 }],
        total: '1200.00',
      });
      expect(sold.status).toBe(201);
      const order = (await sold.json()) as { id: number };
      const before = served.simulator.requests;
      for (let i = 0; i < 50 && served.simulator.requests === before; i++) await sleep(50);
      // The cheque is at the register: the database goes before its answer is written. The
      // resend's 14 then carries no Data and the look-up needs the shift — the hardest way back.
      served.simulator.setFaults({ duplicateWithoutData: true, lookupNeedsShift: true });
      await pg('stop');
      for (let i = 0; i < 60 && logged('check').length === 0; i++) await sleep(100);
      expect(logged('check')).toHaveLength(1);
      await sleep(1_000);
      await pg('start');
      served.simulator.setFaults({ latencyMs: 0 });

      type Cheque = { status: string; checkNumber: string | null };
      let fiscal = null as Cheque | null;
      for (let i = 0; i < 120; i++) {
        const answer = await fetch(`${cash}/orders?pageSize=5`, { headers: cashier }).catch(
          () => null,
        );
        if (answer?.ok) {
          const page = (await answer.json()) as {
            items: { id: number; fiscal: Cheque | null }[];
          };
          fiscal = page.items.find((o) => o.id === order.id)?.fiscal ?? null;
          if (fiscal?.status === 'issued') break;
        }
        await sleep(250);
      }
      expect(fiscal?.status).toBe('issued');
      const [{ external }] = await queryRows<{ external: string }>(
        db,
        sql`select external_number as external from fiscal_documents
            where order_id = ${order.id} and kind = 'sale'`,
      );
      expect(logged('check').filter((e) => e.externalNumber === external)).toHaveLength(1);
      expect(fiscal?.checkNumber).toBe(
        (served.simulator.cheque(external) as { CheckNumber: string }).CheckNumber,
      );
      expect(started.output()).not.toMatch(/Unhandled|uncaught/i);
    } finally {
      await served.close();
    }
  }, 90_000);

  it('leaves no half-closed gaming day across a restart in the middle of its close', async () => {
    const hallId = await createHall();
    const { db } = await testDatabase();
    await db.execute(
      sql`update halls set created_at = now() - interval '3 days' where id = ${hallId}`,
    );
    for (const number of ['101', '102', '103']) {
      await db.execute(
        sql`insert into devices (hall_id, number, name, type, serial, zone, key_hash, created_at)
            values (${hallId}, ${number}, 'IGT Crystal Dual', 'game_terminal', ${`OUT-${randomUUID()}`},
              'Зал', ${randomUUID()}, now() - interval '3 days')`,
      );
    }
    const [{ day }] = await queryRows<{ day: string }>(
      db,
      sql`select ((now() at time zone timezone) - interval '2 days')::date::text as day
          from halls where id = ${hallId}`,
    );
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 1 });
    // The close's transaction as the product runs it, PostgreSQL stopped after its first write.
    let statements = 0;
    const cut = {
      transaction: (run: (tx: unknown) => Promise<unknown>) =>
        database.db.transaction((tx) =>
          run(
            new Proxy(tx, {
              get: (target, name, receiver) =>
                name === 'execute'
                  ? async (query: unknown) => {
                      const answer = await target.execute(query as never);
                      if (++statements === 2) await pg('stop');
                      return answer;
                    }
                  : Reflect.get(target, name, receiver),
            }),
          ),
        ),
    } as unknown as typeof database.db;
    try {
      const failure = await closeGamingDay(cut, hallId, day, null, new Date()).then(
        () => null,
        (error: unknown) => error,
      );
      expect(statements).toBeGreaterThanOrEqual(2);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await pg('start');
      await database.close().catch(() => {});
    }
    const counts = async () =>
      (
        await queryRows<{ days: number; machines: number }>(
          db,
          sql`select (select count(*)::int from gaming_days where hall_id = ${hallId}) as days,
            (select count(*)::int from gaming_day_machines where hall_id = ${hallId}) as machines`,
        )
      )[0];
    // Back: nothing of the cut close was kept; the next close closes the day once, whole.
    for (let i = 0; i < 50; i++) {
      const ok = await db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      if (ok) break;
      await sleep(200);
    }
    expect(await counts()).toEqual({ days: 0, machines: 0 });
    expect((await closeGamingDay(db, hallId, day, null, new Date())).closedNow).toBe(true);
    expect(await counts()).toEqual({ days: 1, machines: 3 });
  }, 60_000);
});
