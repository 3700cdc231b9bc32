import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { callApi, closeTestDatabase, testDatabase, type Json } from '../test/test-app';
import { ownDesk, totalOf } from '../test/cash-desk';

afterAll(closeTestDatabase);

describe('recording cash operations', () => {
  it('moves the balance by each type and shows every step in the journal', async () => {
    const desk = await ownDesk();
    await desk.open('1000');
    const steps = [
      ['cash_in', '500.25', '1500.25'],
      ['cash_out', '0.25', '1500.00'],
      ['payout', '700', '800.00'],
      ['collection', '800', '0.00'],
    ];
    for (const [type, amount, balanceAfter] of steps) {
      const { status, body } = await desk.operate(type, amount, undefined, 'Проверка');
      expect(status).toBe(201);
      expect(body).toMatchObject({
        type,
        amount: Number(amount).toFixed(2),
        balanceAfter,
        note: 'Проверка',
        createdBy: 'Тестовый Пользователь',
        orderId: null,
      });
    }
    const journal = await desk.journal();
    expect(journal.items.map((op: Json) => op.balanceAfter)).toEqual([
      '0.00',
      '800.00',
      '1500.00',
      '1500.25',
    ]);
    expect((await desk.current())?.balance).toBe('0.00');
  });

  it('refuses a payout larger than the cash balance, naming the balance, and writes nothing', async () => {
    const desk = await ownDesk();
    await desk.open('1200.50');
    const { status, body } = await desk.operate('payout', '1200.51');
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: 'insufficient_cash',
      message: 'Недостаточно наличных в кассе: остаток 1 200,50 ₸',
      fields: { amount: 'Сумма больше остатка в кассе (1 200,50 ₸)' },
    });
    expect((await desk.journal()).total).toBe(0);
    expect((await desk.operate('payout', '1200.50')).body.balanceAfter).toBe('0.00');
  });

  it('never lets 50 parallel payouts take the cash below zero', async () => {
    const desk = await ownDesk();
    await desk.open('1000');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => desk.operate('payout', '30')),
    );
    const paid = results.filter((r) => r.status === 201);
    expect(paid).toHaveLength(33);
    expect(results.filter((r) => r.status === 409)).toHaveLength(17);
    const shift = await desk.current();
    expect(shift?.balance).toBe('10.00');
    expect(totalOf(shift!, 'payout')).toEqual({ type: 'payout', count: 33, amount: '990.00' });
  });

  it('refuses an operation while no shift is open', async () => {
    const desk = await ownDesk();
    const { status, body } = await desk.operate('cash_in', '10');
    expect(status).toBe(409);
    expect(body.error.code).toBe('shift_not_open');
  });

  it.each([
    ['0', 'Сумма должна быть больше нуля'],
    ['-5', 'Введите сумму цифрами, например 12500 или 12500,50'],
    ['12.345', 'Не больше двух знаков после запятой'],
    ['100000000.01', 'Сумма не может быть больше 100 000 000,00 ₸'],
    ['9'.repeat(40), 'Сумма не может быть больше 100 000 000,00 ₸'],
    ['1e5', 'Введите сумму цифрами, например 12500 или 12500,50'],
    ['12,50', 'Введите сумму цифрами, например 12500 или 12500,50'],
    ['', 'Пожалуйста, заполните поле «Сумма»'],
    [12.5, 'Поле «Сумма» — сумма строкой, например "12500.00"'],
    [null, 'Поле «Сумма» — сумма строкой, например "12500.00"'],
  ])('refuses the amount %j with a Russian message under the field', async (amount, message) => {
    const desk = await ownDesk();
    await desk.open('1000');
    const { status, body } = await desk.write('/cash-operations', { type: 'cash_in', amount });
    expect(status).toBe(400);
    expect(body.error.fields.amount).toBe(message);
    expect((await desk.journal()).total).toBe(0);
  });

  it('accepts the largest amount and keeps every tiyn of it', async () => {
    const desk = await ownDesk();
    await desk.open('0.01');
    const { body } = await desk.operate('cash_in', '100000000.00');
    expect(body.balanceAfter).toBe('100000000.01');
    const again = await desk.operate('cash_in', '99999999.99');
    expect(again.body.balanceAfter).toBe('200000000.00');
  });

  it('refuses sales and refunds by hand, unknown fields, control characters and long notes', async () => {
    const desk = await ownDesk();
    await desk.open('1000');
    const cases: [object, string][] = [
      [{ type: 'sale', amount: '10' }, 'type'],
      [{ type: 'refund', amount: '10' }, 'type'],
      [{ type: 'cash_in', amount: '10', balance: '0' }, 'balance'],
      [{ type: 'cash_in', amount: '10', note: 'a\u0000b' }, 'note'],
      [{ type: 'cash_in', amount: '10', note: 'я'.repeat(501) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const result = await desk.write('/cash-operations', body);
      expect(result.status).toBe(400);
      expect(result.body.error.fields[field]).toMatch(/[А-Яа-я]/);
    }
    const huge = await desk.write('/cash-operations', {
      type: 'cash_in',
      amount: '10',
      note: 'x'.repeat(1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect((await desk.journal()).total).toBe(0);
  });
});

describe('the Idempotency-Key', () => {
  it('is required on every money write', async () => {
    const desk = await ownDesk();
    const writes = [
      ['/shifts', { openingCash: '1' }],
      ['/cash-operations', { type: 'cash_in', amount: '1' }],
      ['/orders', { items: [{ productId: desk.productIds[0], quantity: 1 }], total: '1200.00' }],
      ['/shifts/1/close', { countedCash: '1' }],
      ['/orders/1/cancel', undefined],
    ] as const;
    for (const [path, body] of writes) {
      const { status, body: answer } = await callApi(
        desk.app,
        'POST',
        `${desk.base}${path}`,
        desk.cashier,
        body,
      );
      expect(status).toBe(400);
      expect(answer.error.fields['idempotency-key']).toBe(
        'Передайте заголовок Idempotency-Key: один ключ на одну операцию',
      );
    }
    expect(await desk.current()).toBeNull();
  });

  it('replays the first answer to a retry with the same key and body', async () => {
    const desk = await ownDesk();
    await desk.open('100');
    const first = await desk.operate('cash_in', '50', 'retry-after-timeout');
    const retry = await desk.operate('cash_in', '50', 'retry-after-timeout');
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
    expect(first.response.headers.get('idempotent-replayed')).toBeNull();
    expect((await desk.journal()).total).toBe(1);
    expect((await desk.current())?.balance).toBe('150.00');
  });

  it('refuses the same key with another body or on another endpoint with 422', async () => {
    const desk = await ownDesk();
    const shift = await desk.open('100', 'key-one-use');
    const other = await desk.operate('cash_in', '50', 'key-one-use');
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    await desk.operate('cash_in', '50', 'key-two-use');
    const changed = await desk.operate('cash_in', '51', 'key-two-use');
    expect(changed.status).toBe(422);
    expect((await desk.journal()).total).toBe(1);
    expect(shift.status).toBe(201);
  });

  it('makes one record of 20 parallel requests with one key, all answered alike', async () => {
    const desk = await ownDesk();
    await desk.open('100');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => desk.operate('payout', '60', 'double-click')),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect((await desk.journal()).total).toBe(1);
    expect((await desk.current())?.balance).toBe('40.00');
  });

  it('judges a refused request afresh when it is retried', async () => {
    const desk = await ownDesk();
    await desk.open('10');
    expect((await desk.operate('payout', '50', 'payout-waiting')).status).toBe(409);
    await desk.operate('cash_in', '100');
    const retry = await desk.operate('payout', '50', 'payout-waiting');
    expect(retry.status).toBe(201);
    expect(retry.body.balanceAfter).toBe('60.00');
  });

  it('belongs to its user: another may use the same key for an operation of their own desk', async () => {
    const desk = await ownDesk();
    await desk.open('100');
    await desk.operate('cash_in', '1', 'shared-key-123');
    const second = await desk.addDesk('Касса 2');
    await desk.write('/shifts', { deskId: second, openingCash: '0' }, undefined, desk.manager);
    const { status, body } = await desk.write(
      '/cash-operations',
      { type: 'cash_in', amount: '2' },
      'shared-key-123',
      desk.manager,
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ deskId: second, deskName: 'Касса 2', balanceAfter: '2.00' });
    expect((await desk.current())?.balance).toBe('101.00');
  });

  it('refuses a malformed key', async () => {
    const desk = await ownDesk();
    for (const key of ['short', 'with space inside', 'schl\u00fcssel-key', 'x'.repeat(201)]) {
      const { status, body } = await desk.open('1', key);
      expect(status).toBe(400);
      expect(body.error.fields['idempotency-key']).toMatch(/^Ключ/);
    }
  });
});

describe('the journal', () => {
  it('filters by type, shift and hall-local dates; the totals follow all but the type', async () => {
    const desk = await ownDesk();
    const first = (await desk.open('100')).body;
    await desk.operate('cash_in', '10');
    await desk.operate('payout', '5');
    await desk.close(first.id, '105');
    await desk.open('100');
    await desk.operate('cash_in', '7');

    const all = await desk.journal();
    expect(all.total).toBe(3);
    const ofFirst = await desk.journal(`shiftId=${first.id}`);
    expect(ofFirst.total).toBe(2);
    expect(totalOf(ofFirst, 'cash_in')).toEqual({ type: 'cash_in', count: 1, amount: '10.00' });
    const payouts = await desk.journal(`type=payout`);
    expect(payouts.items.map((op: Json) => op.amount)).toEqual(['5.00']);
    expect(payouts.total).toBe(1);
    expect(totalOf(payouts, 'cash_in').amount).toBe('17.00');

    const today = new Date().toLocaleDateString('sv', { timeZone: 'Asia/Almaty' });
    expect((await desk.journal(`from=${today}&to=${today}`)).total).toBe(3);
    expect((await desk.journal(`to=2020-01-01`)).total).toBe(0);
  });

  it('refuses a bad filter with messages under the fields', async () => {
    const desk = await ownDesk();
    const { status, body } = await callApi(
      desk.app,
      'GET',
      `${desk.base}/cash-operations?from=2026-02-30&type=bribe&shiftId=x`,
      desk.cashier,
    );
    expect(status).toBe(400);
    expect(body.error.fields).toMatchObject({
      from: 'Некорректная дата',
      type: 'Неизвестный вид операции',
      shiftId: 'Неверный номер смены',
    });
    const reversed = await callApi(
      desk.app,
      'GET',
      `${desk.base}/cash-operations?from=2026-11-02&to=2026-11-01`,
      desk.cashier,
    );
    expect(reversed.body.error.fields.to).toBe('Конец периода раньше его начала');
  });
});

describe('the record of money', () => {
  it('keeps operations and audit records append-only in the database itself', async () => {
    const desk = await ownDesk();
    await desk.open('100');
    const op = (await desk.operate('cash_in', '1')).body;
    const { db } = await testDatabase();
    await expect(
      db.execute(sql`update cash_operations set amount = 1 where id = ${op.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from cash_operations where id = ${op.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from audit_log where entity_id = ${op.id}`),
    ).rejects.toThrow();
  });

  it('writes an audit record of who, hall, what, when and the request id', async () => {
    const desk = await ownDesk();
    await desk.open('100');
    const { body } = await callApi(
      desk.app,
      'POST',
      `${desk.base}/cash-operations`,
      { ...desk.cashier, 'idempotency-key': 'audit-test-key', 'x-request-id': 'req-audit-0001' },
      {
        type: 'payout',
        amount: '40',
        note: 'Выигрыш',
        clientId: desk.winner.id,
        deviceNumber: '022',
      },
    );
    const { db } = await testDatabase();
    const [audit] = await queryRows<Json>(
      db,
      sql`select a.action, a.hall_id, a.request_id, a.details, u.full_name
          from audit_log a join users u on u.id = a.user_id
          where a.action = 'cash_operation.create' and a.entity_id = ${body.id}`,
    );
    expect(audit).toMatchObject({
      action: 'cash_operation.create',
      hall_id: desk.hallId,
      request_id: 'req-audit-0001',
      full_name: 'Тестовый Пользователь',
      details: {
        type: 'payout',
        amount: '40.00',
        balanceAfter: '60.00',
        note: 'Выигрыш',
        client: { id: desk.winner.id, shortName: 'Пётр П.' },
        terminal: '022',
      },
    });
  });

  it('stores every amount as whole tiyn in bigint columns, never a float', async () => {
    const { db } = await testDatabase();
    const columns = await queryRows<{ column: string; type: string }>(
      db,
      sql`select table_name || '.' || column_name as column, data_type as type
          from information_schema.columns
          where (table_name, column_name) in (
            ('shifts', 'opening_cash'), ('shifts', 'balance'), ('shifts', 'expected_cash'),
            ('shifts', 'counted_cash'), ('cash_operations', 'amount'),
            ('cash_operations', 'balance_after'), ('orders', 'total'), ('order_items', 'price'),
            ('order_items', 'total'), ('products', 'price'))`,
    );
    expect(columns).toHaveLength(10);
    expect(columns.every((c) => c.type === 'bigint')).toBe(true);
  });
});
