import { randomUUID } from 'node:crypto';
import { ownDesk, type Desk } from '../test/cash-desk';
import { closeTestDatabase, deskOf, signIn, type Json } from '../test/test-app';

afterAll(closeTestDatabase);

const reverse = (desk: Desk, path: string, auth: object, reason = 'Ошибка кассира') =>
  desk.write(`${path}/reverse`, { reason }, randomUUID(), auth);

describe('a reversal', () => {
  it('takes back a mistaken cash-in with a linked operation, once however many ask at once', async () => {
    const desk = await ownDesk();
    await desk.open('100');
    // More than the desk keeps once it is taken back: a second reversal is told it was done, not
    // that the desk lacks the cash.
    const wrong = (await desk.operate('cash_in', '500')).body;
    expect((await reverse(desk, `/cash-operations/${wrong.id}`, desk.cashier)).status).toBe(403);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => reverse(desk, `/cash-operations/${wrong.id}`, desk.manager)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.status === 409)
        .every((a) => a.body.error.code === 'already_reversed'),
    ).toBe(true);
    const done = answers.find((a) => a.status === 201)!.body;
    expect(done).toMatchObject({ type: 'reversal_out', amount: '500.00', balanceAfter: '100.00' });
    expect(done.note).toBe(`Сторно операции № ${wrong.id}: Ошибка кассира`);
    const journal = await desk.journal();
    expect(journal.items.map((o: Json) => o.type)).toEqual(['reversal_out', 'cash_in']);
    expect((await reverse(desk, `/cash-operations/${wrong.id}`, desk.manager, '')).status).toBe(
      400,
    );
  });

  it('puts a withdrawal back, and refuses a sale, a payout or another hall’s operation', async () => {
    const desk = await ownDesk();
    await desk.open('100');
    const out = (await desk.operate('cash_out', '30')).body;
    const back = await reverse(desk, `/cash-operations/${out.id}`, desk.manager);
    expect(back.body).toMatchObject({ type: 'reversal_in', balanceAfter: '100.00' });
    const payout = (await desk.operate('payout', '10')).body;
    expect(
      (await reverse(desk, `/cash-operations/${payout.id}`, desk.manager)).body.error.code,
    ).toBe('not_reversible');
    const other = await ownDesk();
    await other.open('10');
    const theirs = (await other.operate('cash_in', '5')).body;
    expect((await reverse(desk, `/cash-operations/${theirs.id}`, desk.manager)).status).toBe(404);
  });

  it('takes an accepted movement back from its receiver to its sender', async () => {
    const desk = await ownDesk();
    const admin = (await signIn(desk.app, 'admin')).auth;
    const delivery = (
      await desk.write(
        '/cash-transfers',
        { kind: 'delivery', amount: '1000' },
        randomUUID(),
        desk.manager,
      )
    ).body;
    await desk.write(`/cash-transfers/${delivery.id}/accept`, {}, randomUUID(), admin);
    const window = await deskOf(desk.hallId);
    await desk.open('0');
    const fill = (
      await desk.write(
        '/cash-transfers',
        { kind: 'fill', toDeskId: window, amount: '400' },
        randomUUID(),
        desk.manager,
      )
    ).body;
    expect((await reverse(desk, `/cash-transfers/${fill.id}`, desk.manager)).body.error.code).toBe(
      'not_reversible',
    );
    await desk.write(`/cash-transfers/${fill.id}/accept`, {}, randomUUID(), desk.cashier);
    const back = await reverse(desk, `/cash-transfers/${fill.id}`, desk.manager);
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({
      kind: 'return',
      status: 'accepted',
      amount: '400.00',
      toDesk: { name: 'Сейф' },
    });
    expect((await reverse(desk, `/cash-transfers/${fill.id}`, desk.manager)).body.error.code).toBe(
      'already_reversed',
    );
    const desks = (await desk.read('/cash-desks', desk.manager)).items as Json[];
    expect(desks.map((d) => d.balance)).toEqual(['1000.00', '0.00']);
  });
});
