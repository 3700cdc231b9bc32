import { randomUUID } from 'node:crypto';
import { ownDesk, type Desk } from '../test/cash-desk';
import { roleMatrix } from '../test/role-matrix';
import { callApi, closeTestDatabase, createUser, signIn, type Json } from '../test/test-app';

afterAll(closeTestDatabase);

const total = (value: string) => ({ total: value });
const start = (desk: Desk, value: string, auth: object = desk.manager) =>
  desk.write('/safe/counts', { count: total(value) }, randomUUID(), auth);
const confirm = (desk: Desk, id: number, value: string, auth: object) =>
  desk.write(`/safe/counts/${id}/confirm`, { count: total(value) }, randomUUID(), auth);

describe('the safe', () => {
  it('is counted by one person and confirmed by another’s count; the first count of a new safe sets it', async () => {
    const desk = await ownDesk();
    const first = await start(desk, '2000000');
    expect(first.body).toEqual({ id: expect.any(Number), status: 'pending' });
    const pending = (await desk.read('/safe', desk.manager)).pendingCount;
    expect(pending).toMatchObject({ id: first.body.id, canConfirm: false });
    expect(JSON.stringify(pending)).not.toMatch(/2000000/);
    expect((await confirm(desk, first.body.id, '2000000', desk.manager)).body.error.code).toBe(
      'second_person',
    );
    const confirmed = await confirm(desk, first.body.id, '2000000', desk.cashier);
    expect(confirmed.body).toEqual({ status: 'confirmed', variance: null });
    const safe = await desk.read('/safe', desk.manager);
    expect(safe).toMatchObject({
      balance: '2000000.00',
      pendingCount: null,
      lastCount: {
        total: '2000000.00',
        countedBy: 'Тестовый Пользователь',
        confirmedBy: 'Тестовый Пользователь',
      },
    });
    // Counted again and found short: the first counter's variance, signed by the manager's rule.
    const again = await start(desk, '1998000');
    const short = await confirm(desk, again.body.id, '1998000', desk.cashier);
    expect(short.body.variance).toMatchObject({ amount: '-2000.00', signOff: 'manager' });
  });

  it('asks a second count that differs again without a hint, and fails it after the last attempt', async () => {
    const desk = await ownDesk();
    const first = await start(desk, '500000');
    const one = await confirm(desk, first.body.id, '499000', desk.cashier);
    expect(one.body.error).toMatchObject({ code: 'recount', attemptsLeft: 2 });
    expect(JSON.stringify(one.body)).not.toMatch(/500000|499000|1000/);
    await confirm(desk, first.body.id, '499500', desk.cashier);
    const last = await confirm(desk, first.body.id, '499000', desk.cashier);
    expect(last.body.error.code).toBe('counts_differ');
    expect((await confirm(desk, first.body.id, '500000', desk.cashier)).body.error.code).toBe(
      'safe_count_decided',
    );
    expect((await desk.read('/safe', desk.manager)).balance).toBe('0.00');
  });

  it('is seen and counted by the manager and head office only; the second count may be anyone’s of the hall', async () => {
    const desk = await ownDesk();
    const who = await roleMatrix(desk.app, desk.hallId);
    const get = async (auth: object) =>
      (await callApi(desk.app, 'GET', `${desk.base}/safe`, auth)).status;
    expect([await get(who.cashier), await get(who.otherManager), await get(who.nobody)]).toEqual([
      403, 403, 401,
    ]);
    expect([await get(who.manager), await get(who.admin)]).toEqual([200, 200]);
    expect((await start(desk, '1', who.cashier)).status).toBe(403);
    const first = await start(desk, '1', who.admin);
    expect((await confirm(desk, first.body.id, '1', who.otherManager)).status).toBe(403);
    expect((await confirm(desk, first.body.id, '1', who.cashier)).status).toBe(200);
  });

  it('tells a cashier of the hall the count waiting for her, never its sum; another hall’s, nothing', async () => {
    const desk = await ownDesk();
    const who = await roleMatrix(desk.app, desk.hallId);
    const waiting = (auth: object) =>
      callApi(desk.app, 'GET', `${desk.base}/safe/counts/waiting`, auth);
    expect((await waiting(desk.cashier)).body).toEqual({ pendingCount: null });
    const first = await start(desk, '750000');
    const seen = await waiting(desk.cashier);
    expect(seen.body.pendingCount).toEqual({
      id: first.body.id,
      countedBy: 'Тестовый Пользователь',
      createdAt: expect.any(String),
      canConfirm: true,
    });
    expect(JSON.stringify(seen.body)).not.toMatch(/750000/);
    expect((await waiting(desk.manager)).body.pendingCount.canConfirm).toBe(false);
    expect([(await waiting(who.otherManager)).status, (await waiting(who.nobody)).status]).toEqual([
      403, 401,
    ]);
    expect((await confirm(desk, first.body.id, '750000', desk.cashier)).status).toBe(200);
    expect((await waiting(desk.cashier)).body).toEqual({ pendingCount: null });
  });

  it('is confirmed by a manager only where the hall does not let a cashier: her count is refused, not recorded', async () => {
    const desk = await ownDesk();
    const admin = (await signIn(desk.app, 'admin')).auth;
    const hall = await callApi(desk.app, 'GET', `/api/halls/${desk.hallId}`, admin);
    expect(hall.body.cashierConfirmsSafe).toBe(true);
    const changed = await callApi(desk.app, 'PATCH', `/api/halls/${desk.hallId}`, admin, {
      version: hall.body.version,
      cashierConfirmsSafe: false,
    });
    expect(changed.body.cashierConfirmsSafe).toBe(false);
    const first = await start(desk, '300000');
    const seen = await callApi(desk.app, 'GET', `${desk.base}/safe/counts/waiting`, desk.cashier);
    expect(seen.body.pendingCount).toMatchObject({ id: first.body.id, canConfirm: false });
    const refused = await confirm(desk, first.body.id, '300000', desk.cashier);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'manager_confirms_safe',
      message: 'В этом зале пересчёт сейфа подтверждает управляющий',
    });
    // Not a miss: the attempts are all still there for the manager's count.
    const other = (await signIn(desk.app, await createUser('manager', [desk.hallId]))).auth;
    const wrong = await confirm(desk, first.body.id, '1', other);
    expect(wrong.body.error).toMatchObject({ code: 'recount', attemptsLeft: 2 });
    expect((await confirm(desk, first.body.id, '300000', other)).status).toBe(200);
  });

  it('is confirmed once when the cashier’s confirmation is sent 20 times at once', async () => {
    const desk = await ownDesk();
    const first = await start(desk, '100000');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => confirm(desk, first.body.id, '100000', desk.cashier)),
    );
    const codes = answers.map((a) => (a.status === 200 ? 'ok' : a.body.error.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['safe_count_decided']));
    expect((await desk.read('/safe', desk.manager)).balance).toBe('100000.00');
  });

  it('shows what is in transit and the reserve short of the owed winnings', async () => {
    const desk = await ownDesk();
    const admin = (await signIn(desk.app, 'admin')).auth;
    const delivery = await desk.write(
      '/cash-transfers',
      { kind: 'delivery', amount: '300000' },
      randomUUID(),
      desk.manager,
    );
    const safe = (await desk.read('/safe', admin)) as Json;
    expect(safe).toMatchObject({ inTransit: '300000.00', balance: '0.00', reserveShort: null });
    expect(delivery.status).toBe(201);
  });
});

describe('variances', () => {
  /** A shift that opens with what the desk holds and closes with `counted`. */
  async function shiftCounted(desk: Desk, opening: string, counted: string) {
    const shift = (await desk.open(opening)).body;
    return (await desk.close(shift.id, counted)).body.variance as Json;
  }
  const closedShort = (desk: Desk, shortBy: string) =>
    shiftCounted(desk, '100000', String(100000 - Number(shortBy)));

  it('are signed by the manager, then head office above its threshold, never by their own person or twice', async () => {
    const desk = await ownDesk();
    const admin = (await signIn(desk.app, 'admin')).auth;
    const big = await closedShort(desk, '60000');
    expect(big.signOff).toBe('head_office');
    const sign = (auth: object, reason = 'Пересчитали, недостача подтверждена') =>
      desk.write(`/variances/${big.id}/sign-off`, { reason }, randomUUID(), auth);
    expect((await sign(desk.cashier)).status).toBe(403);
    expect((await sign(desk.manager, ' ')).status).toBe(400);
    const first = await sign(desk.manager);
    expect(first.body).toMatchObject({
      managerBy: 'Тестовый Пользователь',
      headOfficeAt: null,
      awaiting: true,
    });
    expect((await sign(desk.manager)).body.error.code).toBe('head_office_sign_off');
    const second = await sign(admin);
    expect(second.body).toMatchObject({ headOfficeBy: 'Айгерим Администратор', awaiting: false });
    expect((await sign(admin)).body.error.code).toBe('already_signed');
  });

  it('are signed once of many at once', async () => {
    const desk = await ownDesk();
    const mid = await closedShort(desk, '5000');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        desk.write(
          `/variances/${mid.id}/sign-off`,
          { reason: 'Ошибка размена' },
          randomUUID(),
          desk.manager,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
  });

  it('are reported per cashier with shortages, overages and what waits, and exported', async () => {
    const desk = await ownDesk();
    await shiftCounted(desk, '100000', '99500');
    await shiftCounted(desk, '99500', '97500');
    await shiftCounted(desk, '97500', '97800');
    const report = await desk.read('/reports/cash-variances', desk.manager);
    expect(report.people).toEqual([
      {
        userId: expect.any(Number),
        person: 'Тестовый Пользователь',
        shifts: 3,
        shortages: 2,
        shortage: '2500.00',
        overages: 1,
        overage: '300.00',
        aboveThreshold: 1,
        awaiting: 1,
      },
    ]);
    expect(report.items.map((v: Json) => v.amount)).toEqual(['300.00', '-2000.00', '-500.00']);
    const open = await desk.read('/reports/cash-variances?status=open', desk.manager);
    expect(open.items.map((v: Json) => v.amount)).toEqual(['-2000.00']);
    expect(
      (await callApi(desk.app, 'GET', `${desk.base}/reports/cash-variances`, desk.cashier)).status,
    ).toBe(403);
    const file = await desk.app.request(`${desk.base}/reports/cash-variances/export?format=csv`, {
      headers: desk.manager as Record<string, string>,
    });
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode(await file.arrayBuffer())).toMatch(/Недостача, ₸/);
  });
});
