import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hallEvents, halls } from '../db/schema';
import { publishEvents } from '../events/event-publisher';
import { ownDesk, type Desk } from '../test/cash-desk';
import { roleMatrix } from '../test/role-matrix';
import {
  closeTestDatabase,
  createHall,
  createUser,
  deskOf,
  signIn,
  testDatabase,
  type Json,
} from '../test/test-app';

afterAll(closeTestDatabase);

/** A hall whose safe holds 1 000 000 ₸, counted, with a cashier on «Касса 1». */
async function hallWithSafe() {
  const desk = await ownDesk();
  const safe = await deskOf(desk.hallId, 'safe');
  const window = await deskOf(desk.hallId);
  await send(desk, { kind: 'delivery', amount: '1000000' }, desk.manager);
  const [delivery] = (await list(desk, '?status=sent', desk.manager)).items;
  // Head office accepts what the manager sent: the sender never takes their own.
  const admin = (await signIn(desk.app, 'admin')).auth;
  expect((await decide(desk, delivery.id, 'accept', admin)).status).toBe(200);
  await desk.open('0');
  return { desk, safe, window, admin };
}

const send = (desk: Desk, body: object, auth: object = desk.cashier, key = randomUUID()) =>
  desk.write('/cash-transfers', body, key, auth);
const decide = (
  desk: Desk,
  id: number,
  what: 'accept' | 'refuse',
  auth: object,
  key = randomUUID(),
) => desk.write(`/cash-transfers/${id}/${what}`, {}, key, auth);
const list = (desk: Desk, query = '', auth: object = desk.manager) =>
  desk.read(`/cash-transfers${query}`, auth);
const cashOf = async (desk: Desk, deskId: number) =>
  ((await desk.read('/cash-desks', desk.manager)).items as Json[]).find((d) => d.id === deskId)!
    .balance as string;

describe('a movement of cash', () => {
  it('leaves the safe at once, is «в пути» until the desk’s cashier accepts it, and both journals show it', async () => {
    const { desk, safe, window } = await hallWithSafe();
    const sent = await send(
      desk,
      { kind: 'fill', toDeskId: window, amount: '200000' },
      desk.manager,
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      status: 'sent',
      kind: 'fill',
      fromDesk: { id: safe, name: 'Сейф' },
      toDesk: { id: window, name: 'Касса 1' },
      amount: '200000.00',
      canDecide: false,
    });
    expect(await cashOf(desk, safe)).toBe('800000.00');
    expect(await cashOf(desk, window)).toBe('0.00');
    const incoming = (await list(desk, '?status=sent', desk.cashier)).items;
    expect(incoming.map((t: Json) => [t.id, t.canDecide])).toEqual([[sent.body.id, true]]);
    const accepted = await decide(desk, sent.body.id, 'accept', desk.cashier);
    expect(accepted.body).toMatchObject({ status: 'accepted', decidedBy: 'Тестовый Пользователь' });
    expect(await cashOf(desk, window)).toBe('200000.00');
    const journal = await desk.journal(`deskId=${safe}`);
    expect(journal.items.map((o: Json) => [o.type, o.amount, o.balanceAfter])).toEqual([
      ['transfer_out', '200000.00', '800000.00'],
      ['transfer_in', '1000000.00', '1000000.00'],
    ]);
    const windowJournal = await desk.journal(`deskId=${window}`);
    expect(windowJournal.items[0]).toMatchObject({
      type: 'transfer_in',
      shiftId: expect.any(Number),
    });
  });

  it('refused goes back to its sender whole: the sender’s cash as before, the receiver’s untouched', async () => {
    const { desk, safe, window } = await hallWithSafe();
    const sent = (
      await send(desk, { kind: 'fill', toDeskId: window, amount: '1000' }, desk.manager)
    ).body;
    // In transit: out of the safe, not yet at the desk.
    expect(await cashOf(desk, safe)).toBe('999000.00');
    expect(await cashOf(desk, window)).toBe('0.00');
    const refused = await decide(desk, sent.id, 'refuse', desk.cashier);
    expect(refused.status).toBe(200);
    expect(refused.body.status).toBe('refused');
    expect(await cashOf(desk, safe)).toBe('1000000.00');
    expect(await cashOf(desk, window)).toBe('0.00');
    const [back] = (await list(desk, '?status=refused', desk.manager)).items;
    expect(back).toMatchObject({ id: sent.id, status: 'refused' });
    // A decision made is made: accepting it now is refused, and moves nothing.
    const late = await decide(desk, sent.id, 'accept', desk.cashier);
    expect([late.status, late.body.error.code]).toEqual([409, 'transfer_decided']);
    expect(await cashOf(desk, window)).toBe('0.00');
  });

  it('refused goes back to its sender, and one decision counts however many come at once', async () => {
    const { desk, safe, window } = await hallWithSafe();
    const sent = (
      await send(desk, { kind: 'fill', toDeskId: window, amount: '1000' }, desk.manager)
    ).body;
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => decide(desk, sent.id, 'accept', desk.cashier)),
      ...Array.from({ length: 5 }, () => decide(desk, sent.id, 'refuse', desk.cashier)),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.status === 409)
        .every((a) => a.body.error.code === 'transfer_decided'),
    ).toBe(true);
    const won = answers.find((a) => a.status === 200)!.body.status;
    expect(await cashOf(desk, window)).toBe(won === 'accepted' ? '1000.00' : '0.00');
    expect(await cashOf(desk, safe)).toBe(won === 'accepted' ? '999000.00' : '1000000.00');
  });

  it('is decided by its receiver only: never the sender, another cashier, or another hall', async () => {
    const { desk, window } = await hallWithSafe();
    const sent = (
      await send(desk, { kind: 'fill', toDeskId: window, amount: '1000' }, desk.manager)
    ).body;
    expect((await decide(desk, sent.id, 'accept', desk.manager)).body.error.code).toBe(
      'not_receiver',
    );
    const other = (await signIn(desk.app, await createUser('cashier', [desk.hallId]))).auth;
    expect((await decide(desk, sent.id, 'accept', other)).status).toBe(403);
    const who = await roleMatrix(desk.app, desk.hallId);
    expect((await decide(desk, sent.id, 'accept', who.otherManager)).status).toBe(403);
    expect((await decide(desk, sent.id, 'accept', who.nobody)).status).toBe(401);
    // A cashier sends no fill, collection or delivery: the safe is the manager's.
    for (const body of [
      { kind: 'fill', toDeskId: window, amount: '1' },
      { kind: 'collection', amount: '1', bagNumber: 'A-1' },
      { kind: 'delivery', amount: '1' },
    ]) {
      expect((await send(desk, body)).status).toBe(403);
    }
  });

  it('returns to the safe from the cashier’s own desk, and the manager takes it', async () => {
    const { desk, safe, window } = await hallWithSafe();
    await desk.operate('cash_in', '5000');
    const back = await send(desk, {
      kind: 'return',
      count: { denominations: [{ value: '1000', count: 3 }] },
    });
    expect(back.body).toMatchObject({
      fromDesk: { id: window },
      toDesk: { id: safe },
      amount: '3000.00',
    });
    expect((await decide(desk, back.body.id, 'accept', desk.manager)).status).toBe(200);
    expect([await cashOf(desk, window), await cashOf(desk, safe)]).toEqual([
      '2000.00',
      '1003000.00',
    ]);
  });

  it('refuses the same desk, another hall’s desk, 0 ₸, more than the sender holds, and no bag number', async () => {
    const { desk, window } = await hallWithSafe();
    await desk.operate('cash_in', '100');
    const foreign = await deskOf(await createHall());
    const cases: [object, object, number, string][] = [
      [{ kind: 'transfer', toDeskId: window, amount: '1' }, desk.cashier, 400, 'toDeskId'],
      [{ kind: 'transfer', toDeskId: foreign, amount: '1' }, desk.cashier, 404, ''],
      [{ kind: 'fill', toDeskId: foreign, amount: '1' }, desk.manager, 404, ''],
      [{ kind: 'return', amount: '0' }, desk.cashier, 400, 'amount'],
      [{ kind: 'return', amount: '100.01' }, desk.cashier, 409, 'amount'],
      [{ kind: 'collection', amount: '1' }, desk.manager, 400, 'bagNumber'],
      [{ kind: 'fill', toDeskId: window, amount: '2000000' }, desk.manager, 409, 'amount'],
      [{ kind: 'return', amount: '1', note: 'a\u0000b' }, desk.cashier, 400, ''],
    ];
    for (const [body, auth, status, field] of cases) {
      const answer = await send(desk, body, auth);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), status]);
      if (field) expect(answer.body.error.fields?.[field]).toMatch(/[А-Яа-я]/);
      if (status === 404) expect(JSON.stringify(answer.body)).not.toMatch(/Касса 1|window/);
    }
    expect((await list(desk, '?status=sent')).total).toBe(0);
  });

  it('keeps a desk with cash in transit from closing, and a retry of a send sends once', async () => {
    const { desk, window } = await hallWithSafe();
    const key = randomUUID();
    const twice = await Promise.all([
      send(desk, { kind: 'fill', toDeskId: window, amount: '10' }, desk.manager, key),
      send(desk, { kind: 'fill', toDeskId: window, amount: '10' }, desk.manager, key),
    ]);
    expect(twice.map((t) => t.body.id)).toEqual([twice[0].body.id, twice[0].body.id]);
    expect((await list(desk, '?status=sent')).total).toBe(1);
    const shift = await desk.current();
    const close = await desk.close(shift!.id, '0');
    expect([close.status, close.body.error.code]).toEqual([409, 'transfer_pending']);
  });

  it('goes to the bank in a numbered bag, confirmed by head office, never by its sender', async () => {
    const { desk, safe, admin } = await hallWithSafe();
    const bag = await send(
      desk,
      { kind: 'collection', amount: '500000', bagNumber: 'KZ-0042' },
      desk.manager,
    );
    expect(bag.body).toMatchObject({ toDesk: null, bagNumber: 'KZ-0042', canDecide: false });
    expect((await decide(desk, bag.body.id, 'accept', desk.manager)).status).toBe(403);
    expect((await decide(desk, bag.body.id, 'accept', admin)).status).toBe(200);
    expect(await cashOf(desk, safe)).toBe('500000.00');
  });
});

describe('the receiver’s count', () => {
  const notes = (...pairs: [string, number][]) => ({
    denominations: pairs.map(([value, count]) => ({ value, count })),
  });
  const accept = (desk: Desk, id: number, body: object, auth: object, key = randomUUID()) =>
    desk.write(`/cash-transfers/${id}/accept`, body, key, auth);

  it('takes in what was counted: a count apart is refused until confirmed, then the sender’s variance', async () => {
    const { desk, safe, window } = await hallWithSafe();
    const sent = (
      await send(
        desk,
        { kind: 'fill', toDeskId: window, count: notes(['20000', 10]) },
        desk.manager,
      )
    ).body;
    expect(sent.amount).toBe('200000.00');
    const short = notes(['20000', 9], ['10000', 1]);
    const refused = await accept(desk, sent.id, { count: short }, desk.cashier);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'count_differs']);
    expect(refused.body.error.fields.count).toMatch(/200 000,00/);
    expect(await cashOf(desk, window)).toBe('0.00');
    // Confirmed, twice at once under one key: taken once, the desk holds what was counted.
    const key = randomUUID();
    const both = await Promise.all(
      [1, 2].map(() =>
        accept(desk, sent.id, { count: short, acceptDifference: true }, desk.cashier, key),
      ),
    );
    expect(both.map((b) => [b.status, b.body.received])).toEqual([
      [200, '190000.00'],
      [200, '190000.00'],
    ]);
    expect([await cashOf(desk, window), await cashOf(desk, safe)]).toEqual([
      '190000.00',
      '800000.00',
    ]);
    const report = await desk.read('/reports/cash-variances', desk.manager);
    expect(report.items.map((v: Json) => [v.kind, v.amount, v.deskName, v.person])).toEqual([
      ['transfer', '-10000.00', 'Сейф', 'Тестовый Пользователь'],
    ]);
  });

  it('counted and accepted twice at once under two keys is taken once', async () => {
    const { desk, window } = await hallWithSafe();
    const sent = (
      await send(desk, { kind: 'fill', toDeskId: window, amount: '5000' }, desk.manager)
    ).body;
    const answers = await Promise.all(
      [notes(['5000', 1]), notes(['1000', 5]), notes(['5000', 1])].map((count) =>
        accept(desk, sent.id, { count }, desk.cashier),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual([
      'transfer_decided',
      'transfer_decided',
    ]);
    expect(await cashOf(desk, window)).toBe('5000.00');
  });

  it('matching the sum sent is taken with no variance; a hall counting by notes refuses none or a total', async () => {
    const { desk, window } = await hallWithSafe();
    const fill = async () =>
      (await send(desk, { kind: 'fill', toDeskId: window, amount: '5000' }, desk.manager)).body;
    const even = await accept(desk, (await fill()).id, { count: notes(['5000', 1]) }, desk.cashier);
    expect([even.status, even.body.received]).toEqual([200, '5000.00']);
    const { db } = await testDatabase();
    await db
      .update(halls)
      .set({ countByDenomination: 'required' })
      .where(eq(halls.id, desk.hallId));
    const next = await fill();
    for (const body of [
      {},
      { count: { total: '5000' } },
      { count: notes(['3000', 1]) },
      { count: notes(['5000', -1]) },
      { count: notes(['5000', 1.5]) },
      { count: notes(['5\u00000', 1]) },
      { count: notes(['5000', 1]), acceptDifference: 'да' },
    ]) {
      const answer = await accept(desk, next.id, body, desk.cashier);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
      expect(JSON.stringify(answer.body.error.fields)).toMatch(/[А-Яа-я]/);
    }
    expect(await cashOf(desk, window)).toBe('5000.00');
    const done = await accept(desk, next.id, { count: notes(['5000', 1]) }, desk.cashier);
    expect([done.status, await cashOf(desk, window)]).toEqual([200, '10000.00']);
    expect((await desk.read('/reports/cash-variances', desk.manager)).items).toEqual([]);
  });
});

describe('what another person must act on', () => {
  it('reaches the hall’s screens as events: a movement, a handover, a variance, a safe count, a payout', async () => {
    const { desk, window } = await hallWithSafe();
    const sent = (await send(desk, { kind: 'fill', toDeskId: window, amount: '10' }, desk.manager))
      .body;
    await decide(desk, sent.id, 'accept', desk.cashier);
    await desk.write('/safe/counts', { count: { total: '1' } }, randomUUID(), desk.manager);
    const shift = await desk.current();
    await desk.close(shift!.id, '0');
    await desk.write(
      '/cash-operations',
      {
        type: 'payout',
        amount: '600000',
        clientId: desk.winner.id,
        deviceId: desk.terminalId,
        owed: true,
      },
      randomUUID(),
    );
    const { db } = await testDatabase();
    await publishEvents(db);
    const kinds = await db
      .selectDistinct({ kind: hallEvents.kind })
      .from(hallEvents)
      .where(eq(hallEvents.hallId, desk.hallId));
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining([
        'cash-transfer',
        'cash-variance',
        'safe-count',
        'shift',
        'owed-winning',
      ]),
    );
  });
});
