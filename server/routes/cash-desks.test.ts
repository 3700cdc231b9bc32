import { eq } from 'drizzle-orm';
import { cashVariances, halls, shifts } from '../db/schema';
import { DEFAULT_CASH_RULES } from '../cash-desks/cash-rules';
import { ownDesk, type Desk } from '../test/cash-desk';
import { roleMatrix } from '../test/role-matrix';
import {
  callApi,
  closeTestDatabase,
  createUser,
  signIn,
  testDatabase,
  type Json,
} from '../test/test-app';

afterAll(closeTestDatabase);

const notes = (...pairs: [string, number][]) => ({
  denominations: pairs.map(([value, count]) => ({ value, count })),
});

async function setPolicy(
  hallId: number,
  policy: { blindCount?: boolean; countByDenomination?: string },
) {
  const { db } = await testDatabase();
  await db.update(halls).set(policy).where(eq(halls.id, hallId));
}

const desksOf = async (desk: Desk, auth = desk.cashier) =>
  (await desk.read('/cash-desks', auth)) as { items: Json[]; policy: Json };

describe('a hall’s cash desks', () => {
  it('start as a safe and one window, with the tenge’s notes and coins to count by', async () => {
    const desk = await ownDesk();
    const { items, policy } = await desksOf(desk, desk.manager);
    expect(items.map((d) => [d.kind, d.name, d.balance, d.shift])).toEqual([
      ['safe', 'Сейф', '0.00', null],
      ['window', 'Касса 1', '0.00', null],
    ]);
    expect(policy).toMatchObject({ blindCount: false, countByDenomination: 'optional' });
    expect(
      policy.denominations.map((d: Json) => `${d.value}${d.form === 'coin' ? 'м' : ''}`),
    ).toEqual([
      '20000',
      '10000',
      '5000',
      '2000',
      '1000',
      '500',
      '200',
      '200м',
      '100м',
      '50м',
      '20м',
      '10м',
      '5м',
      '2м',
      '1м',
    ]);
    // The safe's cash is the manager's to know.
    const seen = await desksOf(desk);
    expect(seen.items.find((d) => d.kind === 'safe')!.balance).toBeNull();
  });

  it('are added, renamed and retired by the manager and head office only', async () => {
    const desk = await ownDesk();
    const who = await roleMatrix(desk.app, desk.hallId);
    const post = async (headers: object, name: string) =>
      (
        await callApi(desk.app, 'POST', `${desk.base}/cash-desks`, headers, {
          kind: 'window',
          name,
        })
      ).status;
    expect(await post(who.cashier, 'Касса К')).toBe(403);
    expect(await post(who.otherManager, 'Касса Ч')).toBe(403);
    expect(await post(who.nobody, 'Касса Н')).toBe(401);
    expect(await post(who.manager, 'Касса 2')).toBe(201);
    expect(await post(who.admin, 'Бар')).toBe(201);
    expect(await post(who.manager, 'касса 2')).toBe(409);
    const safe = await callApi(desk.app, 'POST', `${desk.base}/cash-desks`, who.manager, {
      kind: 'safe',
      name: 'Второй сейф',
    });
    expect(safe.status).toBe(400);
    expect(safe.body.error.fields.kind).toMatch(/окно|бар/);
    const { items } = await desksOf(desk, desk.manager);
    const second = items.find((d) => d.name === 'Касса 2')!;
    const patch = (headers: object, body: object) =>
      callApi(desk.app, 'PATCH', `${desk.base}/cash-desks/${second.id}`, headers, body);
    expect((await patch(who.cashier, { version: 1, name: 'Х' })).status).toBe(403);
    const renamed = await patch(who.manager, {
      version: 1,
      name: 'Окно 2',
      workingCapital: '500000',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Окно 2', workingCapital: '500000.00', version: 2 });
    expect((await patch(who.manager, { version: 1, name: 'Старое' })).status).toBe(409);
    const retired = await patch(who.manager, { version: 2, retired: true });
    expect(retired.body).toMatchObject({ retired: true });
    const safeDesk = items.find((d) => d.kind === 'safe')!;
    const keep = await callApi(
      desk.app,
      'PATCH',
      `${desk.base}/cash-desks/${safeDesk.id}`,
      who.manager,
      {
        version: 1,
        retired: true,
      },
    );
    expect([keep.status, keep.body.error.code]).toEqual([409, 'safe_kept']);
  });

  it('retires a desk only when it is closed and empty', async () => {
    const desk = await ownDesk();
    const { items } = await desksOf(desk, desk.manager);
    const window = items.find((d) => d.kind === 'window')!;
    const shift = (await desk.open('100')).body;
    const retire = (version: number) =>
      callApi(desk.app, 'PATCH', `${desk.base}/cash-desks/${window.id}`, desk.manager, {
        version,
        retired: true,
      });
    expect((await retire(1)).body.error.code).toBe('desk_open');
    await desk.close(shift.id, '100');
    expect((await retire(1)).body.error.code).toBe('desk_holds_cash');
  });
});

describe('several desks of one hall', () => {
  it('open at once, one person a desk and one desk a person, each with its own cash', async () => {
    const desk = await ownDesk();
    expect((await desk.open('100')).status).toBe(201);
    const second = await desk.addDesk('Касса 2');
    const other = (await signIn(desk.app, await createUser('cashier', [desk.hallId]))).auth;
    // The first window is taken; one's own shift elsewhere is refused as well.
    const taken = await desk.write('/shifts', { openingCash: '5' }, undefined, other);
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields.deskId).toBe('Выберите кассу: в зале их несколько');
    const [first] = (await desksOf(desk)).items.filter((d) => d.kind === 'window');
    const busy = await desk.write(
      '/shifts',
      { deskId: first.id, openingCash: '5' },
      undefined,
      other,
    );
    expect([busy.status, busy.body.error.code]).toEqual([409, 'shift_already_open']);
    const twice = await desk.write('/shifts', { deskId: second, openingCash: '5' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'shift_held']);
    expect(
      (await desk.write('/shifts', { deskId: second, openingCash: '50' }, undefined, other)).status,
    ).toBe(201);
    await desk.operate('cash_in', '1');
    const theirs = await desk.write(
      '/cash-operations',
      { type: 'cash_in', amount: '2' },
      undefined,
      other,
    );
    expect(theirs.body).toMatchObject({ deskId: second, balanceAfter: '52.00' });
    const desks = (await desksOf(desk)).items;
    expect(
      desks.filter((d) => d.kind === 'window').map((d) => [d.name, d.balance, d.shift?.heldBy]),
    ).toEqual([
      ['Касса 1', '101.00', 'Тестовый Пользователь'],
      ['Касса 2', '52.00', 'Тестовый Пользователь'],
    ]);
  });

  it('of two people opening one desk at once lets one in, and of one person opening two desks one', async () => {
    const desk = await ownDesk();
    const second = await desk.addDesk('Касса 2');
    const [first] = (await desksOf(desk)).items.filter((d) => d.kind === 'window');
    const people = await Promise.all(
      Array.from(
        { length: 6 },
        async () => (await signIn(desk.app, await createUser('cashier', [desk.hallId]))).auth,
      ),
    );
    const onOne = await Promise.all(
      people.map((auth) =>
        desk.write('/shifts', { deskId: first.id, openingCash: '0' }, undefined, auth),
      ),
    );
    expect(onOne.filter((r) => r.status === 201)).toHaveLength(1);
    expect(onOne.filter((r) => r.status === 409)).toHaveLength(5);
    const [mover] = people.filter((_, i) => onOne[i].status !== 201);
    const third = await desk.addDesk('Касса 3');
    const onTwo = await Promise.all(
      [second, third, second, third].map((deskId) =>
        desk.write('/shifts', { deskId, openingCash: '0' }, undefined, mover),
      ),
    );
    expect(onTwo.filter((r) => r.status === 201)).toHaveLength(1);
    expect(onTwo.filter((r) => r.status === 409)).toHaveLength(3);
  });

  it('write four desks at once without losing a tenge', async () => {
    const desk = await ownDesk();
    await desk.open('0');
    const holders = await Promise.all(
      ['Касса 2', 'Касса 3', 'Бар'].map(async (name) => {
        const deskId = await desk.addDesk(name, name === 'Бар' ? 'bar' : 'window');
        const auth = (await signIn(desk.app, await createUser('cashier', [desk.hallId]))).auth;
        await desk.write('/shifts', { deskId, openingCash: '0' }, undefined, auth);
        return auth;
      }),
    );
    const everyone = [desk.cashier, ...holders];
    const results = await Promise.all(
      everyone.flatMap((auth) =>
        Array.from({ length: 25 }, () =>
          desk.write('/cash-operations', { type: 'cash_in', amount: '10' }, undefined, auth),
        ),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const windows = (await desksOf(desk)).items.filter((d) => d.kind !== 'safe');
    expect(windows.map((d) => d.balance)).toEqual(['250.00', '250.00', '250.00', '250.00']);
  });
});

describe('a count by denomination', () => {
  it('is summed by the API, never typed, and becomes the opening cash', async () => {
    const desk = await ownDesk();
    const opened = await desk.write('/shifts', {
      count: {
        denominations: [
          { value: '20000', count: 3 },
          { value: '500', count: 1 },
          { value: '200', form: 'coin', count: 4 },
        ],
      },
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ openingCash: '61300.00', balance: '61300.00' });
  });

  it('refuses a negative, fractional or huge count, an unknown or repeated note, and a NUL, under the line', async () => {
    const desk = await ownDesk();
    const tries: [unknown, string][] = [
      [notes(['20000', -1]), 'count.denominations.0.count'],
      [notes(['20000', 1.5]), 'count.denominations.0.count'],
      [notes(['20000', 1e12]), 'count.denominations.0.count'],
      [notes(['1000', 1], ['300', 2]), 'count.denominations.1.value'],
      [notes(['1000', 1], ['1000', 2]), 'count.denominations.1.value'],
      [notes(['20\u00000', 1]), 'count.denominations.0.value'],
      [
        { denominations: [{ value: '5000', form: 'coin', count: 1 }] },
        'count.denominations.0.value',
      ],
      [{ total: '10', denominations: [] }, 'count.denominations'],
      [{}, 'count'],
    ];
    for (const [count, field] of tries) {
      const { status, body } = await desk.write('/shifts', { count });
      expect([JSON.stringify(count), status]).toEqual([JSON.stringify(count), 400]);
      expect(body.error.fields?.[field]).toMatch(/[А-Яа-я]/);
    }
    const huge = await desk.write('/shifts', { count: { total: '1'.padEnd(1_000_000, '0') } });
    expect(huge.status).toBe(413);
    expect(await desk.current()).toBeNull();
  });

  it('is the only way in where the hall requires it', async () => {
    const desk = await ownDesk();
    await setPolicy(desk.hallId, { countByDenomination: 'required' });
    const total = await desk.open('100');
    expect(total.status).toBe(400);
    expect(total.body.error.fields.openingCash).toBe(
      'В этом зале пересчёт ведут по купюрам и монетам',
    );
    expect((await desk.write('/shifts', { count: notes(['100', 1]) })).status).toBe(201);
  });
});

describe('variances', () => {
  it('are recorded against the holder with the sign-off their size needs', async () => {
    const desk = await ownDesk();
    const close = async (opening: string, counted: string) => {
      const shift = (await desk.open(opening)).body;
      return (await desk.close(shift.id, counted)).body.variance;
    };
    expect(await close('10000', '10000')).toBeNull();
    expect(await close('10000', '9000')).toMatchObject({ amount: '-1000.00', signOff: 'none' });
    expect(await close('9000', '10500')).toMatchObject({ amount: '1500.00', signOff: 'manager' });
    expect(await close('10500', '70000')).toMatchObject({
      amount: '59500.00',
      signOff: 'head_office',
    });
    const { db } = await testDatabase();
    const rows = await db.select().from(cashVariances).where(eq(cashVariances.hallId, desk.hallId));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['closing']));
  });

  it('of an opening count is the last closer’s', async () => {
    const desk = await ownDesk();
    const shift = (await desk.open('100')).body;
    await desk.close(shift.id, '100');
    const next = (await signIn(desk.app, await createUser('cashier', [desk.hallId]))).auth;
    const opened = await desk.write('/shifts', { openingCash: '90' }, undefined, next);
    expect(opened.status).toBe(201);
    const { db } = await testDatabase();
    const [variance] = await db
      .select()
      .from(cashVariances)
      .where(eq(cashVariances.shiftId, opened.body.id));
    expect(variance).toMatchObject({ kind: 'opening', amount: -1000n });
    const [closed] = await db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(variance.userId).toBe(closed.heldBy);
    expect(closed.heldBy).not.toBeNull();
  });
});

describe('a count tolerance above zero', () => {
  /** A hall whose counts within 50 ₸ of the expected cash are no recount. */
  const tolerant = () => ownDesk({ cashRules: { ...DEFAULT_CASH_RULES, toleranceTenge: 50 } });

  it('in a blind hall takes a count within it at once, and asks again for one outside it', async () => {
    const desk = await tolerant();
    await setPolicy(desk.hallId, { blindCount: true });
    const within = (await desk.open('1000')).body;
    const near = await desk.close(within.id, '950');
    expect(near.status).toBe(200);
    // Taken as counted: the 50 ₸ short is still the holder's variance.
    expect(near.body).toMatchObject({ countedCash: '950.00', variance: { amount: '-50.00' } });
    const outside = (await desk.open('950')).body;
    const far = await desk.close(outside.id, '899.99');
    expect(far.status).toBe(409);
    expect(far.body.error).toMatchObject({ code: 'recount', attemptsLeft: 2 });
    const over = await desk.close(outside.id, '1000');
    expect(over.status).toBe(200);
    expect(over.body.variance).toMatchObject({ amount: '50.00' });
  });

  it('in an open hall takes every count at once, inside it or not', async () => {
    const desk = await tolerant();
    const first = (await desk.open('1000')).body;
    expect((await desk.close(first.id, '990')).body).toMatchObject({
      status: 'closed',
      variance: { amount: '-10.00' },
    });
    const second = (await desk.open('990')).body;
    const far = await desk.close(second.id, '500');
    expect(far.status).toBe(200);
    expect(far.body.variance).toMatchObject({ amount: '-490.00' });
  });
});

describe('a blind hall', () => {
  it('tells its cashier no expected cash: no balance, no balance after, no totals, no balance in a refusal', async () => {
    const desk = await ownDesk();
    await setPolicy(desk.hallId, { blindCount: true });
    const opened = await desk.open('100');
    expect(opened.body).toMatchObject({ balance: null, totals: [] });
    const op = await desk.operate('cash_in', '50');
    expect(op.body.balanceAfter).toBeNull();
    const refused = await desk.operate('cash_out', '1000');
    expect(refused.body.error.message).toBe('Недостаточно наличных в кассе');
    const journal = await desk.journal();
    expect(journal.totals).toEqual([]);
    expect(journal.items.every((o: Json) => o.balanceAfter === null)).toBe(true);
    expect((await desksOf(desk)).items.every((d) => d.balance === null)).toBe(true);
    // The manager sees it all.
    const managers = await desk.read(`/shifts/current?deskId=${opened.body.deskId}`, desk.manager);
    expect(managers.shift.balance).toBe('150.00');
    expect((await desk.read('/cash-operations', desk.manager)).items[0].balanceAfter).toBe(
      '150.00',
    );
  });

  it('asks a count off the expected again, says nothing of the difference, and takes the last attempt', async () => {
    const desk = await ownDesk();
    await setPolicy(desk.hallId, { blindCount: true });
    const shift = (await desk.open('1000')).body;
    const first = await desk.close(shift.id, '900', 'attempt-1');
    expect(first.status).toBe(409);
    expect(first.body.error).toMatchObject({ code: 'recount', attemptsLeft: 2 });
    expect(JSON.stringify(first.body)).not.toMatch(/100|1000|900|недостач|излиш/i);
    // A retry of the same attempt is the same answer, and costs no attempt.
    const again = await desk.close(shift.id, '900', 'attempt-1');
    expect(again.body.error.attemptsLeft).toBe(2);
    expect((await desk.close(shift.id, '950')).body.error.attemptsLeft).toBe(1);
    const last = await desk.close(shift.id, '990');
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({
      status: 'closed',
      countedCash: '990.00',
      variance: { amount: '-10.00' },
    });
  });

  it('takes a count within the tolerance at once, and a manager’s close of another’s shift needs a reason', async () => {
    const desk = await ownDesk();
    await setPolicy(desk.hallId, { blindCount: true });
    const shift = (await desk.open('1000')).body;
    const other = (await signIn(desk.app, await createUser('cashier', [desk.hallId]))).auth;
    const theirs = await desk.write(
      `/shifts/${shift.id}/close`,
      { countedCash: '1000' },
      undefined,
      other,
    );
    expect([theirs.status, theirs.body.error.code]).toEqual([403, 'not_your_shift']);
    const noReason = await desk.write(
      `/shifts/${shift.id}/close`,
      { countedCash: '1' },
      undefined,
      desk.manager,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toMatch(/почему/);
    const closed = await desk.write(
      `/shifts/${shift.id}/close`,
      { countedCash: '1', reason: 'Кассир уволилась, смену закрыл управляющий' },
      undefined,
      desk.manager,
    );
    expect(closed.status).toBe(200);
    expect(closed.body.variance).toMatchObject({ amount: '-999.00', signOff: 'none' });
    const right = (await desk.open('1')).body;
    expect((await desk.close(right.id, '1')).status).toBe(200);
  });
});
