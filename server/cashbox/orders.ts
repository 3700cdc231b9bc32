/** Bar orders: a paid order and its sale in one transaction; a cancel and its refund likewise. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/shared/money';
import type { Db } from '../db/database';
import { orderItems, orders, products, users } from '../db/schema';
import { ApiError, errors } from '../errors';
import { recordAudit } from '../writes/audit';
import type { IdempotentWrite } from '../writes/idempotent-write';
import { hallDayRange } from '../halls/hall-days';
import { sortedBy } from '../list-query';
import { lockOwnShift, postOperation } from './ledger';
import type { OrderFilter, OrderInput, OrderRecord } from './order-schemas';
import { listPage, TOTAL } from '../list-page';
import { chequesOfOrders } from '../fiscal/order-cheques';
import { queueReturnCheque, queueSaleCheque } from '../fiscal/outbox';

const creator = alias(users, 'creator');
const canceller = alias(users, 'canceller');

/**
 * Prices the lines from the menu as it is now. A product not of the hall is refused under its
 * line (400); one taken off the menu since the basket was filled is a conflict (409); a total
 * other than the one the cashier saw is refused (409), so the customer never pays a price nobody
 * showed them.
 */
async function priceLines(w: IdempotentWrite, input: OrderInput) {
  const ids = input.items.map((item) => item.productId);
  const menu = await w.tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      active: products.active,
      vatRate: products.vatRate,
    })
    .from(products)
    .where(and(eq(products.hallId, w.hallId), inArray(products.id, ids)));
  const byId = new Map(menu.map((product) => [product.id, product]));
  const missing: Record<string, string> = {};
  const withdrawn: Record<string, string> = {};
  const withdrawnNames: string[] = [];
  input.items.forEach((item, i) => {
    const product = byId.get(item.productId);
    if (!product) missing[`items.${i}.productId`] = 'Этого товара нет в меню зала';
    else if (!product.active) {
      withdrawn[`items.${i}.productId`] = 'Товар снят с продажи';
      withdrawnNames.push(`«${product.name}»`);
    }
  });
  if (Object.keys(missing).length > 0) {
    throw new ApiError(400, 'validation_failed', 'В заказе есть товары не из меню зала', missing);
  }
  if (Object.keys(withdrawn).length > 0) {
    const names = withdrawnNames.join(', ');
    throw new ApiError(
      409,
      'product_withdrawn',
      `Сняты с продажи: ${names}. Уберите их из корзины`,
      withdrawn,
    );
  }
  const lines = input.items.map((item) => {
    const product = byId.get(item.productId)!;
    const total = product.price * BigInt(item.quantity);
    return {
      productId: product.id,
      name: product.name,
      price: product.price,
      quantity: item.quantity,
      total,
      vatRate: product.vatRate,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.total, 0n);
  if (total !== toMinorUnits(input.total)) {
    const actual = formatMoney(fromMinorUnits(total));
    throw new ApiError(409, 'price_changed', `Цены изменились: заказ стоит ${actual}`, {
      total: `Сумма заказа теперь ${actual}: проверьте корзину`,
    });
  }
  return { lines, total };
}

/** «Оформить»: the paid order, its lines and its sale, on the open shift. */
export async function createOrder(w: IdempotentWrite, input: OrderInput): Promise<OrderRecord> {
  const shiftId = await lockOwnShift(w);
  const { lines, total } = await priceLines(w, input);
  const itemCount = lines.reduce((n, line) => n + line.quantity, 0);
  const [order] = await w.tx
    .insert(orders)
    .values({
      hallId: w.hallId,
      shiftId,
      total,
      itemCount,
      createdBy: w.user.id,
      createdAt: w.now,
    })
    .returning({ id: orders.id });
  await w.tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      total: line.total,
    })),
  );
  await queueSaleCheque(w, { id: order.id, shiftId, lines });
  await postOperation(w, {
    type: 'sale',
    amount: total,
    orderId: order.id,
    note: `Заказ № ${order.id}`,
  });
  const record = await findOrder(w.tx, w.hallId, order.id);
  await recordAudit(w, 'order.create', order.id, record);
  return record;
}

/** Cancels a paid order: the refund goes out of the open shift's cash, the order stays. */
export async function cancelOrder(w: IdempotentWrite, orderId: number): Promise<OrderRecord> {
  const [order] = await w.tx
    .select({ status: orders.status, total: orders.total })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.hallId, w.hallId)))
    .for('update');
  if (!order) throw errors.notFound('Заказ не найден');
  if (order.status !== 'paid') throw new ApiError(409, 'order_cancelled', 'Заказ уже отменён');
  const refund = await postOperation(w, {
    type: 'refund',
    amount: order.total,
    orderId,
    note: `Отмена заказа № ${orderId}`,
  });
  await queueReturnCheque(w, { id: orderId, refundShiftId: refund.shiftId! });
  await w.tx
    .update(orders)
    .set({ status: 'cancelled', cancelledBy: w.user.id, cancelledAt: w.now })
    .where(eq(orders.id, orderId));
  const record = await findOrder(w.tx, w.hallId, orderId);
  await recordAudit(w, 'order.cancel', orderId, { total: record.total });
  return record;
}

const orderColumns = {
  id: orders.id,
  shiftId: orders.shiftId,
  status: orders.status,
  total: orders.total,
  itemCount: orders.itemCount,
  createdAt: orders.createdAt,
  createdBy: creator.fullName,
  cancelledAt: orders.cancelledAt,
  cancelledBy: canceller.fullName,
};

const selectOrders = (db: Db) =>
  db
    .select(orderColumns)
    .from(orders)
    .leftJoin(creator, eq(creator.id, orders.createdBy))
    .leftJoin(canceller, eq(canceller.id, orders.cancelledBy));

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

/** The rows with their lines (one query for all of them). */
async function withLines(db: Db, rows: OrderRow[]): Promise<OrderRecord[]> {
  const ids = rows.map((row) => row.id);
  const [lines, cheques] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.name))
      : [],
    chequesOfOrders(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    status: row.status as OrderRecord['status'],
    total: fromMinorUnits(row.total),
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    items: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        productId: line.productId,
        name: line.name,
        price: fromMinorUnits(line.price),
        quantity: line.quantity,
        total: fromMinorUnits(line.total),
      })),
    fiscal: cheques.get(row.id)?.fiscal ?? null,
    returnFiscal: cheques.get(row.id)?.returnFiscal ?? null,
  }));
}

export async function findOrder(db: Db, hallId: number, orderId: number) {
  const rows = await selectOrders(db).where(and(eq(orders.id, orderId), eq(orders.hallId, hallId)));
  if (rows.length === 0) throw errors.notFound('Заказ не найден');
  return (await withLines(db, rows))[0];
}

const ORDER_SORT_COLUMNS = {
  createdAt: orders.createdAt,
  total: orders.total,
  status: orders.status,
};

/** A page of the hall's orders, newest first unless sorted otherwise. */
export async function listOrders(db: Db, hallId: number, filter: OrderFilter) {
  const where = and(
    eq(orders.hallId, hallId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    ...hallDayRange(orders.createdAt, hallId, filter),
  );
  return listPage(
    filter,
    {
      rows: selectOrders(db)
        .where(where)
        .orderBy(...sortedBy(ORDER_SORT_COLUMNS[filter.sort], orders.id, filter.order)),
      total: db.select(TOTAL).from(orders).where(where),
    },
    (rows) => withLines(db, rows),
  );
}
