import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { closeTestDatabase, testDatabase, type Json } from '../test/test-app';
import { ownDesk } from '../test/cash-desk';

afterAll(closeTestDatabase);

type Desk = Awaited<ReturnType<typeof ownDesk>>;
const credit = (desk: Desk, body: object, key?: string) =>
  desk.write('/cash-operations', { type: 'machine_credit', amount: '5000', ...body }, key);

/** Sets a column of the desk's terminal «022», as a manager's edit would. */
async function setTerminal(desk: Desk, change: 'no credits' | 'maintenance') {
  const { db } = await testDatabase();
  await db.execute(
    change === 'no credits'
      ? sql`update devices set desk_credits = false where id = ${desk.terminalId}`
      : sql`update devices set status = 'maintenance' where id = ${desk.terminalId}`,
  );
}

describe('«Зачисление на автомат»', () => {
  it('takes the guest’s cash into the desk and names the machine, by its id or its plate', async () => {
    const desk = await ownDesk();
    await desk.open('1000');
    const byId = await desk.operate('machine_credit', '5000');
    expect(byId.status).toBe(201);
    expect(byId.body).toMatchObject({
      type: 'machine_credit',
      amount: '5000.00',
      balanceAfter: '6000.00',
      terminal: '022',
      client: null,
      payoutKind: null,
    });
    const byPlate = await credit(desk, { deviceNumber: '022', amount: '2000' });
    expect(byPlate.body).toMatchObject({ balanceAfter: '8000.00', terminal: '022' });
    const journal = await desk.journal('type=machine_credit');
    expect(journal.items.map((op: Json) => op.terminal)).toEqual(['022', '022']);
    expect(journal.totals).toContainEqual({ type: 'machine_credit', count: 2, amount: '7000.00' });
  });

  it.each([
    ['names no machine', {}, 400, 'deviceNumber', 'Укажите номер автомата, на который зачислить'],
    [
      'names a machine the hall has not',
      { deviceNumber: '999' },
      400,
      'deviceNumber',
      'Игрового автомата № 999 в этом зале нет',
    ],
    [
      'names a guest',
      { deviceNumber: '022', clientId: 1 },
      400,
      'clientId',
      'Только для выплаты выигрыша',
    ],
    [
      'says a payout’s kind',
      { deviceNumber: '022', payoutKind: 'jackpot' },
      400,
      'payoutKind',
      'Только для выплаты выигрыша',
    ],
    ['names a plate with a NUL', { deviceNumber: '02\u00002' }, 400, 'deviceNumber', undefined],
  ])(
    'refuses a credit that %s under its field, writing nothing',
    async (_, body, status, field, message) => {
      const desk = await ownDesk();
      await desk.open('1000');
      const answer = await credit(desk, body);
      expect(answer.status).toBe(status);
      expect(Object.keys(answer.body.error.fields)).toContain(field);
      if (message) expect(answer.body.error.fields[field]).toBe(message);
      expect((await desk.journal()).total).toBe(0);
    },
  );

  it('refuses another hall’s machine, one that takes no desk credits and one out of service', async () => {
    const desk = await ownDesk();
    const other = await ownDesk();
    await desk.open('1000');
    const foreign = await credit(desk, { deviceId: other.terminalId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.deviceId).toBe('Игрового автомата в этом зале нет');

    await setTerminal(desk, 'no credits');
    const off = await desk.operate('machine_credit', '5000');
    expect(off.status).toBe(409);
    expect(off.body.error).toMatchObject({
      code: 'no_desk_credits',
      fields: { deviceId: 'Автомат № 022 не принимает зачисление с кассы' },
    });
    const served = await ownDesk();
    await served.open('1000');
    await setTerminal(served, 'maintenance');
    const out = await served.operate('machine_credit', '5000');
    expect(out.body.error.code).toBe('machine_out_of_service');
    expect((await desk.journal()).total + (await served.journal()).total).toBe(0);
  });

  it('records one credit of 20 parallel requests with one key, all answered alike', async () => {
    const desk = await ownDesk();
    await desk.open('1000');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => desk.operate('machine_credit', '5000', key)),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await desk.current())?.balance).toBe('6000.00');
  });
});

describe('a payout’s kind', () => {
  it('is kept with the payout and shown in the journal; a win owed keeps it until it is paid', async () => {
    const desk = await ownDesk();
    await desk.open('100000');
    const payout = (amount: string, extra: object) =>
      desk.write('/cash-operations', {
        type: 'payout',
        amount,
        clientId: desk.winner.id,
        deviceNumber: '022',
        ...extra,
      });
    const jackpot = await payout('3000', { payoutKind: 'jackpot' });
    expect(jackpot.body).toMatchObject({ payoutKind: 'jackpot', terminal: '022' });
    const untold = await payout('1000', {});
    expect(untold.body.payoutKind).toBeNull();
    const owed = await payout('2000', { payoutKind: 'cancelled', owed: true });
    expect(owed.status).toBe(202);
    const paid = await desk.write(`/owed-winnings/${owed.body.approval.id}/pay`, undefined);
    expect(paid.body.payoutKind).toBe('cancelled');
    const journal = await desk.journal('type=payout');
    expect(journal.items.map((op: Json) => op.payoutKind)).toEqual(['cancelled', null, 'jackpot']);
  });

  it('refuses an unknown kind, and a kind on an operation that is not a payout', async () => {
    const desk = await ownDesk();
    await desk.open('1000');
    const unknown = await desk.write('/cash-operations', {
      type: 'payout',
      amount: '10',
      clientId: desk.winner.id,
      deviceNumber: '022',
      payoutKind: 'bonus',
    });
    expect(unknown.body.error.fields.payoutKind).toBe(
      'Выберите, что выплачивается: джекпот или снятие кредитов',
    );
    const misplaced = await desk.write('/cash-operations', {
      type: 'cash_in',
      amount: '10',
      payoutKind: 'jackpot',
    });
    expect(misplaced.body.error.fields.payoutKind).toBe('Только для выплаты выигрыша');
    const { db } = await testDatabase();
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cash_operations where hall_id = ${desk.hallId}`,
    );
    expect(row.n).toBe(0);
  });
});
