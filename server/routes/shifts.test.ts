import { OPERATION_TYPES } from '@/lib/shared/cashbox';
import { callApi, closeTestDatabase, signIn, testApp, type Json } from '../test/test-app';
import { ownDesk, totalOf } from '../test/cash-desk';

afterAll(closeTestDatabase);

describe('opening a shift', () => {
  it('opens with the counted cash and shows it as the current shift with an empty X-report', async () => {
    const desk = await ownDesk();
    expect(await desk.current()).toBeNull();
    const { status, body } = await desk.open('150000');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'open',
      openingCash: '150000.00',
      balance: '150000.00',
      openedBy: 'Тестовый Пользователь',
      closedAt: null,
      discrepancy: null,
      operationCount: 0,
    });
    expect(body.totals).toHaveLength(OPERATION_TYPES.length);
    expect(body.totals.every((t: Json) => t.count === 0 && t.amount === '0.00')).toBe(true);
    expect(await desk.current()).toEqual(body);
  });

  it('accepts zero opening cash but not a negative or fractional-tiyn one', async () => {
    const desk = await ownDesk();
    for (const bad of ['-1', '10.005', '', 'сто']) {
      const { status, body } = await desk.open(bad);
      expect(status).toBe(400);
      expect(body.error.fields.openingCash).toMatch(/[А-Яа-я]/);
    }
    expect((await desk.open('0')).status).toBe(201);
  });

  it('gives one person one shift: of 20 parallel opens exactly one is made', async () => {
    const desk = await ownDesk();
    const results = await Promise.all(Array.from({ length: 20 }, () => desk.open('1000')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409)).toBe(true);
    expect(refused.every((r) => r.body.error.code === 'shift_held')).toBe(true);
    expect((await desk.read('/shifts')).total).toBe(1);
  });
});

describe('closing a shift', () => {
  it('compares the counted cash with the expected one and gives the Z-report', async () => {
    const desk = await ownDesk();
    const shift = (await desk.open('100000')).body;
    await desk.operate('cash_in', '25000.50');
    await desk.operate('payout', '40000');
    await desk.operate('collection', '50000');
    await desk.operate('cash_out', '0.50');
    const { status, body } = await desk.close(shift.id, '34900');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: shift.id,
      status: 'closed',
      expectedCash: '35000.00',
      countedCash: '34900.00',
      discrepancy: '-100.00',
      balance: '35000.00',
      closedBy: 'Тестовый Пользователь',
      operationCount: 4,
    });
    expect(totalOf(body, 'cash_in')).toEqual({ type: 'cash_in', count: 1, amount: '25000.50' });
    expect(totalOf(body, 'payout').amount).toBe('40000.00');
    expect(body.variance).toEqual({ id: expect.any(Number), amount: '-100.00', signOff: 'none' });
    expect(await desk.current()).toBeNull();
    expect({ ...(await desk.read(`/shifts/${shift.id}`)), variance: body.variance }).toEqual(body);
  });

  it('closes a shift holding more cash than one operation may move', async () => {
    const desk = await ownDesk();
    const shift = (await desk.open('100000000')).body;
    await desk.operate('cash_in', '100000000');
    const { status, body } = await desk.close(shift.id, '200000000.01');
    expect(status).toBe(200);
    expect(body).toMatchObject({ expectedCash: '200000000.00', discrepancy: '0.01' });
  });

  it('refuses to close twice and refuses operations after the close', async () => {
    const desk = await ownDesk();
    const shift = (await desk.open('100')).body;
    expect((await desk.close(shift.id, '100')).status).toBe(200);
    const again = await desk.close(shift.id, '100');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('shift_closed');
    const late = await desk.operate('cash_in', '10');
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: 'shift_not_open',
      message: 'Смена не открыта: откройте смену, чтобы проводить операции',
    });
    expect((await desk.journal()).total).toBe(0);
  });

  it('keeps the ledger whole when a close races 20 operations', async () => {
    const desk = await ownDesk();
    const shift = (await desk.open('1000')).body;
    const operations = Array.from({ length: 20 }, (_, i) =>
      desk.operate(i % 2 ? 'cash_in' : 'payout', '10'),
    );
    const [close, ...results] = await Promise.all([desk.close(shift.id, '1000'), ...operations]);
    expect(close.status).toBe(200);
    const landed = results.filter((r) => r.status === 201);
    expect(results.every((r) => r.status === 201 || r.body.error.code === 'shift_not_open')).toBe(
      true,
    );
    // Every operation that landed is in the Z-report; none came after it.
    expect(close.body.operationCount).toBe(landed.length);
    const net = landed.reduce((sum, r) => sum + (r.body.type === 'cash_in' ? 10 : -10), 0);
    expect(close.body.expectedCash).toBe(`${1000 + net}.00`);
    expect((await desk.journal()).total).toBe(landed.length);
  });

  it('answers 404 for a shift of another hall', async () => {
    const desk = await ownDesk();
    const other = await ownDesk();
    const shift = (await other.open('10')).body;
    const { status } = await desk.close(shift.id, '10');
    expect(status).toBe(404);
    expect((await other.current())?.status).toBe('open');
  });
});

describe('the shift list', () => {
  it('lists the demo hall shifts newest first, the open ones (two windows) on top', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'cashier');
    const { status, body } = await callApi(app, 'GET', '/api/halls/1/shifts?pageSize=5', auth);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(5);
    expect(body.total).toBeGreaterThan(50);
    const statuses = body.items.map((s: Json) => s.status);
    expect(statuses.slice(0, 3)).toEqual(['open', 'open', 'closed']);
    expect(body.items[0]).toMatchObject({ closedAt: null });
    expect(body.items[2]).toMatchObject({ expectedCash: expect.any(String) });
  });

  it('is closed to a user of another hall', async () => {
    const desk = await ownDesk();
    const app = await testApp();
    const { auth } = await signIn(app, 'cashier');
    expect((await callApi(app, 'GET', `${desk.base}/shifts`, auth)).status).toBe(403);
    const open = await callApi(
      app,
      'POST',
      `${desk.base}/shifts`,
      {
        ...auth,
        'idempotency-key': 'another-hall-key',
      },
      { openingCash: '1' },
    );
    expect(open.status).toBe(403);
    expect(await desk.current()).toBeNull();
  });
});
