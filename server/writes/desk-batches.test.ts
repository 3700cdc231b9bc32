import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import { ownDesk } from '../test/cash-desk';
import { createApp } from '../app';
import { callApi, closeTestDatabase, secondInstance, testDatabase } from '../test/test-app';
import { inDeskBatch, type DeskBatches } from './desk-batches';

afterAll(closeTestDatabase);

/** This file's instance's batches. */
const batches: DeskBatches = new Map();

/** The id of the transaction a statement runs in. */
const transactionOf = async (tx: Db) =>
  (await queryRows<{ id: string }>(tx, sql`select txid_current()::text as id`))[0].id;

describe('writes of one desk at once', () => {
  it('are written in one transaction, all but the first, which runs alone', async () => {
    const { db } = await testDatabase();
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => inDeskBatch(batches, db, 9_001, transactionOf)),
    );
    expect(new Set(ids.slice(1)).size).toBe(1);
    expect(ids[0]).not.toBe(ids[1]);
    // Another desk's writes are not held for these.
    const [own, other] = await Promise.all([
      inDeskBatch(batches, db, 9_001, transactionOf),
      inDeskBatch(batches, db, 9_002, transactionOf),
    ]);
    expect(own).not.toBe(other);
  });

  it('keep a refusal to its write, the others committed together', async () => {
    const { db } = await testDatabase();
    const refused = new ApiError(409, 'insufficient_cash', 'Недостаточно наличных');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        inDeskBatch(batches, db, 9_003, async (tx) => {
          const id = await transactionOf(tx);
          if (i === 3) throw refused;
          return id;
        }),
      ),
    );
    expect(results[3]).toEqual({ status: 'rejected', reason: refused });
    const together = results.slice(1).filter((r) => r.status === 'fulfilled');
    expect(together).toHaveLength(4);
    expect(new Set(together.map((r) => r.value)).size).toBe(1);
  });

  it('run again alone when one of them fails in the database, so only that one fails', async () => {
    const { db } = await testDatabase();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        inDeskBatch(batches, db, 9_004, async (tx) => {
          if (i === 3) await tx.execute(sql`select 1 / 0`);
          return transactionOf(tx);
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const alone = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    expect(new Set(alone).size).toBe(alone.length);
  });
});

describe('cash operations posted at once', () => {
  it('keep a running balance that never goes below zero, refusals writing nothing', async () => {
    const desk = await ownDesk();
    await desk.open('0');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? desk.operate('cash_in', '10.00') : desk.operate('payout', '7.00'),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    const journal = await desk.journal();
    expect(journal.total).toBe(created.length);
    // In the order they took the shift's lock (their ids): each balance is the one before it
    // moved by the operation. A payout is written in a transaction of its own, so one that
    // waited for the lock may carry an earlier moment than the cash-in before it.
    let balance = 0;
    for (const op of [...journal.items].sort((a, b) => a.id - b.id)) {
      balance += (op.type === 'cash_in' ? 1 : -1) * Math.round(Number(op.amount) * 100);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(Math.round(Number(op.balanceAfter) * 100)).toBe(balance);
    }
    expect(Math.round(Number((await desk.current())!.balance) * 100)).toBe(balance);
  });

  it('count a retry that another instance writes among others once, and refuse a reused key', async () => {
    const desk = await ownDesk();
    await desk.open('0');
    const first = await desk.operate('cash_in', '100.00', 'retried-key-0001');
    expect(first.status).toBe(201);
    const other = await secondInstance();
    const app2 = createApp({ db: other.db, instance: other.instance, trustProxy: 1 });
    const post = (body: object, key: string) =>
      callApi(
        app2,
        'POST',
        `${desk.base}/cash-operations`,
        { ...desk.cashier, 'idempotency-key': key },
        body,
      );
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        post({ type: 'cash_in', amount: '1.00' }, `fresh-key-${i}-0001`),
      ),
      post({ type: 'cash_in', amount: '100.00' }, 'retried-key-0001'),
      post({ type: 'cash_in', amount: '5.00' }, 'retried-key-0001'),
    ]);
    await other.close();
    expect(answers.slice(0, 8).map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(answers[8].status).toBe(201);
    expect(answers[8].body.id).toBe(first.body.id);
    expect(answers[9].status).toBe(422);
    expect((await desk.journal()).total).toBe(9);
    expect((await desk.current())!.balance).toBe('108.00');
  });
});
