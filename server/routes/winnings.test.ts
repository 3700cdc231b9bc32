import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createApp } from '../app';
import { queryRows } from '../db/database';
import { overduePayouts } from '../exceptions/cash-detectors';
import { DEFAULT_THRESHOLDS } from '../exceptions/thresholds';
import { ownDesk, type Desk } from '../test/cash-desk';
import { addClient, freshIin } from '../test/clients';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  secondInstance,
  signIn,
  testClock,
  testDatabase,
  type Json,
} from '../test/test-app';

afterAll(closeTestDatabase);

// 10:00 in Almaty on 27 November 2026.
const NOW = new Date('2026-11-27T05:00:00Z');

const payout = (desk: Desk, amount: string, extra: object = {}) => ({
  type: 'payout',
  amount,
  clientIin: (extra as { clientIin?: string }).clientIin ?? undefined,
  clientId: (extra as { clientIin?: string }).clientIin ? undefined : desk.winner.id,
  deviceNumber: '022',
  ...extra,
});

const pay = (desk: Desk, body: object, key: string = randomUUID(), auth = desk.cashier) =>
  callApi(
    desk.app,
    'POST',
    `${desk.base}/cash-operations`,
    { ...auth, 'idempotency-key': key },
    body,
  );

/** A download's text, as Excel reads it (without the byte-order mark). */
async function download(desk: Desk, path: string, auth: object) {
  const response = await desk.app.request(path, { headers: auth as Record<string, string> });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer())
    .subarray(3)
    .toString('utf8');
}

const decideAs = (desk: Desk, auth: object, id: number, verb: 'approve' | 'refuse') =>
  callApi(
    desk.app,
    'POST',
    `${desk.base}/payout-approvals/${id}/${verb}`,
    auth,
    verb === 'refuse' ? { reason: 'Сбой автомата, акт № 7' } : undefined,
  );

async function deskWithCash(cash = '3000000') {
  const clock = testClock(NOW);
  const desk = await ownDesk({ now: clock.now });
  expect((await desk.open(cash)).status).toBe(201);
  return { desk, clock };
}

describe('a winnings payout names its client and machine', () => {
  it('refuses a payout without a client or a machine, and these fields on other operations', async () => {
    const { desk } = await deskWithCash();
    const noClient = await pay(desk, { type: 'payout', amount: '100', deviceNumber: '022' });
    expect(noClient.status).toBe(400);
    expect(noClient.body.error.fields.clientIin).toMatch(/ИИН или документ/);
    const noMachine = await pay(desk, { type: 'payout', amount: '100', clientId: desk.winner.id });
    expect(noMachine.body.error.fields.deviceNumber).toMatch(/номер автомата/);
    const cashIn = await pay(desk, { type: 'cash_in', amount: '100', clientId: desk.winner.id });
    expect(cashIn.body.error.fields.clientId).toBe('Только для выплаты выигрыша');
    const otherHall = await createHall();
    const { db } = await testDatabase();
    const [foreign] = await queryRows<{ id: number }>(
      db,
      sql`insert into devices (hall_id, number, name, type, serial, zone, key_hash)
          values (${otherHall}, '777', 'Чужой', 'game_terminal', 'X1', 'Зал', ${randomUUID()})
          returning id`,
    );
    const wrongMachine = await pay(
      desk,
      payout(desk, '100', { deviceNumber: undefined, deviceId: foreign.id }),
    );
    expect(wrongMachine.status).toBe(400);
    expect(wrongMachine.body.error.fields.deviceId).toMatch(/в этом зале нет/);
    expect(
      (await pay(desk, payout(desk, '100', { deviceNumber: '999' }))).body.error.fields,
    ).toEqual({
      deviceNumber: 'Игрового автомата № 999 в этом зале нет',
    });
    for (const iin of ['12345', `${freshIin()}\u0000`, 'x'.repeat(1_000_000)]) {
      const bad = await pay(desk, payout(desk, '100', { clientIin: iin }));
      expect([400, 413]).toContain(bad.status);
    }
    expect((await desk.journal()).total).toBe(0);
  });

  it('pays by the IIN presented, and the journal, its export and the X-report name both', async () => {
    const { desk } = await deskWithCash();
    const { status, body } = await pay(
      desk,
      payout(desk, '499999.99', { clientIin: desk.winner.iin }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      type: 'payout',
      amount: '499999.99',
      client: { id: desk.winner.id, shortName: 'Пётр П.' },
      terminal: '022',
    });
    const journal = await desk.journal('type=payout');
    expect(journal.items[0]).toMatchObject({ client: { shortName: 'Пётр П.' }, terminal: '022' });
    const report = await desk.current();
    expect(report!.winnings).toEqual([
      expect.objectContaining({ operationId: body.id, amount: '499999.99', terminal: '022' }),
    ]);
    const csv = await download(
      desk,
      `${desk.base}/cash-operations/export?format=csv`,
      desk.cashier,
    );
    expect(csv).toMatch(/;Пётр П\.;022;/);
  });

  it('refuses someone under 21 and a restricted person, and records the register look-up', async () => {
    const { desk } = await deskWithCash();
    const young = await addClient(desk.hallId, 'Юный Гость Тестович', {
      iin: freshIin('2006-01-01'),
    });
    const underAge = await pay(desk, payout(desk, '100', { clientId: young.id }));
    expect(underAge.status).toBe(403);
    expect(underAge.body.error).toEqual({ code: 'under_age', message: 'Выплата с 21 года' });
    const restricted = await addClient(desk.hallId, 'Ограниченный Гость Тестович');
    const { db } = await testDatabase();
    await queryRows(
      db,
      sql`insert into restrictions (person, iin, source, starts_on, ends_on, created_at)
          values (${`iin:${restricted.iin}`}, ${restricted.iin}, 'debtors', '2026-01-01', '2027-12-31', now())`,
    );
    const refused = await pay(desk, payout(desk, '100', { clientIin: restricted.iin }));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'payout_refused', message: 'Выплата невозможна' });
    const [lookups] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from register_lookups
          where hall_id = ${desk.hallId} and purpose = 'payout' and restricted`,
    );
    expect(lookups.n).toBe(1);
    expect((await desk.journal()).total).toBe(0);
  });
});

describe('a payout at or above the approval threshold', () => {
  it('pays 499 999.99 at once and holds 500 000 for approval, with nothing leaving the desk', async () => {
    const { desk } = await deskWithCash();
    const key = randomUUID();
    const held = await pay(desk, payout(desk, '500000'), key);
    expect(held.status).toBe(202);
    expect(held.body.approval).toEqual({ id: expect.any(Number), status: 'pending' });
    expect(held.body.winning).toMatchObject({
      amount: '500000.00',
      deadline: '2026-11-30',
      terminal: '022',
    });
    expect((await desk.current())!.balance).toBe('3000000.00');
    // Sent again while it waits: the same approval, still nothing paid.
    const again = await pay(desk, payout(desk, '500000'), key);
    expect(again.status).toBe(202);
    expect(again.body.approval.id).toBe(held.body.approval.id);
    // The same key with another amount is another request.
    expect((await pay(desk, payout(desk, '600000'), key)).status).toBe(422);
    const owed = await desk.read('/owed-winnings');
    expect(owed.items.map((w: Json) => [w.id, w.status])).toEqual([
      [held.body.approval.id, 'pending'],
    ]);
  });

  it('is decided by the hall manager only, never by whoever asked, and once', async () => {
    const { desk } = await deskWithCash();
    const held = await pay(desk, payout(desk, '750000'));
    const id = held.body.approval.id;
    expect((await decideAs(desk, desk.cashier, id, 'approve')).status).toBe(403);
    const stranger = (await signIn(desk.app, await createUser('manager', [await createHall()])))
      .auth;
    expect((await decideAs(desk, stranger, id, 'approve')).status).toBe(403);
    // A manager who asks for a payout cannot approve it either.
    const own = await pay(desk, payout(desk, '600000'), randomUUID(), desk.manager);
    const ownDecision = await decideAs(desk, desk.manager, own.body.approval.id, 'approve');
    expect(ownDecision.status).toBe(403);
    expect(ownDecision.body.error.code).toBe('own_payout');
    const approved = await decideAs(desk, desk.manager, id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: 'Тестовый Пользователь' });
    const twice = await decideAs(desk, desk.manager, id, 'refuse');
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_decided');
    const list = await desk.read('/payout-approvals?status=all', desk.manager);
    expect(list.items.map((w: Json) => w.status).sort()).toEqual(['approved', 'pending']);
  });

  it('lets one of an approval and a refusal racing win, once', async () => {
    const { desk, clock } = await deskWithCash();
    const { body } = await pay(desk, payout(desk, '800000'));
    const other = await secondInstance();
    try {
      const apps = [
        desk.app,
        createApp({ db: other.db, instance: other.instance, trustProxy: 1, now: clock.now }),
      ];
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          callApi(
            apps[i % 2],
            'POST',
            `${desk.base}/payout-approvals/${body.approval.id}/${i % 2 ? 'refuse' : 'approve'}`,
            desk.manager,
            i % 2 ? { reason: '' } : undefined,
          ),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    } finally {
      await other.close();
    }
  });

  it('makes one request of 20 parallel ones with a key, and pays it once after approval', async () => {
    const { desk } = await deskWithCash();
    const key = randomUUID();
    const held = await Promise.all(
      Array.from({ length: 20 }, () => pay(desk, payout(desk, '750000'), key)),
    );
    expect(held.map((r) => r.status)).toEqual(Array(20).fill(202));
    expect(new Set(held.map((r) => r.body.approval.id)).size).toBe(1);
    await decideAs(desk, desk.manager, held[0].body.approval.id, 'approve');
    const paid = await Promise.all(
      Array.from({ length: 20 }, () => pay(desk, payout(desk, '750000'), key)),
    );
    expect(paid.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(paid.map((r) => r.body.id)).size).toBe(1);
    expect((await desk.journal('type=payout')).total).toBe(1);
    expect((await desk.current())!.balance).toBe('2250000.00');
    expect((await desk.read('/owed-winnings')).items).toEqual([]);
  });

  it('answers a refused payout 409 and never pays it', async () => {
    const { desk } = await deskWithCash();
    const key = randomUUID();
    const held = await pay(desk, payout(desk, '900000'), key);
    const refused = await decideAs(desk, desk.manager, held.body.approval.id, 'refuse');
    expect(refused.body).toMatchObject({
      status: 'refused',
      decisionNote: 'Сбой автомата, акт № 7',
    });
    const resend = await pay(desk, payout(desk, '900000'), key);
    expect(resend.status).toBe(409);
    expect(resend.body.error.code).toBe('payout_refused');
    const fromList = await desk.write(`/owed-winnings/${held.body.approval.id}/pay`, undefined);
    expect(fromList.status).toBe(409);
    expect((await desk.journal()).total).toBe(0);
  });
});

describe('owed winnings and the three-day rule', () => {
  it('lists a win the desk could not pay with its deadline and pays it from the list once', async () => {
    const { desk } = await deskWithCash('100');
    const short = await pay(desk, payout(desk, '5000'));
    expect(short.body.error.code).toBe('insufficient_cash');
    const owed = await pay(desk, payout(desk, '5000', { owed: true }));
    expect(owed.status).toBe(202);
    expect(owed.body.approval.status).toBe('approved');
    expect((await desk.read('/owed-winnings')).items[0]).toMatchObject({
      id: owed.body.approval.id,
      deadline: '2026-11-30',
      overdue: false,
      needsApproval: false,
    });
    expect(
      (await desk.write(`/owed-winnings/${owed.body.approval.id}/pay`, undefined)).status,
    ).toBe(409);
    await desk.operate('cash_in', '10000');
    const [first, second] = await Promise.all([
      desk.write(`/owed-winnings/${owed.body.approval.id}/pay`, undefined),
      desk.write(`/owed-winnings/${owed.body.approval.id}/pay`, undefined),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect((await desk.journal('type=payout')).total).toBe(1);
    expect((await desk.read('/owed-winnings')).items).toEqual([]);
  });

  it('sets the deadline on the hall clock across midnight and opens «Просрочена выплата» after it', async () => {
    // 23:30 on 27 November in New York is 28 November in UTC and in Almaty.
    const late = new Date('2026-11-28T04:30:00Z');
    const clock = testClock(late);
    const ny = await ownDesk({ now: clock.now }, 'America/New_York');
    await ny.open('10');
    const owed = await pay(ny, payout(ny, '5000', { owed: true }));
    expect(owed.body.winning.deadline).toBe('2026-11-30');
    const almaty = await ownDesk({ now: clock.now });
    await almaty.open('10');
    expect((await pay(almaty, payout(almaty, '5000', { owed: true }))).body.winning.deadline).toBe(
      '2026-12-01',
    );
    const { db } = await testDatabase();
    const mine = async (at: Date) =>
      (await overduePayouts(db, at, DEFAULT_THRESHOLDS)).filter((f) => f.hallId === ny.hallId);
    // 23:59 on the 30th in New York: still in time.
    expect(await mine(new Date('2026-12-01T04:59:00Z'))).toEqual([]);
    const [found] = await mine(new Date('2026-12-01T05:01:00Z'));
    expect(found).toMatchObject({
      key: `payout:${owed.body.approval.id}`,
      kind: 'payout',
      severity: 'high',
      happenedAt: new Date('2026-12-01T05:00:00Z'),
    });
    expect(found.description).toMatch(/5 000,00 ₸ \(автомат № 022\) не выплачен до 30\.11\.2026/);
  });
});

describe('the monitoring register', () => {
  it('enters a payout of 1 000 000 and more, for head office only, as an FM-1 needs it', async () => {
    const { desk } = await deskWithCash();
    const key = randomUUID();
    const smallKey = randomUUID();
    const small = await pay(desk, payout(desk, '999999.99'), smallKey);
    await decideAs(desk, desk.manager, small.body.approval.id, 'approve');
    expect((await pay(desk, payout(desk, '999999.99'), smallKey)).status).toBe(201);
    const held = await pay(desk, payout(desk, '1000000'), key);
    await decideAs(desk, desk.manager, held.body.approval.id, 'approve');
    const paid = await pay(desk, payout(desk, '1000000'), key);
    expect(paid.status).toBe(201);
    const admin = (await signIn(desk.app, 'admin')).auth;
    expect((await callApi(desk.app, 'GET', '/api/monitoring/payouts', desk.manager)).status).toBe(
      403,
    );
    const page = await callApi(
      desk.app,
      'GET',
      `/api/monitoring/payouts?hallId=${desk.hallId}`,
      admin,
    );
    expect(page.status).toBe(200);
    expect(page.body.items).toEqual([
      expect.objectContaining({
        operationId: paid.body.id,
        amount: '1000000.00',
        iin: desk.winner.iin,
        fullName: 'Петров Пётр Петрович',
        citizenship: 'KAZ',
        correctsId: null,
      }),
    ]);
    const csv = await download(
      desk,
      `/api/monitoring/payouts/export?format=csv&hallId=${desk.hallId}`,
      admin,
    );
    expect(csv).toContain(
      `;1000000,00;${desk.winner.iin};;Петров Пётр Петрович;KAZ;${paid.body.id};`,
    );

    // Every read of the register's people is in the audit log: who, when, with what filter.
    const reads = await queryRows<{ action: string; details: Json }>(
      (await testDatabase()).db,
      sql`select action, details from audit_log
          where action like 'monitoring.%' and details->>'hallId' = ${String(desk.hallId)}
          order by id`,
    );
    expect(reads.map((r) => r.action)).toEqual(['monitoring.read', 'monitoring.export']);
    expect(reads[1].details).toMatchObject({ format: 'csv' });
    const entry = page.body.items[0];
    const correction = await callApi(
      desk.app,
      'POST',
      `/api/monitoring/payouts/${entry.id}/corrections`,
      admin,
      {
        fullName: 'Петров Пётр Павлович',
        reason: 'Отчество по удостоверению',
      },
    );
    expect(correction.status).toBe(201);
    expect(correction.body).toMatchObject({
      correctsId: entry.id,
      fullName: 'Петров Пётр Павлович',
    });
    const noReason = await callApi(
      desk.app,
      'POST',
      `/api/monitoring/payouts/${entry.id}/corrections`,
      admin,
      {
        fullName: 'X Y Z',
      },
    );
    expect(noReason.status).toBe(400);
    const { db } = await testDatabase();
    await expect(
      queryRows(db, sql`update monitoring_entries set amount = 1 where id = ${entry.id}`),
    ).rejects.toThrow();
    await expect(
      queryRows(db, sql`delete from monitoring_entries where id = ${entry.id}`),
    ).rejects.toThrow();
    const after = await callApi(
      desk.app,
      'GET',
      `/api/monitoring/payouts?hallId=${desk.hallId}`,
      admin,
    );
    expect(after.body.items.map((e: Json) => e.fullName)).toEqual([
      'Петров Пётр Павлович',
      'Петров Пётр Петрович',
    ]);
  });
});
