import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { closeGamingDay } from '../gaming-days/day-close';
import { detectExceptions } from '../exceptions/detect-exceptions';
import { DEFAULT_THRESHOLDS } from '../exceptions/thresholds';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  signIn,
  testApp,
  testClock,
  testDatabase,
  type Json,
} from '../test/test-app';
import { postMeters, terminalHall } from '../test/terminals';

afterAll(closeTestDatabase);

const NOW = new Date('2026-11-20T12:30:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();

/** A machine's full meters with `bills` notes counted so far (money in tenge). */
const meters = (bills: Record<string, number>, digits?: number) => {
  // A size declared: the notes alone, as a machine of small meters may send them.
  if (digits) return { bills, digits };
  const billsIn = Object.entries(bills).reduce((s, [v, n]) => s + Number(v) * n, 0);
  return {
    coinIn: `${billsIn * 3}.00`,
    coinOut: `${billsIn * 2}.00`,
    jackpotHandPays: '0.00',
    cancelledHandPays: '0.00',
    billsIn: `${billsIn}.00`,
    transfersIn: '0.00',
    transfersOut: '0.00',
    ticketsIn: '0.00',
    ticketsOut: '0.00',
    gamesPlayed: 100,
    doorsMain: 0,
    doorsDrop: 0,
    powerResets: 0,
    bills,
  };
};

/**
 * A hall with two machines reporting notes, its manager, a witness, two counters and head office:
 * `send(machine, seq, bills)` posts a reading as the machine would.
 */
async function setUp() {
  const clock = testClock(NOW);
  const app = await testApp({ now: clock.now });
  const hall = await terminalHall(app);
  const machines = [await hall.device(), await hall.device()];
  const person = async (role: 'manager' | 'cashier') => {
    const login = await createUser(role, [hall.hallId]);
    const { db } = await testDatabase();
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where login = ${login}`,
    );
    return { auth: (await signIn(app, login)).auth, userId: user.id };
  };
  const manager = await person('manager');
  const witness = await person('cashier');
  const counter = await person('cashier');
  const second = await person('manager');
  const admin = (await signIn(app, 'admin')).auth;
  const base = `/api/halls/${hall.hallId}`;
  const code = `T${randomUUID().slice(0, 6)}-SLOTS`;
  const game = (plays: number) => ({ code, plays, bets: `${plays * 100}.00`, wins: '0.00' });
  const send = async (m: number, seq: number, bills: Record<string, number>, digits?: number) => {
    const posted = await postMeters(app, machines[m].key, [
      { seq, at: minutes(seq), games: [game(seq)], machine: meters(bills, digits) },
    ]);
    if (posted.status !== 200) throw new Error(JSON.stringify(posted.body));
  };
  const write = (path: string, body: unknown, auth: object, key: string = randomUUID()) =>
    callApi(app, 'POST', `${base}${path}`, { ...auth, 'idempotency-key': key }, body);
  const read = async (path: string, auth: object = manager.auth) =>
    (await callApi(app, 'GET', `${base}${path}`, auth)).body;
  const collect = (boxes: Json[], auth: object = manager.auth, key?: string) =>
    write('/drops', { witnessId: witness.userId, boxes }, auth, key);
  return {
    app,
    clock,
    hall,
    machines,
    manager,
    witness,
    counter,
    second,
    admin,
    send,
    write,
    read,
    collect,
  };
}

describe('a drop', () => {
  it('is taken out by two, counted blind by two, compared note by note with the bill meters since the last drop, and enters the safe when its keeper accepts', async () => {
    const t = await setUp();
    await t.send(0, 1, { '1000': 10, '10000': 5 });
    await t.send(1, 1, { '5000': 4 });
    const first = await t.collect(t.machines.map((m) => ({ deviceId: m.id, boxNumber: m.number })));
    expect(first.status).toBe(201);
    // Notes fed after the first drop are the second drop's.
    await t.send(0, 2, { '1000': 12, '10000': 15 });
    await t.send(1, 2, { '5000': 4, '20000': 1 });
    const firstId = first.body.id as number;
    const counts = (a: Record<string, number>, b: Record<string, number>) =>
      t.machines.map((m, i) => ({
        deviceId: m.id,
        notes: Object.entries([a, b][i]).map(([value, count]) => ({ value, count })),
      }));
    expect(
      (
        await t.write(
          `/drops/${firstId}/count`,
          { boxes: counts({ '1000': 10, '10000': 5 }, { '5000': 4 }) },
          t.counter.auth,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await t.write(
          `/drops/${firstId}/count/confirm`,
          { boxes: counts({ '1000': 10, '10000': 5 }, { '5000': 4 }) },
          t.second.auth,
        )
      ).status,
    ).toBe(200);

    const drop = await t.collect(t.machines.map((m) => ({ deviceId: m.id, boxNumber: m.number })));
    expect(drop.status).toBe(201);
    const id = drop.body.id as number;
    // Blind: while the count is open nobody is told the meters, the manager included.
    expect(drop.body).toMatchObject({ status: 'collected', total: null, canCount: true });
    expect(drop.body.items.map((b: Json) => [b.expected, b.counted, b.notes])).toEqual([
      [null, null, []],
      [null, null, []],
    ]);
    // Ten 10 000 ₸ notes on the meter, nine in the box; a 5 000 jammed and found in the box.
    const counted = counts({ '1000': 2, '10000': 9 }, { '5000': 1, '20000': 1 });
    const firstCount = await t.write(`/drops/${id}/count`, { boxes: counted }, t.counter.auth);
    expect([firstCount.body.status, firstCount.body.canConfirm]).toEqual(['counting', false]);
    expect((await t.read(`/drops/${id}`, t.second.auth)).canConfirm).toBe(true);
    const own = await t.write(`/drops/${id}/count/confirm`, { boxes: counted }, t.counter.auth);
    expect([own.status, own.body.error.code]).toEqual([403, 'second_person']);
    const apart = await t.write(
      `/drops/${id}/count/confirm`,
      { boxes: counts({ '1000': 2, '10000': 10 }, { '5000': 1, '20000': 1 }) },
      t.second.auth,
    );
    expect([apart.status, apart.body.error.code, apart.body.error.attemptsLeft]).toEqual([
      409,
      'recount',
      2,
    ]);
    expect(JSON.stringify(apart.body)).not.toMatch(/90000|100000|10000\b/);
    // The same confirmation sent twice under one key is taken once.
    const key = randomUUID();
    const twice = await Promise.all(
      [1, 2].map(() =>
        t.write(`/drops/${id}/count/confirm`, { boxes: counted }, t.second.auth, key),
      ),
    );
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    const done = twice[0].body;
    const byMachine = (items: Json[]) =>
      t.machines.map((m) => items.find((b) => b.deviceId === m.id)!);
    expect(byMachine(done.items).map((b) => [b.expected, b.counted, b.difference])).toEqual([
      ['102000.00', '92000.00', '-10000.00'],
      ['20000.00', '25000.00', '5000.00'],
    ]);
    expect(done).toMatchObject({ status: 'counted', total: '117000.00', difference: '-5000.00' });
    expect(byMachine(done.items)[0].notes).toEqual([
      { value: '10000', counted: 9, expected: 10, difference: -1 },
      { value: '1000', counted: 2, expected: 2, difference: 0 },
    ]);
    // Each box apart from its meter by more than the hall's tolerance is the machine's variance.
    const variances = (await t.read('/reports/cash-variances')).items as Json[];
    expect(
      variances
        .filter((v) => v.dropId === id)
        .map((v) => [v.kind, v.device.id, v.amount, v.dropId, v.signOff])
        .sort((x, y) => Number(x[2]) - Number(y[2])),
    ).toEqual([
      ['machine_drop', t.machines[0].id, '-10000.00', id, 'manager'],
      ['machine_drop', t.machines[1].id, '5000.00', id, 'manager'],
    ]);
    // The cash goes to the safe as a movement of kind `drop`, once; its keeper counts it in.
    const transit = (await t.read('/cash-transfers?status=sent')).items as Json[];
    const moving = transit.filter((m) => m.kind === 'drop');
    expect(moving.map((m) => [m.amount, m.fromDesk, m.toDesk.name])).toEqual([
      ['117000.00', null, 'Сейф'],
      ['80000.00', null, 'Сейф'],
    ]);
    const accepted = await t.write(
      `/cash-transfers/${done.transfer.id}/accept`,
      {
        count: {
          denominations: [
            { value: '20000', count: 1 },
            { value: '10000', count: 9 },
            { value: '5000', count: 1 },
            { value: '1000', count: 2 },
          ],
        },
      },
      t.manager.auth,
    );
    expect([accepted.status, accepted.body.received]).toEqual([200, '117000.00']);
    expect((await t.read(`/drops/${id}`)).transfer).toEqual({
      id: done.transfer.id,
      status: 'accepted',
    });
    const reversed = await t.write(
      `/cash-transfers/${done.transfer.id}/reverse`,
      { reason: 'Ошибка' },
      t.manager.auth,
    );
    expect([reversed.status, reversed.body.error.code]).toEqual([409, 'not_reversible']);

    // Once the day of the drops closes, the reports read its drop as counted.
    const { db } = await testDatabase();
    await db.execute(
      sql`update halls set created_at = '2026-11-01T00:00:00Z' where id = ${t.hall.hallId}`,
    );
    t.clock.advance(24 * 3600_000);
    expect(await closeGamingDay(db, t.hall.hallId, '2026-11-20', null, t.clock.now())).toEqual({
      closedNow: true,
    });
    const admin = (await signIn(t.app, 'admin')).auth;
    const report = await t.read('/reports/games?period=daily&from=2026-11-20&to=2026-11-21', admin);
    expect(report.gamingDays).toMatchObject({
      closed: 1,
      current: '2026-11-21',
      drop: '197000.00',
      dropPending: false,
    });
  });

  it('catches a box in the wrong machine, and takes it when marked as found there, with an exception', async () => {
    const t = await setUp();
    const [a, b] = t.machines;
    const swapped = [
      { deviceId: a.id, boxNumber: b.number },
      { deviceId: b.id, boxNumber: a.number },
    ];
    const caught = await t.collect(swapped);
    expect([caught.status, caught.body.error.code]).toEqual([409, 'wrong_box']);
    expect(caught.body.error.fields['boxes.0.boxNumber']).toContain(
      `Ящик автомата ${b.number} вынут из автомата ${a.number}`,
    );
    expect((await t.read('/drops')).items).toEqual([]);
    const taken = await t.collect(swapped.map((box) => ({ ...box, swapped: true })));
    expect(taken.status).toBe(201);
    expect(taken.body.items.map((box: Json) => box.swapped)).toEqual([true, true]);
    const exceptions = (await t.read('/exceptions?kind=machine_money')).items as Json[];
    expect(exceptions).toHaveLength(2);
    expect(exceptions[0].description).toMatch(/ящики на свои места/);
    // One drop at a time: the next waits for this one's count.
    const next = await t.collect([{ deviceId: a.id, boxNumber: a.number }]);
    expect([next.status, next.body.error.code]).toEqual([409, 'drop_in_progress']);
  });

  it('counts since the last drop across a rollover and a RAM clear', async () => {
    const t = await setUp();
    const [a] = t.machines;
    // Eight digits of notes: 99 999 990 notes of 1 000 ₸ roll over to 5 after 15 more.
    await t.send(0, 1, { '1000': 99_999_990 }, 8);
    const box = [{ deviceId: a.id, boxNumber: a.number }];
    const one = (await t.collect(box)).body.id;
    await t.write(
      `/drops/${one}/count`,
      { boxes: [{ deviceId: a.id, notes: [] }] },
      t.counter.auth,
    );
    await t.write(
      `/drops/${one}/count/confirm`,
      { boxes: [{ deviceId: a.id, notes: [] }] },
      t.second.auth,
    );
    await t.send(0, 2, { '1000': 5 }, 8);
    // A RAM clear: the meters start again, then 3 more notes.
    await t.send(0, 3, { '1000': 0 });
    await t.send(0, 4, { '1000': 3 });
    const two = (await t.collect(box)).body.id;
    const notes = [{ value: '1000', count: 18 }];
    await t.write(`/drops/${two}/count`, { boxes: [{ deviceId: a.id, notes }] }, t.counter.auth);
    const done = await t.write(
      `/drops/${two}/count/confirm`,
      { boxes: [{ deviceId: a.id, notes }] },
      t.second.auth,
    );
    expect(done.body.items[0]).toMatchObject({
      expected: '18000.00',
      counted: '18000.00',
      difference: '0.00',
    });
  });

  it('refuses bad input under its field and keeps nothing: another hall’s machine, an unknown note, NUL, a 1 MB label, a count missing a box', async () => {
    const t = await setUp();
    const [a, b] = t.machines;
    const foreign = await (await terminalHall(t.app)).device();
    const printer = await t.hall.device('printer');
    const cases: [Json, string][] = [
      [
        {
          witnessId: t.witness.userId,
          boxes: [{ deviceId: foreign.id, boxNumber: foreign.number }],
        },
        'boxes.0.deviceId',
      ],
      [
        {
          witnessId: t.witness.userId,
          boxes: [{ deviceId: printer.id, boxNumber: printer.number }],
        },
        'boxes.0.deviceId',
      ],
      [
        { witnessId: t.witness.userId, boxes: [{ deviceId: a.id, boxNumber: 'A\u0000' }] },
        'boxes.0.boxNumber',
      ],
      [
        {
          witnessId: t.witness.userId,
          boxes: [{ deviceId: a.id, boxNumber: 'x'.repeat(10_000) }],
        },
        'boxes.0.boxNumber',
      ],
      [
        {
          witnessId: t.witness.userId,
          boxes: [
            { deviceId: a.id, boxNumber: a.number },
            { deviceId: a.id, boxNumber: a.number },
          ],
        },
        'boxes.1.deviceId',
      ],
      [
        { witnessId: t.manager.userId, boxes: [{ deviceId: a.id, boxNumber: a.number }] },
        'witnessId',
      ],
      [{ witnessId: 2_000_000_000, boxes: [{ deviceId: a.id, boxNumber: a.number }] }, 'witnessId'],
      [{ witnessId: t.witness.userId, boxes: [] }, 'boxes'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.write('/drops', body, t.manager.auth);
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.error.fields?.[field]).toMatch(/[А-Яа-я]/);
    }
    const huge = await t.collect([{ deviceId: a.id, boxNumber: 'x'.repeat(1_000_000) }]);
    expect(huge.status).toBe(413);
    expect((await t.read('/drops')).items).toEqual([]);
    const id = (
      await t.collect([
        { deviceId: a.id, boxNumber: a.number },
        { deviceId: b.id, boxNumber: b.number },
      ])
    ).body.id;
    const bad: [Json, string][] = [
      [
        {
          boxes: [
            { deviceId: a.id, notes: [{ value: '3000', count: 1 }] },
            { deviceId: b.id, notes: [] },
          ],
        },
        'boxes.0.notes.0.value',
      ],
      [
        {
          boxes: [
            { deviceId: a.id, notes: [{ value: '1000', count: -1 }] },
            { deviceId: b.id, notes: [] },
          ],
        },
        'boxes.0.notes.0.count',
      ],
      [
        {
          boxes: [
            { deviceId: a.id, notes: [{ value: '1000', count: 1.5 }] },
            { deviceId: b.id, notes: [] },
          ],
        },
        'boxes.0.notes.0.count',
      ],
      [
        {
          boxes: [
            { deviceId: a.id, notes: [{ value: '10\u000000', count: 1 }] },
            { deviceId: b.id, notes: [] },
          ],
        },
        'boxes.0.notes.0.value',
      ],
      [{ boxes: [{ deviceId: a.id, notes: [] }] }, 'boxes'],
      [
        {
          boxes: [
            { deviceId: a.id, notes: [] },
            { deviceId: foreign.id, notes: [] },
          ],
        },
        'boxes.1.deviceId',
      ],
    ];
    for (const [body, field] of bad) {
      const answer = await t.write(`/drops/${id}/count`, body, t.counter.auth);
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.error.fields?.[field]).toMatch(/[А-Яа-я]/);
    }
    expect((await t.read(`/drops/${id}`)).status).toBe('collected');
  });

  it('is the manager’s to take out and any of the hall’s staff’s to count; another hall’s drop is 404', async () => {
    const t = await setUp();
    const [a] = t.machines;
    const byCashier = await t.collect([{ deviceId: a.id, boxNumber: a.number }], t.counter.auth);
    expect(byCashier.status).toBe(403);
    const id = (await t.collect([{ deviceId: a.id, boxNumber: a.number }])).body.id;
    const other = await createHall();
    const outsider = (await signIn(t.app, await createUser('manager', [other]))).auth;
    const seen = await callApi(t.app, 'GET', `/api/halls/${t.hall.hallId}/drops/${id}`, outsider);
    expect(seen.status).toBe(403);
    const elsewhere = await callApi(t.app, 'GET', `/api/halls/${other}/drops/${id}`, t.admin);
    expect(elsewhere.status).toBe(404);
    expect((await t.read(`/drops/${id}`, t.admin)).boxes).toBe(1);
  });

  it('confirmed by two people at once is counted once: one movement to the safe', async () => {
    const t = await setUp();
    await t.send(0, 1, { '1000': 0 });
    await t.send(0, 2, { '1000': 4 });
    const [a] = t.machines;
    const id = (await t.collect([{ deviceId: a.id, boxNumber: a.number }])).body.id;
    const boxes = [{ deviceId: a.id, notes: [{ value: '1000', count: 4 }] }];
    await t.write(`/drops/${id}/count`, { boxes }, t.counter.auth);
    const answers = await Promise.all(
      [t.second, t.manager, t.second, t.manager].map((p) =>
        t.write(`/drops/${id}/count/confirm`, { boxes }, p.auth),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual([
      'drop_counted',
      'drop_counted',
      'drop_counted',
    ]);
    const moving = ((await t.read('/cash-transfers?status=sent')).items as Json[]).filter(
      (m) => m.kind === 'drop',
    );
    expect(moving.map((m) => m.amount)).toEqual(['4000.00']);
  });

  it('taken 50 times at once under one key is one drop; under fifty keys, one and 409s', async () => {
    const t = await setUp();
    const boxes = t.machines.map((m) => ({ deviceId: m.id, boxNumber: m.number }));
    const key = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 25 }, () => t.collect(boxes, t.manager.auth, key)),
    );
    expect(new Set(same.map((r) => r.body.id)).size).toBe(1);
    const t2 = await setUp();
    const apart = await Promise.all(
      Array.from({ length: 25 }, () =>
        t2.collect(t2.machines.map((m) => ({ deviceId: m.id, boxNumber: m.number }))),
      ),
    );
    expect(apart.filter((r) => r.status === 201)).toHaveLength(1);
    expect(
      apart.filter((r) => r.status === 409).every((r) => r.body.error.code === 'drop_in_progress'),
    ).toBe(true);
    const { db } = await testDatabase();
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from machine_drops where hall_id = ${t2.hall.hallId}`,
    );
    expect(row.n).toBe(1);
  });

  it('follows the hall’s schedule: a scheduled day without a drop is an exception; the days are checked', async () => {
    const t = await setUp();
    const { db } = await testDatabase();
    await db.execute(
      sql`update halls set created_at = '2026-11-01T00:00:00Z' where id = ${t.hall.hallId}`,
    );
    const path = `/api/halls/${t.hall.hallId}`;
    const version = async () => (await callApi(t.app, 'GET', path, t.admin)).body.version;
    // Bad days are refused under the field, the hall unchanged.
    for (const dropWeekdays of [[0], [8], [1, 1], ['пн'], [1.5], 'пн', Array(8).fill(1)]) {
      const bad = await callApi(t.app, 'PATCH', path, t.admin, {
        version: await version(),
        dropWeekdays,
      });
      expect([
        JSON.stringify(dropWeekdays),
        bad.status,
        Object.keys(bad.body.error.fields).every((k) => k.startsWith('dropWeekdays')),
      ]).toEqual([JSON.stringify(dropWeekdays), 400, true]);
    }
    // Mondays and Thursdays, sent in any order.
    const set = await callApi(t.app, 'PATCH', path, t.admin, {
      version: await version(),
      dropWeekdays: [4, 1],
    });
    expect([set.status, set.body.dropWeekdays]).toEqual([200, [1, 4]]);
    const missed = async () => {
      await detectExceptions(db, t.clock.now(), DEFAULT_THRESHOLDS);
      // Signed in afresh: days pass between the looks.
      const admin = (await signIn(t.app, 'admin')).auth;
      const { items } = await t.read('/exceptions?kind=machine_money', admin);
      return (items as Json[])
        .map((e) => e.subject as string)
        .filter((s) => s.startsWith('Выемка по графику'))
        .sort();
    };
    // Friday 20 November: Monday the 16th and Thursday the 19th passed without a drop.
    expect(await missed()).toEqual([
      'Выемка по графику, игровой день 16.11.2026',
      'Выемка по графику, игровой день 19.11.2026',
    ]);
    // The next Thursday's drop is made; on Friday only Monday the 23rd is missing.
    t.clock.advance(6 * 24 * 3600_000);
    const manager = (await signIn(t.app, 'admin')).auth;
    await t.send(0, 1, { '1000': 1 });
    const drop = await t.write(
      '/drops',
      {
        witnessId: t.witness.userId,
        boxes: [{ deviceId: t.machines[0].id, boxNumber: t.machines[0].number }],
      },
      manager,
    );
    expect(drop.status).toBe(201);
    t.clock.advance(24 * 3600_000);
    expect(await missed()).toEqual([
      'Выемка по графику, игровой день 16.11.2026',
      'Выемка по графику, игровой день 19.11.2026',
      'Выемка по графику, игровой день 23.11.2026',
    ]);
  });
});
