import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { ownDesk } from '../test/cash-desk';
import { roleMatrix } from '../test/role-matrix';
import { callApi, closeTestDatabase, testDatabase, type Json } from '../test/test-app';

afterAll(closeTestDatabase);

const latte = { name: 'Латте на кокосовом', category: 'Горячие напитки', price: '1500' };

describe('the bar’s menu', () => {
  it('takes a new product from the hall’s manager, last in its category, and sells it', async () => {
    const desk = await ownDesk();
    const created = await callApi(desk.app, 'POST', `${desk.base}/products`, desk.manager, latte);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: latte.name,
      category: latte.category,
      price: '1500.00',
      position: 1,
      active: true,
      vatRate: null,
      version: 1,
    });
    const menu = await desk.read('/products');
    expect(menu.items.map((p: Json) => p.name)).toContain(latte.name);
    await desk.open('0');
    const sold = await desk.write('/orders', {
      items: [{ productId: created.body.id, quantity: 2 }],
      total: '3000',
    });
    expect(sold.status).toBe(201);
  });

  it('keeps the VAT rate its price includes, for the register’s cheque', async () => {
    const desk = await ownDesk();
    const post = (vatRate: unknown, name: string) =>
      callApi(desk.app, 'POST', `${desk.base}/products`, desk.manager, { ...latte, name, vatRate });
    const taxed = await post(16, 'Латте 16');
    expect(taxed.status).toBe(201);
    expect(taxed.body.vatRate).toBe(16);
    expect((await post(null, 'Латте без НДС')).body.vatRate).toBeNull();
    for (const wrong of [12, '16', 16.5, -1]) {
      const refused = await post(wrong, `Латте ${String(wrong)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({
        vatRate: 'Ставка НДС: 16, 10, 5, 0 или null — без НДС',
      });
    }
    const changed = await callApi(
      desk.app,
      'PATCH',
      `${desk.base}/products/${taxed.body.id}`,
      desk.manager,
      { version: taxed.body.version, vatRate: 10 },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.vatRate).toBe(10);
  });

  it('is kept by the admin and the hall’s manager only', async () => {
    const desk = await ownDesk();
    const who = await roleMatrix(desk.app, desk.hallId);
    const post = async (headers: object, name: string) =>
      (await callApi(desk.app, 'POST', `${desk.base}/products`, headers, { ...latte, name }))
        .status;
    expect(await post(who.cashier, 'Кассир')).toBe(403);
    expect(await post(who.otherManager, 'Чужой')).toBe(403);
    expect(await post(who.nobody, 'Никто')).toBe(401);
    expect(await post(who.manager, 'Управляющий')).toBe(201);
    expect(await post(who.admin, 'Админ')).toBe(201);
    const [productId] = desk.productIds;
    const patch = async (headers: object) =>
      (
        await callApi(desk.app, 'PATCH', `${desk.base}/products/${productId}`, headers, {
          version: 1,
          price: '1',
        })
      ).status;
    expect(await patch(who.cashier)).toBe(403);
    expect(await patch(who.otherManager)).toBe(403);
    expect(await patch(who.nobody)).toBe(401);
    // The whole menu, off-sale products too, is the manager's view.
    const all = `${desk.base}/products?status=all`;
    expect((await callApi(desk.app, 'GET', all, desk.cashier)).status).toBe(403);
    expect((await callApi(desk.app, 'GET', all, desk.manager)).status).toBe(200);
  });

  it('refuses a price of 0, −1, three decimals, above 10⁸, or a number, under the field', async () => {
    const desk = await ownDesk();
    const post = (price: unknown) =>
      callApi(desk.app, 'POST', `${desk.base}/products`, desk.manager, { ...latte, price });
    for (const price of ['0', '-1', '10.005', '100000000.01', 1500, '']) {
      const answer = await post(price);
      expect([price, answer.status]).toEqual([price, 400]);
      expect(Object.keys(answer.body.error.fields)).toEqual(['price']);
    }
    expect((await post('100000000')).status).toBe(201);
  });

  it('keeps one product of a name on the menu: 10 «Добавить» at once add it once', async () => {
    const desk = await ownDesk();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callApi(desk.app, 'POST', `${desk.base}/products`, desk.manager, latte),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.find((a) => a.status === 409)?.body.error.fields).toEqual({
      name: 'Товар с таким названием уже есть в меню',
    });
  });
});

describe('a product’s change', () => {
  it('leaves the orders already sold exactly as they were', async () => {
    const desk = await ownDesk();
    await desk.open('0');
    const [cappuccino] = desk.productIds;
    const sold = await desk.write('/orders', {
      items: [{ productId: cappuccino, quantity: 3 }],
      total: '3600',
    });
    const changed = await callApi(
      desk.app,
      'PATCH',
      `${desk.base}/products/${cappuccino}`,
      desk.manager,
      { version: 1, price: '1350.50', name: 'Капучино большой' },
    );
    expect(changed.body).toMatchObject({ price: '1350.50', name: 'Капучино большой', version: 2 });
    const orders = await desk.read('/orders');
    const order = orders.items.find((o: Json) => o.id === sold.body.id);
    expect(order.total).toBe('3600.00');
    expect(order.items).toEqual([
      { productId: cappuccino, name: 'Капучино', price: '1200.00', quantity: 3, total: '3600.00' },
    ]);
    // A basket priced before the change is refused, not charged a price nobody showed.
    const old = await desk.write('/orders', {
      items: [{ productId: cappuccino, quantity: 1 }],
      total: '1200',
    });
    expect(old.status).toBe(409);
    expect(old.body.error.code).toBe('price_changed');
  });

  it('takes a product off the menu: it cannot be ordered (409), and stays in old orders', async () => {
    const desk = await ownDesk();
    await desk.open('0');
    const [, water] = desk.productIds;
    const sold = await desk.write('/orders', {
      items: [{ productId: water, quantity: 1 }],
      total: '400',
    });
    const off = await callApi(desk.app, 'PATCH', `${desk.base}/products/${water}`, desk.manager, {
      version: 1,
      active: false,
    });
    expect(off.body.active).toBe(false);
    expect((await desk.read('/products')).items.map((p: Json) => p.id)).not.toContain(water);
    const again = await desk.write('/orders', {
      items: [{ productId: water, quantity: 1 }],
      total: '400',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'product_withdrawn',
      fields: { 'items.0.productId': 'Товар снят с продажи' },
    });
    const orders = await desk.read('/orders');
    expect(orders.items.find((o: Json) => o.id === sold.body.id).items[0].name).toBe('Вода 0,5 л');
    const all = await desk.read('/products?status=all', desk.manager);
    expect(all.items.find((p: Json) => p.id === water)).toMatchObject({ active: false });
  });

  it('at a stale version changes nothing; the audit log keeps the price before and after', async () => {
    const desk = await ownDesk();
    const [, , hotDog] = desk.productIds;
    const path = `${desk.base}/products/${hotDog}`;
    await callApi(desk.app, 'PATCH', path, desk.manager, { version: 1, price: '1400' });
    const stale = await callApi(desk.app, 'PATCH', path, desk.manager, { version: 1, price: '1' });
    expect(stale.status).toBe(409);
    const { db } = await testDatabase();
    const audit = await db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, hotDog));
    expect(audit.filter((a) => a.action === 'product.update')).toEqual([
      {
        action: 'product.update',
        details: { before: { price: '1300.50' }, after: { price: '1400.00' } },
      },
    ]);
  });
});
