import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tiyn } from './columns';
import { hallRef, users } from './access';
import { devices } from './equipment';

/**
 * A slot machine's work order (decision 069): what is done to it, asked by one person and
 * approved by another, dated by the day it takes effect (hall-local), with the machine's meters
 * as it last reported them when asked and when approved. Nothing is edited: an approved order
 * writes the machine's card, and a mistake is a new order. A machine has one order waiting at a
 * time. `details` holds what the kind needs (the card's fields, the game, the seal, the hall it
 * moves to); an arrival is written by the approval of a move, in the hall it moves to.
 */
export const machineOrders = pgTable(
  'machine_orders',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('requested'),
    details: jsonb('details').notNull(),
    note: text('note').notNull().default(''),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The second person at the machine (a RAM clear is done by two). */
    witnessId: integer('witness_id').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
    metersBefore: jsonb('meters_before'),
    metersAfter: jsonb('meters_after'),
    /** A move's arrival in the other hall and the move it answers: each names the other. */
    linkedOrderId: integer('linked_order_id'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'machine_orders_kind_check',
      sql`${t.kind} in ('put_into_service', 'move', 'arrival', 'game_change', 'ram_clear', 'seal_change', 'withdrawal', 'correction')`,
    ),
    check('machine_orders_status_check', sql`${t.status} in ('requested', 'approved', 'refused')`),
    check(
      'machine_orders_decided_check',
      sql`(${t.status} = 'requested') = (${t.decidedAt} is null)`,
    ),
    check(
      'machine_orders_witness_check',
      sql`${t.kind} <> 'ram_clear' or (${t.witnessId} is not null and ${t.witnessId} <> ${t.requestedBy})`,
    ),
    uniqueIndex('machine_orders_waiting_uq')
      .on(t.deviceId)
      .where(sql`${t.status} = 'requested'`),
    index('machine_orders_device_idx').on(t.deviceId, t.id),
    index('machine_orders_hall_idx').on(t.hallId, t.status, t.id),
  ],
);

/** The monthly calculation index (МРП) of each year, in whole tenge, with where it is set. */
export const mrpYears = pgTable(
  'mrp_years',
  {
    year: smallint('year').primaryKey(),
    amount: integer('amount').notNull(),
    source: text('source').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('mrp_years_year_check', sql`${t.year} between 2000 and 2100`),
    check('mrp_years_amount_check', sql`${t.amount} between 1 and 1000000`),
  ],
);

/** The tax on gambling business a month per kind of object, in МРП, with its article. */
export const gamblingTaxRates = pgTable(
  'gambling_tax_rates',
  {
    kind: text('kind').primaryKey(),
    mrp: integer('mrp').notNull(),
    source: text('source').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('gambling_tax_rates_kind_check', sql`${t.kind} in ('slot_machine')`),
    check('gambling_tax_rates_mrp_check', sql`${t.mrp} between 1 and 100000`),
  ],
);

/**
 * A hall's quarter as head office filed it: the draft's rows frozen with the МРП and rate they
 * used. A later change is a new version beside it (a corrected declaration), never an edit.
 */
export const gamblingTaxFilings = pgTable(
  'gambling_tax_filings',
  {
    hallId: hallRef(),
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    version: integer('version').notNull(),
    mrp: integer('mrp').notNull(),
    rateMrp: integer('rate_mrp').notNull(),
    objects: integer('objects').notNull(),
    total: tiyn('total').notNull(),
    rows: jsonb('rows').notNull(),
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hallId, t.year, t.quarter, t.version] }),
    check('gambling_tax_filings_quarter_check', sql`${t.quarter} between 1 and 4`),
  ],
);
