import { toMinorUnits } from '@/lib/shared/money';
import { callApi, closeTestDatabase, signIn, testApp, type Json } from '../test/test-app';
import { ownDesk, totalOf, type Desk } from '../test/cash-desk';

afterAll(closeTestDatabase);

/** Two cappuccinos (1 200,00) and a hot dog (1 300,50): 3 700,50 ₸. */
const basket = (desk: Desk) => ({
  items: [
    { productId: desk.productIds[0], quantity: 2 },
    { productId: desk.productIds[2], quantity: 1 },
  ],
  total: '3700.50',
});

describe('the bar menu', () => {
  it('lists the hall products with prices as decimal strings', async () => {
    const desk = await ownDesk();
    const menu = await desk.read('/products');
    const product = { active: true, vatRate: null, version: 1 };
    expect(menu.items).toEqual([
      {
        id: desk.productIds[0],
        name: 'Капучино',
        category: 'Горячие напитки',
        price: '1200.00',
        position: 0,
        ...product,
      },
      {
        id: desk.productIds[2],
        name: 'Хот-дог',
        category: 'Еда',
        price: '1300.50',
        position: 2,
        ...product,
      },
      {
        id: desk.productIds[1],
        name: 'Вода 0,5 л',
        category: 'Напитки',
        price: '400.00',
        position: 1,
        ...product,
      },
    ]);
  });

  it('gives every demo hall a menu of sixteen products', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const { body } = await callApi(app, 'GET', '/api/halls/3/products', auth);
    expect(body.items).toHaveLength(16);
    expect(body.items.find((p: Json) => p.name === 'Американо').price).toBe('1000.00');
  });
});

describe('«Оформить»', () => {
  it('makes a paid order and its sale in one go', async () => {
    const desk = await ownDesk();
    await desk.open('100');
    const { status, body } = await desk.write('/orders', basket(desk));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'paid',
      total: '3700.50',
      itemCount: 3,
      createdBy: 'Тестовый Пользователь',
      cancelledAt: null,
    });
    expect(body.items).toEqual([
      {
        productId: desk.productIds[0],
        name: 'Капучино',
        price: '1200.00',
        quantity: 2,
        total: '2400.00',
      },
      {
        productId: desk.productIds[2],
        name: 'Хот-дог',
        price: '1300.50',
        quantity: 1,
        total: '1300.50',
      },
    ]);
    const [sale] = (await desk.journal()).items;
    expect(sale).toMatchObject({
      type: 'sale',
      amount: '3700.50',
      orderId: body.id,
      balanceAfter: '3800.50',
      note: `Заказ № ${body.id}`,
    });
  });

  it('refuses a total the menu does not give (a changed price) and writes nothing', async () => {
    const desk = await ownDesk();
    await desk.open('100');
    const { status, body } = await desk.write('/orders', { ...basket(desk), total: '3700.00' });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: 'price_changed',
      message: 'Цены изменились: заказ стоит 3 700,50 ₸',
      fields: { total: 'Сумма заказа теперь 3 700,50 ₸: проверьте корзину' },
    });
    expect((await desk.read('/orders')).total).toBe(0);
    expect((await desk.journal()).total).toBe(0);
  });

  it('refuses products of another hall, repeated lines and impossible quantities', async () => {
    const desk = await ownDesk();
    const other = await ownDesk();
    await desk.open('100');
    const cases: [object, string][] = [
      [
        { items: [{ productId: other.productIds[0], quantity: 1 }], total: '1200' },
        'items.0.productId',
      ],
      [
        {
          items: [
            { productId: desk.productIds[1], quantity: 1 },
            { productId: desk.productIds[1], quantity: 1 },
          ],
          total: '800',
        },
        'items.1.productId',
      ],
      [
        { items: [{ productId: desk.productIds[1], quantity: 0 }], total: '400' },
        'items.0.quantity',
      ],
      [
        { items: [{ productId: desk.productIds[1], quantity: 1.5 }], total: '600' },
        'items.0.quantity',
      ],
      [
        { items: [{ productId: desk.productIds[1], quantity: 100 }], total: '40000' },
        'items.0.quantity',
      ],
      [{ items: [], total: '1' }, 'items'],
      // Past what the id column holds: refused here, not a 500 from the database.
      [{ items: [{ productId: 2 ** 31, quantity: 1 }], total: '1' }, 'items.0.productId'],
    ];
    for (const [order, field] of cases) {
      const { status, body } = await desk.write('/orders', order);
      expect(status).toBe(400);
      expect(body.error.fields[field]).toMatch(/[А-Яа-я]/);
    }
    expect((await desk.read('/orders')).total).toBe(0);
  });

  it('needs an open shift', async () => {
    const desk = await ownDesk();
    const { status, body } = await desk.write('/orders', basket(desk));
    expect(status).toBe(409);
    expect(body.error.code).toBe('shift_not_open');
    expect((await desk.read('/orders')).total).toBe(0);
  });

  it('makes one order of 20 parallel submits with one key', async () => {
    const desk = await ownDesk();
    await desk.open('0');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => desk.write('/orders', basket(desk), 'basket-double-click')),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect((await desk.read('/orders')).total).toBe(1);
    expect((await desk.current())?.balance).toBe('3700.50');
  });
});

describe('cancelling an order', () => {
  it('refunds it from the cash and keeps the order, marked cancelled', async () => {
    const desk = await ownDesk();
    await desk.open('0');
    const order = (await desk.write('/orders', basket(desk))).body;
    const { status, body } = await desk.write(`/orders/${order.id}/cancel`, undefined);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: order.id,
      status: 'cancelled',
      cancelledBy: 'Тестовый Пользователь',
    });
    const shift = (await desk.current()) as Json;
    expect(shift.balance).toBe('0.00');
    expect(totalOf(shift, 'refund')).toEqual({ type: 'refund', count: 1, amount: '3700.50' });
    const again = await desk.write(`/orders/${order.id}/cancel`, undefined);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'order_cancelled',
      message: 'Заказ уже отменён',
    });
    const cancelled = await desk.read('/orders?status=cancelled');
    expect(cancelled.items.map((o: Json) => o.id)).toEqual([order.id]);
  });

  it('refuses the refund when the cash is short, and the order stays paid', async () => {
    const desk = await ownDesk();
    await desk.open('0');
    const order = (await desk.write('/orders', basket(desk))).body;
    await desk.operate('collection', '3700.50');
    const { status, body } = await desk.write(`/orders/${order.id}/cancel`, undefined);
    expect(status).toBe(409);
    expect(body.error.code).toBe('insufficient_cash');
    expect((await desk.read('/orders')).items[0].status).toBe('paid');
  });

  it('cancels once when the cancel arrives 20 times at once with one key', async () => {
    const desk = await ownDesk();
    await desk.open('0');
    const order = (await desk.write('/orders', basket(desk))).body;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        desk.write(`/orders/${order.id}/cancel`, undefined, 'cancel-once'),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(totalOf((await desk.current()) as Json, 'refund').count).toBe(1);
  });

  it('answers 404 for an order of another hall', async () => {
    const desk = await ownDesk();
    const other = await ownDesk();
    await other.open('0');
    await desk.open('10000');
    const order = (await other.write('/orders', basket(other))).body;
    expect((await desk.write(`/orders/${order.id}/cancel`, undefined)).status).toBe(404);
    expect((await other.read('/orders')).items[0].status).toBe('paid');
  });
});

describe('the orders list', () => {
  it('pages the demo orders newest first with their lines', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'cashier');
    const { body } = await callApi(app, 'GET', '/api/halls/1/orders?pageSize=10', auth);
    expect(body.items).toHaveLength(10);
    expect(body.total).toBeGreaterThan(500);
    const [newest, next] = body.items;
    expect(newest.createdAt >= next.createdAt).toBe(true);
    for (const order of body.items) {
      const sum = order.items.reduce((s: bigint, line: Json) => s + toMinorUnits(line.total), 0n);
      expect(sum).toBe(toMinorUnits(order.total));
    }
  });
});
