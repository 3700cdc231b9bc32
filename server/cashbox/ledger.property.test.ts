import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { MANUAL_OPERATION_TYPES, OPERATION_SIGN } from '@/lib/shared/cashbox';
import { fromMinorUnits } from '@/lib/shared/money';
import { queryRows } from '../db/database';
import { closeTestDatabase, testDatabase, type Json } from '../test/test-app';
import { ownDesk, TEST_MENU, type Desk } from '../test/cash-desk';

afterAll(closeTestDatabase);

/** An amount in tiyn as a person may write it: «12», «12.5» or «12.50». */
const written = (units: bigint, style: number) => {
  const text = fromMinorUnits(units);
  if (style === 0 && units % 100n === 0n) return text.slice(0, -3);
  if (style === 1 && units % 10n === 0n) return text.slice(0, -1);
  return text;
};

const tiyn = fc.oneof(
  fc.bigInt({ min: 1n, max: 200_000n }),
  fc.bigInt({ min: 1n, max: 10_000_000_000n }),
);

const action = fc.oneof(
  fc.record({
    kind: fc.constant('operation' as const),
    type: fc.constantFrom(...MANUAL_OPERATION_TYPES),
    units: tiyn,
    style: fc.nat(2),
  }),
  fc.record({
    kind: fc.constant('order' as const),
    lines: fc.uniqueArray(
      fc.record({
        product: fc.nat(TEST_MENU.length - 1),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      { minLength: 1, maxLength: TEST_MENU.length, selector: (line) => line.product },
    ),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);

type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

/** Runs one action through the API and on the model; checks the answer against the model. */
async function step(
  desk: Desk,
  model: { balance: bigint; paid: { id: number; total: bigint }[] },
  a: Action,
) {
  if (a.kind === 'operation') {
    const next = model.balance + OPERATION_SIGN[a.type] * a.units;
    const { status, body } = await desk.operate(a.type, written(a.units, a.style));
    if (next < 0n) {
      expect(status).toBe(409);
      expect(body.error.code).toBe('insufficient_cash');
      return;
    }
    expect(status).toBe(201);
    expect(body.amount).toBe(fromMinorUnits(a.units));
    expect(body.balanceAfter).toBe(fromMinorUnits(next));
    model.balance = next;
  } else if (a.kind === 'order') {
    const total = a.lines.reduce(
      (sum, l) => sum + TEST_MENU[l.product].price * BigInt(l.quantity),
      0n,
    );
    const items = a.lines.map((l) => ({
      productId: desk.productIds[l.product],
      quantity: l.quantity,
    }));
    const { status, body } = await desk.write('/orders', { items, total: fromMinorUnits(total) });
    expect(status).toBe(201);
    expect(body.total).toBe(fromMinorUnits(total));
    model.balance += total;
    model.paid.push({ id: body.id, total });
  } else if (model.paid.length > 0) {
    const [order] = model.paid.splice(a.pick % model.paid.length, 1);
    const { status, body } = await desk.write(`/orders/${order.id}/cancel`, undefined);
    if (model.balance < order.total) {
      expect(status).toBe(409);
      model.paid.push(order);
      return;
    }
    expect(status).toBe(200);
    expect(body.status).toBe('cancelled');
    model.balance -= order.total;
  }
}

/** The shift's balance three ways in SQL: the running balance, the sum, the last balance-after. */
async function ledgerOf(shiftId: number) {
  const { db } = await testDatabase();
  const [row] = await queryRows<Json>(
    db,
    sql`select (select balance from cash_desks where id = s.desk_id)::text as balance,
          (s.opening_cash + coalesce(sum(case when o.type in ('cash_in', 'sale', 'machine_credit') then o.amount else -o.amount end), 0))::text as summed,
          coalesce(min(o.balance_after), s.opening_cash)::text as lowest,
          count(*) filter (where o.balance_after <> s.opening_cash + running.total)::int as broken_steps
        from shifts s
        left join cash_operations o on o.shift_id = s.id
        left join lateral (
          select sum(case when p.type in ('cash_in', 'sale', 'machine_credit') then p.amount else -p.amount end) as total
          from cash_operations p where p.shift_id = s.id and p.id <= o.id
        ) as running on true
        where s.id = ${shiftId}
        group by s.id`,
  );
  return row;
}

describe('the ledger against an independent model', () => {
  let desk: Desk;
  beforeAll(async () => {
    // Payouts of any size leave the desk at once here: the approval of large ones is
    // routes/winnings.test.ts's.
    desk = await ownDesk({ payoutApprovalTenge: 100_000_000 });
  });

  it('agrees on the balance after any sequence of operations, orders and cancels, and never goes below zero', async () => {
    await fc.assert(
      fc.asyncProperty(tiyn, fc.array(action, { maxLength: 25 }), async (opening, actions) => {
        const opened = await desk.open(fromMinorUnits(opening));
        expect(opened.status).toBe(201);
        const shift = opened.body;
        const model = { balance: opening, paid: [] as { id: number; total: bigint }[] };
        try {
          for (const a of actions) await step(desk, model, a);
          const ledger = await ledgerOf(shift.id);
          const expected = model.balance.toString();
          expect(ledger).toMatchObject({ balance: expected, summed: expected, broken_steps: 0 });
          expect(BigInt(ledger.lowest)).toBeGreaterThanOrEqual(0n);
        } finally {
          // Closed either way, so that fast-check's smaller retries start from a closed desk.
          const close = await desk.close(shift.id, fromMinorUnits(model.balance));
          expect(close.body).toMatchObject({
            expectedCash: fromMinorUnits(model.balance),
            discrepancy: '0.00',
          });
        }
      }),
      { numRuns: 30 },
    );
  });
});
