import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { fiscalDocuments, users } from '../db/schema';
import {
  callApi,
  closeTestDatabase,
  createUser,
  deskOf,
  signIn,
  testDatabase,
  type Json,
} from '../test/test-app';
import { ownDesk } from '../test/cash-desk';
import { fiscalDesk, servedSimulator, type ServedSimulator } from '../test/fiscal-desk';

let served: ServedSimulator;
beforeAll(async () => {
  served = await servedSimulator();
});
afterEach(() => served.simulator.setFaults({ latencyMs: 0, down: false, offline: false }));
afterAll(async () => {
  await served.close();
  await closeTestDatabase();
});

async function documentsOf(hallId: number) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.hallId, hallId))
    .orderBy(fiscalDocuments.id);
}

const logOf = (cashbox: string) => served.simulator.log.filter((e) => e.cashbox === cashbox);

describe('the register follows its desk', () => {
  it('gets the opening cash put in, the cash in and out, and the Z-report after the last cheque', async () => {
    const desk = await fiscalDesk(served);
    const opened = await desk.open('10000');
    expect(opened.status).toBe(201);
    await desk.sell(2);
    expect((await desk.operate('cash_in', '5000')).status).toBe(201);
    expect((await desk.operate('cash_out', '3000')).status).toBe(201);
    const closed = await desk.close(opened.body.id, '14400');
    expect(closed.status).toBe(200);
    await desk.round();
    const docs = await documentsOf(desk.hallId);
    expect(docs.map((d) => [d.kind, d.total, d.status])).toEqual([
      ['cash_in', 1000000n, 'issued'],
      ['sale', 240000n, 'issued'],
      ['cash_in', 500000n, 'issued'],
      ['cash_out', 300000n, 'issued'],
      ['z_report', 0n, 'issued'],
    ]);
    expect(logOf(desk.cashbox).map((e) => e.path)).toEqual([
      'MoneyOperation',
      'check',
      'MoneyOperation',
      'MoneyOperation',
      'ZReport',
    ]);
    // The register's cash is the desk's: 10 000 + 2 400 + 5 000 − 3 000.
    const z = docs[4].answer as Json;
    expect(z).toMatchObject({ SumInCashbox: 14400, PutMoneySum: 15000, TakeMoneySum: 3000 });
    // The shift keeps its register's Z-report.
    expect(closed.body.registerZ).toMatchObject({ status: 'pending' });
    const report = await desk.read(`/shifts/${opened.body.id}`, desk.manager);
    expect(report.registerZ).toEqual({
      status: 'issued',
      shiftNumber: 1,
      documentCount: 4,
      cashInRegister: '14400.00',
      issuedAt: expect.any(String),
      error: null,
      note: null,
    });
  });

  it('puts in or takes out only the difference when the next shift opens', async () => {
    const desk = await fiscalDesk(served);
    const first = await desk.open('10000');
    await desk.close(first.body.id, '9500');
    const second = await desk.open('9500');
    expect(second.status).toBe(201);
    const docs = await documentsOf(desk.hallId);
    expect(docs.map((d) => [d.kind, d.total])).toEqual([
      ['cash_in', 1000000n],
      ['z_report', 0n],
      ['cash_out', 50000n],
    ]);
  });

  it('closes the register’s shift and opens the next at a handover', async () => {
    const desk = await fiscalDesk(served);
    const shift = (await desk.open('1000')).body;
    await desk.sell();
    const login = await createUser('cashier', [desk.hallId]);
    const next = (await signIn(desk.app, login)).auth;
    const { db } = await testDatabase();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
    const started = await desk.write(`/shifts/${shift.id}/handover`, {
      toUserId: user.id,
      count: { total: '2200' },
    });
    expect(started.status).toBe(201);
    const taken = await desk.write(
      `/handovers/${started.body.id}/accept`,
      { count: { total: '2200' } },
      undefined,
      next,
    );
    expect(taken.status).toBe(201);
    await desk.round();
    const docs = await documentsOf(desk.hallId);
    // The cash passed is what the register holds: nothing to put in for the new shift.
    expect(docs.map((d) => [d.kind, d.shiftId, d.status])).toEqual([
      ['cash_in', shift.id, 'issued'],
      ['sale', shift.id, 'issued'],
      ['z_report', shift.id, 'issued'],
    ]);
  });

  it('follows the cash a movement brings to the desk or takes from it, and nothing of a sale twice', async () => {
    const desk = await fiscalDesk(served);
    const safe = await deskOf(desk.hallId, 'safe');
    const delivery = await desk.write(
      '/cash-transfers',
      { kind: 'delivery', amount: '50000' },
      undefined,
      desk.manager,
    );
    expect(
      (await desk.write(`/cash-transfers/${delivery.body.id}/accept`, {}, undefined, desk.admin))
        .status,
    ).toBe(200);
    await desk.open('1000');
    await desk.sell();
    const fill = await desk.write(
      '/cash-transfers',
      { kind: 'fill', toDeskId: desk.deskId, amount: '3000' },
      undefined,
      desk.manager,
    );
    expect(
      (await desk.write(`/cash-transfers/${fill.body.id}/accept`, {}, undefined, desk.cashier))
        .status,
    ).toBe(200);
    const back = await desk.write('/cash-transfers', {
      kind: 'return',
      toDeskId: safe,
      amount: '500',
    });
    expect(back.status).toBe(201);
    await desk.round();
    const docs = await documentsOf(desk.hallId);
    expect(docs.map((d) => [d.kind, d.total, d.status])).toEqual([
      ['cash_in', 100000n, 'issued'],
      ['sale', 120000n, 'issued'],
      ['cash_in', 300000n, 'issued'],
      ['cash_out', 50000n, 'issued'],
    ]);
    // The register holds what the desk does: 1 000 + 1 200 + 3 000 − 500.
    expect(served.simulator.register(desk.cashbox)!.cash).toBe(4700);
  });

  it('answers an X-report on demand to the manager, not to the cashier', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    await desk.sell();
    await desk.round();
    const path = `${desk.base}/cash-desks/${desk.deskId}/fiscal/x-report`;
    const x = await callApi(desk.app, 'POST', path, desk.manager);
    expect(x.status).toBe(200);
    expect(x.body).toMatchObject({ CashboxSN: desk.cashbox, SumInCashbox: 11200 });
    expect((await callApi(desk.app, 'POST', path, desk.cashier)).status).toBe(403);
    served.simulator.setFaults({ down: true });
    const down = await callApi(desk.app, 'POST', path, desk.manager);
    expect(down.status).toBe(503);
    expect(down.body.error.message).toBe('Касса ККМ недоступна: Касса ответила 503');
  });

  it('waits for a cheque in flight: the sender and the X-report share one claim', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    await desk.round();
    await desk.sell();
    served.simulator.setFaults({ latencyMs: 300 });
    const before = served.simulator.requests;
    const round = desk.round();
    // The cheque is on its way to the register: the register is claimed.
    while (served.simulator.requests === before) await sleep(10);
    const path = `${desk.base}/cash-desks/${desk.deskId}/fiscal/x-report`;
    const x = await callApi(desk.app, 'POST', path, desk.manager);
    await round;
    expect(x.status).toBe(200);
    // It asked after the cheque was answered: the sale's 1 200 is in the register's cash.
    expect(x.body).toMatchObject({ SumInCashbox: 11200, DocumentCount: 2 });
  });

  it('refuses to open a linked desk on a server that cannot send its cheques', async () => {
    const linked = await fiscalDesk(served);
    const { db } = await testDatabase();
    // The same database behind a server started without WEBKASSA_URL.
    const bare = createApp({ db, trustProxy: 1 });
    const refused = await callApi(
      bare,
      'POST',
      `${linked.base}/shifts`,
      { ...linked.cashier, 'idempotency-key': randomUUID() },
      { openingCash: '100' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('fiscal_unavailable');
    expect(await documentsOf(linked.hallId)).toHaveLength(0);
    expect(await linked.current()).toBeNull();
  });

  it('refuses a handover of a linked desk on that server alike, before any count; the shift goes on', async () => {
    const linked = await fiscalDesk(served);
    const shift = (await linked.open('1000')).body;
    await linked.round();
    const login = await createUser('cashier', [linked.hallId]);
    const { db } = await testDatabase();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
    const bare = createApp({ db, trustProxy: 1 });
    const refused = await callApi(
      bare,
      'POST',
      `${linked.base}/shifts/${shift.id}/handover`,
      { ...linked.cashier, 'idempotency-key': randomUUID() },
      { toUserId: user.id, count: { total: '1000' } },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('fiscal_unavailable');
    // Nothing was counted or started: the shift is open and takes its operations.
    expect(await linked.current()).toMatchObject({ id: shift.id, status: 'open' });
    expect((await linked.operate('cash_in', '100')).status).toBe(201);
  });
});

describe('the register’s own refusals of cash', () => {
  it('refuses a withdrawal it has not the cash for (8): the document fails, the manager is told', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    await desk.round();
    // The register was given less than the desk holds (cash put in elsewhere, say).
    served.simulator.register(desk.cashbox)!.cash = 100;
    expect((await desk.operate('cash_out', '5000')).status).toBe(201);
    await desk.round();
    const [, out] = await documentsOf(desk.hallId);
    expect(out).toMatchObject({
      kind: 'cash_out',
      status: 'failed',
      errorCode: 8,
      lastError: 'Недостаточно наличных в кассе: 100.00 (код 8)',
    });
  });

  it('offline over 72 hours holds the register’s documents until it is back', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    await desk.round();
    served.simulator.register(desk.cashbox)!.offlineSince = new Date(Date.now() - 73 * 3_600_000);
    await desk.sell();
    await desk.round();
    const [, sale] = await documentsOf(desk.hallId);
    expect(sale).toMatchObject({ kind: 'sale', status: 'pending', errorCode: 18 });
    expect(sale.lastError).toBe('Касса работает в автономном режиме более 72 часов (код 18)');
  });
});

describe('the fiscal report', () => {
  it('sets the cheques’ totals against the journal’s sales, per desk and day', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    const a = await desk.sell(1);
    await desk.sell(3);
    await desk.write(`/orders/${a.id}/cancel`, null);
    const before = await desk.read('/reports/fiscal', desk.manager);
    expect(before.items).toEqual([
      expect.objectContaining({
        desk: 'Касса 1',
        sales: 2,
        withCheque: 2,
        withoutCheque: 0,
        issued: 0,
        pending: 3,
        returns: 1,
        journalTotal: '3600.00',
        chequesTotal: '0.00',
        agree: false,
      }),
    ]);
    await desk.round();
    const after = await desk.read('/reports/fiscal', desk.manager);
    expect(after.items[0]).toMatchObject({
      issued: 2,
      pending: 0,
      failed: 0,
      journalTotal: '3600.00',
      chequesTotal: '3600.00',
      agree: true,
    });
    expect(
      (await callApi(desk.app, 'GET', `${desk.base}/reports/fiscal`, desk.cashier)).status,
    ).toBe(403);
  });

  it('counts the sales of a desk that is not linked as sales without a cheque', async () => {
    const desk = await ownDesk({ fiscalUrl: served.url });
    await desk.open('100');
    await desk.write('/orders', {
      items: [{ productId: desk.productIds[1], quantity: 1 }],
      total: '400',
    });
    const report = await desk.read('/reports/fiscal', desk.manager);
    expect(report.items[0]).toMatchObject({
      sales: 1,
      withCheque: 0,
      withoutCheque: 1,
      agree: true,
    });
  });

  it('refuses a range that ends before it starts', async () => {
    const desk = await ownDesk();
    const { status, body } = await callApi(
      desk.app,
      'GET',
      `${desk.base}/reports/fiscal?from=2026-12-02&to=2026-12-01`,
      desk.manager,
    );
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ to: 'Конец периода раньше его начала' });
  });
});
