import { randomUUID } from 'node:crypto';
import { createApp } from '../app';
import { ownDesk } from '../test/cash-desk';
import { callApi, closeTestDatabase, secondInstance } from '../test/test-app';

afterAll(closeTestDatabase);

describe('one key across API instances', () => {
  it('makes one record of 20 parallel requests split over two instances', async () => {
    const desk = await ownDesk();
    await desk.open('100');
    const other = await secondInstance();
    try {
      const apps = [desk.app, createApp({ db: other.db, instance: other.instance, trustProxy: 1 })];
      const key = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          callApi(
            apps[i % 2],
            'POST',
            `${desk.base}/cash-operations`,
            { ...desk.cashier, 'idempotency-key': key },
            { type: 'payout', amount: '100', clientId: desk.winner.id, deviceId: desk.terminalId },
          ),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      expect(results.filter((r) => r.response.headers.get('idempotent-replayed'))).toHaveLength(19);
      expect((await desk.journal()).total).toBe(1);
      expect((await desk.current())?.balance).toBe('0.00');
    } finally {
      await other.close();
    }
  });

  it('makes one order of parallel submits split over two instances', async () => {
    const desk = await ownDesk();
    await desk.open('0');
    const other = await secondInstance();
    try {
      const apps = [desk.app, createApp({ db: other.db, instance: other.instance, trustProxy: 1 })];
      const order = { items: [{ productId: desk.productIds[1], quantity: 3 }], total: '1200' };
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          callApi(
            apps[i % 2],
            'POST',
            `${desk.base}/orders`,
            { ...desk.cashier, 'idempotency-key': 'two-instances-order' },
            order,
          ),
        ),
      );
      expect(results.every((r) => r.status === 201)).toBe(true);
      expect((await desk.read('/orders')).total).toBe(1);
      expect((await desk.current())?.balance).toBe('1200.00');
    } finally {
      await other.close();
    }
  });
});
