import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tiyn } from './columns';
import { hallRef, users } from './access';
import { devices } from './equipment';

/**
 * A hall's cash desks (decision 060): windows, a bar till and exactly one safe. `balance` is the
 * cash the desk holds now, changed only under the row's lock: every operation, movement and count
 * of the desk takes that lock, so desks of one hall never wait for each other. A desk above its
 * `workingCapital` is asked to return the surplus to the safe. A retired desk keeps its history.
 * A hall is created with «Сейф» and «Касса 1» by a trigger (`add_hall_desks`, migration 0021).
 */
export const cashDesks = pgTable(
  'cash_desks',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    workingCapital: tiyn('working_capital'),
    balance: tiyn('balance')
      .notNull()
      .default(sql`0`),
    /** When the desk's cash was last counted (null: never, so the first count sets it). */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('cash_desks_kind_check', sql`${t.kind} in ('window', 'bar', 'safe')`),
    check('cash_desks_balance_check', sql`${t.balance} >= 0`),
    check('cash_desks_capital_check', sql`${t.workingCapital} is null or ${t.workingCapital} >= 0`),
    check('cash_desks_safe_kept_check', sql`${t.kind} <> 'safe' or ${t.retiredAt} is null`),
    uniqueIndex('cash_desks_hall_name_uq')
      .on(t.hallId, sql`lower(${t.name})`)
      .where(sql`${t.retiredAt} is null`),
    uniqueIndex('cash_desks_one_safe_uq')
      .on(t.hallId)
      .where(sql`${t.kind} = 'safe'`),
  ],
);

/** The desk a record belongs to. */
export const deskRef = () =>
  integer('desk_id')
    .notNull()
    .references(() => cashDesks.id);

/**
 * A count of a desk's cash: by denomination (`pieces`, `[{ value, form, count }]`) or a total
 * where the hall allows it; `total` is always computed from the pieces. `expected` is what the
 * ledger said at that moment. A count that a blind hall asked to repeat has `accepted` false:
 * the attempts are counted from these rows, so a retry through another instance counts as well.
 */
export const cashCounts = pgTable(
  'cash_counts',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    deskId: deskRef(),
    shiftId: integer('shift_id'),
    kind: text('kind').notNull(),
    total: tiyn('total').notNull(),
    pieces: jsonb('pieces'),
    expected: tiyn('expected').notNull(),
    accepted: boolean('accepted').notNull().default(true),
    countedBy: integer('counted_by').references(() => users.id, { onDelete: 'set null' }),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'cash_counts_kind_check',
      sql`${t.kind} in ('opening', 'closing', 'handover_out', 'handover_in', 'safe', 'safe_confirm', 'transfer_in')`,
    ),
    check('cash_counts_total_check', sql`${t.total} >= 0`),
    index('cash_counts_desk_idx').on(t.deskId, t.countedAt),
    index('cash_counts_shift_idx').on(t.shiftId, t.kind),
  ],
);

/**
 * Counted − expected of a close, an opening, a handover or a safe count, against the person who
 * held the cash. Above `CASH_VARIANCE_SIGNOFF_TENGE` the manager signs it off with a reason, above
 * `CASH_VARIANCE_HEAD_OFFICE_TENGE` head office signs too; until then it is open. A machine's
 * variance (decision 067) is the cash against its meters: a drop's box against its bill meter, a
 * day's desk credits or hand pays against its meters. It names the machine and the gaming day,
 * no desk, count or person, and is above the hall's machine tolerance or not recorded.
 */
export const cashVariances = pgTable(
  'cash_variances',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    deskId: integer('desk_id').references(() => cashDesks.id),
    shiftId: integer('shift_id'),
    countId: integer('count_id').references(() => cashCounts.id),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A machine's variance: the machine, its gaming day, and the drop where a box was counted. */
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    day: date('day'),
    dropId: integer('drop_id'),
    amount: tiyn('amount').notNull(),
    signOff: text('sign_off').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    managerBy: integer('manager_by').references(() => users.id, { onDelete: 'set null' }),
    managerAt: timestamp('manager_at', { withTimezone: true }),
    managerReason: text('manager_reason'),
    headOfficeBy: integer('head_office_by').references(() => users.id, { onDelete: 'set null' }),
    headOfficeAt: timestamp('head_office_at', { withTimezone: true }),
    headOfficeReason: text('head_office_reason'),
  },
  (t) => [
    check(
      'cash_variances_kind_check',
      sql`${t.kind} in ('opening', 'closing', 'handover', 'safe', 'transfer', 'machine_drop', 'machine_credits', 'machine_hand_pays')`,
    ),
    check(
      'cash_variances_subject_check',
      sql`case when ${t.kind} like 'machine_%' then ${t.deviceId} is not null and ${t.day} is not null
        else ${t.deskId} is not null and ${t.countId} is not null end`,
    ),
    uniqueIndex('cash_variances_machine_day_uq')
      .on(t.deviceId, t.day, t.kind)
      .where(sql`${t.kind} in ('machine_credits', 'machine_hand_pays')`),
    uniqueIndex('cash_variances_machine_drop_uq')
      .on(t.dropId, t.deviceId)
      .where(sql`${t.kind} = 'machine_drop'`),
    check('cash_variances_sign_off_check', sql`${t.signOff} in ('none', 'manager', 'head_office')`),
    check('cash_variances_amount_check', sql`${t.amount} <> 0`),
    uniqueIndex('cash_variances_count_uq').on(t.countId),
    index('cash_variances_hall_time_idx').on(t.hallId, t.at),
    index('cash_variances_user_time_idx').on(t.userId, t.at),
  ],
);

/**
 * Cash moved between a hall's desks, its safe and the bank (decision 060): a fill (safe → desk),
 * a return (desk → safe), a transfer (desk → desk), a collection (safe → bank, in a numbered bag),
 * a delivery (bank → safe) and a drop (the machines' boxes, counted, → safe; decision 066). The cash leaves the sender at once (an operation of the sender's
 * desk) and is «в пути» until the receiver accepts it (an operation of the receiving desk) or
 * refuses it (it goes back to the sender). One decision counts. The receiver counts what arrived:
 * the desk takes in the count, and a count apart from the sum sent is a variance of the sender.
 */
export const cashTransfers = pgTable(
  'cash_transfers',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    kind: text('kind').notNull(),
    /** The sending desk; none for a delivery from the bank. */
    fromDeskId: integer('from_desk_id').references(() => cashDesks.id),
    /** The receiving desk; none for a collection to the bank. */
    toDeskId: integer('to_desk_id').references(() => cashDesks.id),
    amount: tiyn('amount').notNull(),
    pieces: jsonb('pieces'),
    bagNumber: text('bag_number'),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('sent'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The movement this one takes back: a manager's correction (at most one per movement). */
    reversesId: integer('reverses_id'),
    /** The receiver's count of what arrived, and its total: what the receiving desk took in. */
    countId: integer('count_id').references(() => cashCounts.id),
    received: tiyn('received'),
  },
  (t) => [
    check(
      'cash_transfers_kind_check',
      sql`${t.kind} in ('fill', 'return', 'transfer', 'collection', 'delivery', 'drop')`,
    ),
    check('cash_transfers_status_check', sql`${t.status} in ('sent', 'accepted', 'refused')`),
    check('cash_transfers_amount_check', sql`${t.amount} > 0`),
    check(
      'cash_transfers_ends_check',
      sql`(${t.fromDeskId} is not null or ${t.kind} in ('delivery', 'drop'))
        and (${t.toDeskId} is not null or ${t.kind} = 'collection')
        and ${t.fromDeskId} is distinct from ${t.toDeskId}`,
    ),
    index('cash_transfers_hall_time_idx').on(t.hallId, t.sentAt),
    index('cash_transfers_from_sent_idx')
      .on(t.fromDeskId)
      .where(sql`${t.status} = 'sent'`),
    index('cash_transfers_to_sent_idx')
      .on(t.toDeskId)
      .where(sql`${t.status} = 'sent'`),
    uniqueIndex('cash_transfers_reverses_uq')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
  ],
);

/**
 * A shift passed from one cashier to the next on the same desk (decision 060): the outgoing
 * counts and names the incoming, who counts again in their own session. Equal counts close the
 * one shift and open the other in one transaction; counts that stay apart are the manager's to
 * decide (`disputed`). While one is pending the outgoing shift makes no operations.
 */
export const cashHandovers = pgTable(
  'cash_handovers',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    deskId: deskRef(),
    fromShiftId: integer('from_shift_id').notNull(),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    outCountId: integer('out_count_id')
      .notNull()
      .references(() => cashCounts.id),
    inCountId: integer('in_count_id').references(() => cashCounts.id),
    status: text('status').notNull().default('pending'),
    toShiftId: integer('to_shift_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    check(
      'cash_handovers_status_check',
      sql`${t.status} in ('pending', 'disputed', 'accepted', 'resolved', 'cancelled')`,
    ),
    uniqueIndex('cash_handovers_open_uq')
      .on(t.fromShiftId)
      .where(sql`${t.status} in ('pending', 'disputed')`),
    index('cash_handovers_to_user_idx')
      .on(t.toUserId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A count of the safe by two people (decision 060): one counts, a second confirms with a count
 * of their own from their own session, never told the first. Agreed counts become the safe's
 * cash, and the difference from the ledger a variance of the first counter.
 */
export const safeCounts = pgTable(
  'safe_counts',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    deskId: deskRef(),
    countId: integer('count_id')
      .notNull()
      .references(() => cashCounts.id),
    confirmCountId: integer('confirm_count_id').references(() => cashCounts.id),
    status: text('status').notNull().default('pending'),
    countedBy: integer('counted_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Confirming counts that differed from the first. */
    misses: integer('misses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'safe_counts_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'failed', 'cancelled')`,
    ),
    uniqueIndex('safe_counts_pending_uq')
      .on(t.deskId)
      .where(sql`${t.status} = 'pending'`),
    index('safe_counts_hall_time_idx').on(t.hallId, t.createdAt),
  ],
);
