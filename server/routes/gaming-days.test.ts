import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createApp } from '../app';
import { queryRows } from '../db/database';
import { closeDueGamingDays } from '../gaming-days/day-sweep';
import { detectExceptions } from '../exceptions/detect-exceptions';
import { DEFAULT_THRESHOLDS } from '../exceptions/thresholds';
import { addClient } from '../test/clients';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  secondInstance,
  signIn,
  testApp,
  testClock,
  testDatabase,
  type Json,
} from '../test/test-app';
import { postMeters, terminalHall } from '../test/terminals';

afterAll(closeTestDatabase);

// Almaty is UTC+5: the gaming day of 19 November runs from 06:00 local (01:00 UTC) that day to
// 06:00 local (01:00 UTC) on the 20th.
const at = (iso: string) => new Date(`${iso}Z`);
const DAY_END = at('2026-11-20T01:00:00');

/** A machine's full set at `scale`: money in tenge, a thousand-tenge note now and then. */
const meters = (scale: number) => ({
  coinIn: `${100_000 + scale * 1_000}.00`,
  coinOut: `${90_000 + scale * 900}.00`,
  jackpotHandPays: `${scale * 10}.00`,
  billsIn: `${50_000 + scale * 1_000}.00`,
  gamesPlayed: 5_000 + scale * 10,
  bills: { '1000': 50 + scale },
});

async function setUp() {
  const clock = testClock(at('2026-11-18T10:00:00'));
  const app = await testApp({ now: clock.now });
  const hall = await terminalHall(app);
  // The hall has been open since the start of the month.
  const { db } = await testDatabase();
  await db.execute(
    sql`update halls set created_at = '2026-11-01T00:00:00Z' where id = ${hall.hallId}`,
  );
  const manager = await createUser('manager', [hall.hallId]);
  /** The manager signed in now: a jump of the clock ends a session as idleness would. */
  const auth = async () => (await signIn(app, manager)).auth;
  const reporting = await hall.device();
  const silent = await hall.device();
  const code = `T${randomUUID().slice(0, 6)}`;
  let seq = 0;
  /** A reading of the reporting machine stamped `stamp`, sent when the clock says. */
  const read = (stamp: string, scale: number) =>
    postMeters(app, reporting.key, [
      {
        seq: ++seq,
        at: at(stamp).toISOString(),
        games: [{ code, plays: scale, bets: `${scale}.00`, wins: '0.00' }],
        machine: meters(scale),
      },
    ]);
  const base = `/api/halls/${hall.hallId}/gaming-days`;
  const get = async (path = '') => callApi(app, 'GET', `${base}${path}`, await auth());
  const close = async (day: string, on = app) =>
    callApi(on, 'POST', `${base}/${day}/close`, await auth());
  return { app, clock, hall, auth, reporting, silent, read, get, close };
}

/** The hall's evening before and its day of 19 November: a base, then two readings. */
async function playedDay(t: Awaited<ReturnType<typeof setUp>>) {
  await t.read('2026-11-18T15:00:00', 0);
  t.clock.advance(24 * 3600_000); // 19 November, 10:00 UTC
  await t.read('2026-11-19T10:00:00', 3);
  t.clock.advance(10 * 3600_000);
  await t.read('2026-11-19T20:00:00', 10);
}

describe('a gaming day', () => {
  it('closes with each machine’s meters at the open and the close and what they added, once', async () => {
    const t = await setUp();
    await playedDay(t);
    const open = await t.get('/2026-11-19');
    expect(open.body.day).toMatchObject({ status: 'open', closedAt: null });
    expect(open.body.day.figures).toMatchObject({ coinIn: '10000.00', gamesPlayed: 100 });

    t.clock.advance(DAY_END.getTime() - t.clock.now().getTime() + 10 * 60_000);
    const closed = await t.close('2026-11-19');
    expect(closed.status).toBe(200);
    expect(closed.body.day).toMatchObject({
      day: '2026-11-19',
      startsAt: '2026-11-19T01:00:00.000Z',
      endsAt: '2026-11-20T01:00:00.000Z',
      status: 'closed',
      closedBy: 'Тестовый Пользователь',
      machines: 2,
      noReading: 1,
      adjustments: 0,
    });
    expect(closed.body.day.figures).toMatchObject({
      coinIn: '10000.00',
      coinOut: '9000.00',
      jackpotHandPays: '100.00',
      meterWin: '900.00',
      billsIn: '10000.00',
      gamesPlayed: 100,
    });
    const byNumber = new Map(closed.body.machines.map((m: Json) => [m.number, m]));
    expect(byNumber.get(t.reporting.number)).toMatchObject({
      source: 'meters',
      opened: { meters: { coinIn: '100000.00', gamesPlayed: 5000 }, bills: { '1000': 50 } },
      closed: { meters: { coinIn: '110000.00', gamesPlayed: 5100 }, bills: { '1000': 60 } },
      figures: { coinIn: '10000.00', bills: { '1000': 10 } },
    });
    expect(byNumber.get(t.silent.number)).toMatchObject({ source: 'none', opened: null });

    // Another instance closing the same day, and a second click, change nothing.
    const other = await secondInstance();
    try {
      const second = createApp({ db: other.db, instance: other.instance, now: t.clock.now });
      const again = await Promise.all([t.close('2026-11-19', second), t.close('2026-11-19')]);
      expect(again.map((a) => a.body.day.closedAt)).toEqual([
        closed.body.day.closedAt,
        closed.body.day.closedAt,
      ]);
    } finally {
      await other.close();
    }
    const { db } = await testDatabase();
    const [rows] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from gaming_day_machines where hall_id = ${t.hall.hallId}`,
    );
    expect(rows.n).toBe(2);
    const exceptions = await callApi(
      t.app,
      'GET',
      `/api/halls/${t.hall.hallId}/exceptions?kind=meters`,
      await t.auth(),
    );
    expect(exceptions.body.items).toEqual([
      expect.objectContaining({
        subject: expect.stringContaining(t.silent.number),
        description: expect.stringMatching(/^Нет показаний за игровой день 19\.11\.2026/),
      }),
    ]);
  });

  it('takes a reading stamped 05:59:59 that arrives after the close as a dated adjustment', async () => {
    const t = await setUp();
    await playedDay(t);
    t.clock.advance(DAY_END.getTime() - t.clock.now().getTime() + 40 * 60_000);
    await t.close('2026-11-19');
    const late = await t.read('2026-11-20T00:59:59', 12);
    expect(late.body.applied).toBe(1);

    const { body } = await t.get('/2026-11-19');
    // The frozen figures stay as they were closed; the late play is beside them, dated.
    expect(body.day.figures.coinIn).toBe('10000.00');
    expect(body.day).toMatchObject({ adjustments: 1 });
    expect(body.day.adjusted).toMatchObject({ coinIn: '2000.00', meterWin: '180.00' });
    const machine = body.machines.find((m: Json) => m.number === t.reporting.number);
    expect(machine.adjustments).toEqual([
      {
        recordedAt: t.clock.now().toISOString(),
        hour: '2026-11-20T00:00:00.000Z',
        figures: expect.objectContaining({ coinIn: '2000.00', bills: { '1000': 2 } }),
      },
    ]);
    // The next day's own play is not touched by it.
    const list = await t.get('?from=2026-11-19&to=2026-11-20');
    expect(list.body.items.map((d: Json) => [d.day, d.status, d.figures.coinIn])).toEqual([
      ['2026-11-20', 'open', '0.00'],
      ['2026-11-19', 'closed', '10000.00'],
    ]);
    // The reports count the closed day with its adjustment: 900 ₸ frozen, 180 ₸ late.
    const games = await callApi(
      t.app,
      'GET',
      `/api/halls/${t.hall.hallId}/reports/games?period=daily&from=2026-11-19&to=2026-11-19`,
      await t.auth(),
    );
    expect(games.body.gamingDays).toMatchObject({
      closed: 1,
      notClosed: 0,
      current: null,
      adjustments: 1,
      meterWin: '1080.00',
    });
  });

  it('refuses a close before the day is over, a cashier’s, and another hall’s', async () => {
    const t = await setUp();
    await playedDay(t);
    const early = await t.close('2026-11-19');
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({
      code: 'day_not_over',
      message: 'Игровой день ещё не закончился: его можно закрыть с 06:00 20.11.2026',
    });
    t.clock.advance(DAY_END.getTime() - t.clock.now().getTime());
    const cashier = (await signIn(t.app, await createUser('cashier', [t.hall.hallId]))).auth;
    const base = `/api/halls/${t.hall.hallId}/gaming-days`;
    expect((await callApi(t.app, 'POST', `${base}/2026-11-19/close`, cashier)).status).toBe(403);
    expect((await callApi(t.app, 'GET', base, cashier)).status).toBe(403);
    const stranger = (await signIn(t.app, await createUser('manager', [await createHall()]))).auth;
    expect((await callApi(t.app, 'POST', `${base}/2026-11-19/close`, stranger)).status).toBe(403);
    expect((await t.get('/2026-02-30')).status).toBe(400);
    // Before the hall opened there was no gaming day to read or close.
    expect((await t.get('/2026-10-30')).status).toBe(404);
    expect((await t.close('2026-10-30')).body.error.message).toBe(
      'Игрового дня нет: зал тогда ещё не работал',
    );
    // It opened at 05:00 on 1 November, Almaty time: in the gaming day of 31 October.
    const first = await t.get('?from=2026-10-30&to=2026-11-02');
    expect(first.body.items.map((d: Json) => d.day)).toEqual([
      '2026-11-02',
      '2026-11-01',
      '2026-10-31',
    ]);
    expect((await t.get('?from=2026-01-01&to=2026-12-31')).body.error.fields.to).toBe(
      'Не больше 93 дней за один раз',
    );
    expect((await t.close('2026-11-19')).status).toBe(200);
  });

  it('after midnight lists the day still going on first, not the calendar’s day that has not begun', async () => {
    const t = await setUp();
    // 01:00 in Almaty on the 20th: the gaming day of the 19th runs until 06:00.
    t.clock.advance(at('2026-11-19T20:00:00').getTime() - t.clock.now().getTime());
    const { body } = await t.get();
    expect(body.items.slice(0, 2).map((d: Json) => [d.day, d.status])).toEqual([
      ['2026-11-19', 'open'],
      ['2026-11-18', 'awaiting'],
    ]);
  });

  it('follows the hall’s own start hour', async () => {
    const t = await setUp();
    const hall = await callApi(t.app, 'GET', `/api/halls/${t.hall.hallId}`, await t.auth());
    const admin = (await signIn(t.app, await createUser('admin', []))).auth;
    const changed = await callApi(t.app, 'PATCH', `/api/halls/${t.hall.hallId}`, admin, {
      version: hall.body.version,
      gamingDayStartHour: 10,
    });
    expect(changed.body).toMatchObject({ gamingDayStartHour: 10, gamingDayGraceMinutes: 30 });
    const { body } = await t.get('/2026-11-19');
    expect(body.day).toMatchObject({
      startsAt: '2026-11-19T05:00:00.000Z',
      endsAt: '2026-11-20T05:00:00.000Z',
    });
  });
});

describe('the close at the boundary', () => {
  it('waits for the grace, then closes the day by itself', async () => {
    const t = await setUp();
    await playedDay(t);
    const { db } = await testDatabase();
    const status = async () => (await t.get('/2026-11-19')).body.day.status;
    t.clock.advance(DAY_END.getTime() - t.clock.now().getTime() + 29 * 60_000);
    await closeDueGamingDays(db, t.clock.now());
    expect(await status()).toBe('awaiting');
    t.clock.advance(2 * 60_000);
    await closeDueGamingDays(db, t.clock.now());
    const { body } = await t.get('/2026-11-19');
    expect(body.day).toMatchObject({ status: 'closed', closedBy: null, noReading: 1 });
    expect(body.day.figures.coinIn).toBe('10000.00');
  });
});

describe('a machine that did not report', () => {
  it('is read by hand by two people, and the close takes their reading', async () => {
    const t = await setUp();
    // The silent machine reported the evening before, then nothing on the 19th.
    const silentCode = `S${randomUUID().slice(0, 6)}`;
    const silentReading = (seq: number, stamp: string, coinIn: number, games: number) =>
      postMeters(t.app, t.silent.key, [
        {
          seq,
          at: at(stamp).toISOString(),
          games: [{ code: silentCode, plays: games, bets: `${coinIn}.00`, wins: '0.00' }],
          machine: { coinIn: `${coinIn}.00`, coinOut: `${coinIn - 500}.00`, gamesPlayed: games },
        },
      ]);
    expect((await silentReading(1, '2026-11-18T16:00:00', 1000, 5)).body.applied).toBe(1);
    await playedDay(t);
    const other = (await signIn(t.app, await createUser('manager', [t.hall.hallId]))).auth;
    const base = `/api/halls/${t.hall.hallId}/gaming-days/2026-11-19/manual-readings`;
    const figures = { coinIn: '5000.00', coinOut: '4500.00', gamesPlayed: 10 };
    const first = await t.auth();
    // A double submit, ten times at once: one reading is taken.
    const takes = await Promise.all(
      Array.from({ length: 10 }, () =>
        callApi(t.app, 'POST', base, first, { deviceId: t.silent.id, machine: figures }),
      ),
    );
    expect(takes.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const taken = takes.find((a) => a.status === 201)!;
    const row = taken.body.machines.find((m: Json) => m.number === t.silent.number);
    // The second person is told who read it, never the figures.
    expect(row.manual).toMatchObject({ takenBy: 'Тестовый Пользователь', confirmedAt: null });
    expect(JSON.stringify(row.manual)).not.toContain('5000');
    const confirm = (auth: object, machine: object) =>
      callApi(t.app, 'POST', `${base}/${row.manual.id}/confirm`, auth, { machine });

    expect((await confirm(first, figures)).body.error.code).toBe('same_person');
    const wrong = await confirm(other, { ...figures, gamesPlayed: 11 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.code).toBe('manual_mismatch');
    const twice = await callApi(t.app, 'POST', base, other, {
      deviceId: t.silent.id,
      machine: figures,
    });
    expect(twice.body.error.code).toBe('manual_exists');
    const reported = await callApi(t.app, 'POST', base, other, {
      deviceId: t.reporting.id,
      machine: figures,
    });
    expect(reported.body.error.code).toBe('machine_reported');
    const third = (await signIn(t.app, await createUser('admin', []))).auth;
    const confirms = await Promise.all([confirm(other, figures), confirm(third, figures)]);
    expect(confirms.map((a) => a.status).sort()).toEqual([200, 409]);

    t.clock.advance(DAY_END.getTime() - t.clock.now().getTime() + 60_000);
    const closed = await t.close('2026-11-19');
    const silent = closed.body.machines.find((m: Json) => m.number === t.silent.number);
    expect(silent).toMatchObject({
      source: 'manual',
      closed: { meters: { coinIn: '5000.00', gamesPlayed: 10 } },
      manual: { confirmedAt: expect.any(String) },
    });
    expect(closed.body.day.noReading).toBe(0);
    const late = await callApi(t.app, 'POST', base, await t.auth(), {
      deviceId: t.silent.id,
      machine: figures,
    });
    expect(late.body.error.code).toBe('day_closed');
    // The machine's own reading of that day, arriving after: its play is not counted twice (the
    // day stays as read by hand, no adjustment); the manager is asked to compare the two.
    const lateReading = await silentReading(2, '2026-11-19T20:00:00', 5200, 11);
    expect(lateReading.body.applied).toBe(1);
    const after = (await t.get('/2026-11-19')).body;
    expect(after.day.adjustments).toBe(0);
    expect(after.machines.find((m: Json) => m.number === t.silent.number)).toMatchObject({
      source: 'manual',
      closed: { meters: { coinIn: '5000.00', gamesPlayed: 10 } },
      figures: expect.objectContaining({ coinIn: '4000.00', gamesPlayed: 5 }),
    });
    const { db: database } = await testDatabase();
    await detectExceptions(database, t.clock.now(), DEFAULT_THRESHOLDS);
    const raised = await callApi(
      t.app,
      'GET',
      `/api/halls/${t.hall.hallId}/exceptions?kind=meters`,
      await t.auth(),
    );
    expect(
      raised.body.items
        .map((e: Json) => e.description as string)
        .filter((d: string) => d.includes('после того, как день закрыли по ручному снятию')),
    ).toHaveLength(1);
    // Who read, who confirmed and who closed are in the audit, each once.
    const { db } = await testDatabase();
    const audit = await queryRows<{ action: string }>(
      db,
      sql`select action from audit_log where hall_id = ${t.hall.hallId}
          and action like 'gaming_day.%' order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual([
      'gaming_day.manual_reading',
      'gaming_day.manual_confirm',
      'gaming_day.close',
    ]);
  });
});

describe('a closed day’s meters against the desks’ cash', () => {
  it('leaves a variance where the desks sold credits or paid by hand beyond the tolerance, a machine’s exception, signed off like a desk’s', async () => {
    const t = await setUp();
    await t.read('2026-11-18T15:00:00', 0);
    t.clock.advance(24 * 3600_000); // 19 November, 10:00 UTC
    await t.read('2026-11-19T10:00:00', 3);
    // A desk sells 10 000 ₸ of credits the machine's meter never saw, pays a 5 000 ₸ jackpot its
    // meter counts 100 ₸ of, and credits the silent machine, which has nothing to compare.
    const cashier = (await signIn(t.app, await createUser('cashier', [t.hall.hallId]))).auth;
    const guest = await addClient(t.hall.hallId, 'Сериков Серик Серикович');
    const desk = (path: string, body: object) =>
      callApi(
        t.app,
        'POST',
        `/api/halls/${t.hall.hallId}${path}`,
        { ...cashier, 'idempotency-key': randomUUID() },
        body,
      );
    expect((await desk('/shifts', { count: { total: '20000' } })).status).toBe(201);
    for (const body of [
      { type: 'machine_credit', amount: '10000', deviceNumber: t.reporting.number },
      { type: 'machine_credit', amount: '3000', deviceNumber: t.silent.number },
      {
        type: 'payout',
        amount: '5000',
        clientId: guest.id,
        deviceNumber: t.reporting.number,
        payoutKind: 'jackpot',
      },
    ]) {
      const made = await desk('/cash-operations', body);
      expect([made.status, JSON.stringify(made.body.error ?? {})]).toEqual([201, '{}']);
    }
    t.clock.advance(10 * 3600_000);
    await t.read('2026-11-19T20:00:00', 10);
    t.clock.advance(DAY_END.getTime() - t.clock.now().getTime() + 10 * 60_000);
    expect((await t.close('2026-11-19')).status).toBe(200);

    // «Итоги игрового дня»: the hall's and each machine's cash beside the meters.
    const detail = (await t.get('/2026-11-19')).body;
    expect(detail.cash).toMatchObject({
      creditsSold: '13000.00',
      handPays: '5000.00',
      drop: '0.00',
      cashWin: '8000.00',
      creditsDifference: '13000.00',
      handPaysDifference: '4900.00',
    });
    const reporting = detail.machines.find((m: Json) => m.deviceId === t.reporting.id);
    expect(reporting.cash).toMatchObject({
      creditsSold: '10000.00',
      handPays: '5000.00',
      cashWin: '5000.00',
      creditsDifference: '10000.00',
      handPaysDifference: '4900.00',
    });
    const file = await t.app.request(
      `/api/halls/${t.hall.hallId}/gaming-days/2026-11-19/export?format=csv`,
      { headers: await t.auth() },
    );
    const csv = await file.text();
    expect(file.status).toBe(200);
    expect(csv).toContain('Выигрыш по наличным, ₸');
    expect(csv).toContain(t.reporting.number);
    const manager = await t.auth();

    // The reports over the 18th–20th read the closed 19th, and say the 18th (not closed: the
    // hall's meters came later) and today, the 20th, are not.
    const closedDays = {
      closed: 1,
      notClosed: 2,
      current: '2026-11-20',
      noReading: 1,
      adjustments: 0,
      meterWin: '900.00',
      billsIn: '10000.00',
      drop: '0.00',
      dropPending: false,
      creditsSold: '13000.00',
      handPays: '5000.00',
      cashWin: '8000.00',
    };
    const range = 'period=daily&from=2026-11-18&to=2026-11-20';
    const hallPath = `/api/halls/${t.hall.hallId}`;
    for (const path of [
      `${hallPath}/reports/dashboard?${range}`,
      `${hallPath}/reports/games?${range}`,
      `${hallPath}/reports/machines?${range}`,
      `${hallPath}/reports/summary?${range}`,
    ]) {
      const answer = await callApi(t.app, 'GET', path, manager);
      expect([path, answer.status, answer.body.gamingDays]).toEqual([path, 200, closedDays]);
    }
    const chain = await callApi(t.app, 'GET', `/api/reports/summary?${range}`, manager);
    expect(chain.body.rows.map((r: Json) => r.gamingDays)).toEqual([closedDays]);
    expect(chain.body.totals.gamingDays).toEqual(closedDays);
    const report = await callApi(
      t.app,
      'GET',
      `/api/halls/${t.hall.hallId}/reports/cash-variances`,
      manager,
    );
    const machine = (report.body.items as Json[]).map((v) => [
      v.kind,
      v.amount,
      v.deskName,
      v.day,
      v.signOff,
    ]);
    expect(machine.sort()).toEqual([
      ['machine_credits', '10000.00', `Автомат ${t.reporting.number}`, '2026-11-19', 'manager'],
      ['machine_hand_pays', '4900.00', `Автомат ${t.reporting.number}`, '2026-11-19', 'manager'],
    ]);
    // Not a person's: the report by cashier leaves them out.
    expect(report.body.people).toEqual([]);
    const { db } = await testDatabase();
    await detectExceptions(db, t.clock.now(), DEFAULT_THRESHOLDS);
    const open = await callApi(
      t.app,
      'GET',
      `/api/halls/${t.hall.hallId}/exceptions?kind=machine_money`,
      manager,
    );
    expect(open.body.items.map((e: Json) => e.subject)).toEqual([
      `${t.reporting.number} · Novomatic Super-V+, игровой день 19.11.2026`,
      `${t.reporting.number} · Novomatic Super-V+, игровой день 19.11.2026`,
    ]);
    const credits = (report.body.items as Json[]).find((v) => v.kind === 'machine_credits')!;
    const signed = await callApi(
      t.app,
      'POST',
      `/api/halls/${t.hall.hallId}/variances/${credits.id}/sign-off`,
      { ...manager, 'idempotency-key': randomUUID() },
      { reason: 'Зачисление прошло, автомат его не записал: заявка сервису' },
    );
    expect(signed.status).toBe(200);
    // Closing again, from another instance or twice, adds none.
    await closeDueGamingDays(db, t.clock.now());
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cash_variances where device_id = ${t.reporting.id}`,
    );
    expect(n).toBe(2);
  });
});
