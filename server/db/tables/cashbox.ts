import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tiyn } from './columns';
import { hallRef, users } from './access';
import { clients } from './clients';
import { devices } from './equipment';
import { deskRef } from './cash-desks';

/**
 * The bar menu of a hall. A price change applies to new orders; sold lines keep their price and
 * name. A product taken off the menu (`active` false) stays for the orders that sold it. Two
 * products on the menu never share a name, so a repeated «Добавить» makes no second one.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    price: tiyn('price').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The VAT rate in percent the price includes; null: sold without VAT (decision 063). */
    vatRate: integer('vat_rate'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('products_price_check', sql`${t.price} > 0 and ${t.price} <= 10000000000`),
    check('products_vat_rate_check', sql`${t.vatRate} is null or ${t.vatRate} in (0, 5, 10, 16)`),
    index('products_hall_idx').on(t.hallId, t.category, t.position),
    uniqueIndex('products_hall_name_uq')
      .on(t.hallId, sql`lower(${t.name})`)
      .where(sql`${t.active}`),
  ],
);

/**
 * A shift: one person holding one desk (decision 060). The desk's cash is `cash_desks.balance`
 * while the shift is open; `balance` here is the cash at the opening and, once closed, the cash
 * the ledger expected at the close. At most one shift of a desk is open, and one of a person
 * across the chain (partial unique indexes, so two parallel opens make one shift).
 */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    deskId: deskRef(),
    status: text('status').notNull().default('open'),
    openingCash: tiyn('opening_cash').notNull(),
    balance: tiyn('balance').notNull(),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who holds the desk in this shift: its opener. A shift opened before desks existed may have
     * none (its opener held another one too); only a manager's close ends it.
     */
    heldBy: integer('held_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    expectedCash: tiyn('expected_cash'),
    countedCash: tiyn('counted_cash'),
    /**
     * Counted out for a handover that has not ended: the shift makes no operations. Kept on the
     * row an operation locks, so an operation that waited for the handover's lock reads it anew
     * (a look into `cash_handovers` would still see the moment before) (decision 060).
     */
    handingOver: boolean('handing_over').notNull().default(false),
    /** Why a manager closed another person's shift (a cashier who has left). */
    closeReason: text('close_reason'),
  },
  (t) => [
    check('shifts_status_check', sql`${t.status} in ('open', 'closed')`),
    check('shifts_balance_check', sql`${t.balance} >= 0 and ${t.openingCash} >= 0`),
    uniqueIndex('shifts_desk_open_uq')
      .on(t.deskId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('shifts_holder_open_uq')
      .on(t.heldBy)
      .where(sql`${t.status} = 'open'`),
    index('shifts_hall_opened_idx').on(t.hallId, t.openedAt),
    index('shifts_desk_opened_idx').on(t.deskId, t.openedAt),
  ],
);

/**
 * Cash operations: append-only (a trigger refuses UPDATE and DELETE). `balanceAfter` is the
 * desk's cash after this operation, so the journal shows the balance at every step.
 */
export const cashOperations = pgTable(
  'cash_operations',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    deskId: deskRef(),
    /** The shift it was made in; none for the safe's own operations. */
    shiftId: integer('shift_id').references(() => shifts.id),
    type: text('type').notNull(),
    amount: tiyn('amount').notNull(),
    balanceAfter: tiyn('balance_after').notNull(),
    orderId: integer('order_id'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * A winnings payout's client and machine (decision 057); a machine credited from the desk
     * (decision 065) names its machine alone; none on other operations.
     */
    clientId: integer('client_id').references(() => clients.id),
    deviceId: integer('device_id').references(() => devices.id),
    /** What a payout paid by hand: a jackpot or cancelled credits; null when not told. */
    payoutKind: text('payout_kind'),
    /** The movement between desks this operation sends, receives or returns (decision 060). */
    transferId: integer('transfer_id'),
    /** The operation this one takes back: a manager's correction, at most one (decision 060). */
    reversesId: integer('reverses_id'),
  },
  (t) => [
    check(
      'cash_operations_type_check',
      sql`${t.type} in ('cash_in', 'cash_out', 'collection', 'payout', 'sale', 'refund',
        'transfer_out', 'transfer_in', 'transfer_back', 'reversal_in', 'reversal_out',
        'machine_credit')`,
    ),
    check(
      'cash_operations_payout_kind_check',
      sql`${t.payoutKind} is null or (${t.type} = 'payout' and ${t.payoutKind} in ('jackpot', 'cancelled'))`,
    ),
    check(
      'cash_operations_machine_credit_check',
      sql`${t.type} <> 'machine_credit' or (${t.deviceId} is not null and ${t.clientId} is null)`,
    ),
    uniqueIndex('cash_operations_reverses_uq')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    check('cash_operations_amount_check', sql`${t.amount} > 0 and ${t.balanceAfter} >= 0`),
    index('cash_operations_shift_idx').on(t.shiftId, t.type),
    index('cash_operations_hall_time_idx').on(t.hallId, t.createdAt, t.id),
    index('cash_operations_desk_time_idx').on(t.deskId, t.createdAt, t.id),
  ],
);

/** A paid bar order. Cancelling it keeps the order and records the refund as a new operation. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    status: text('status').notNull().default('paid'),
    total: tiyn('total').notNull(),
    itemCount: integer('item_count').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('paid', 'cancelled')`),
    check('orders_total_check', sql`${t.total} > 0`),
    index('orders_hall_time_idx').on(t.hallId, t.createdAt, t.id),
  ],
);

/** The lines of an order, with the name and price they were sold at. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    price: tiyn('price').notNull(),
    quantity: integer('quantity').notNull(),
    total: tiyn('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
