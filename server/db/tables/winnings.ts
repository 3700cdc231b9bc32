import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tiyn } from './columns';
import { hallRef, users } from './access';
import { cashOperations } from './cashbox';
import { clients } from './clients';
import { devices } from './equipment';

export const WINNING_STATUSES = ['pending', 'approved', 'refused', 'paid'] as const;

/**
 * A win the hall owes a client (decision 057): one at or above the approval threshold waits for
 * the manager (`pending`), one the desk could not pay at once is `approved` from the start. Paid
 * from the list or by the asking request sent again with its Idempotency-Key; `operation_id` is
 * the payout that settled it. `deadline` is the last day of the law's three on the hall's clock.
 */
export const owedWinnings = pgTable(
  'owed_winnings',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    amount: tiyn('amount').notNull(),
    /** What it pays by hand: a jackpot or cancelled credits; null when not told (decision 065). */
    payoutKind: text('payout_kind'),
    status: text('status').notNull(),
    needsApproval: boolean('needs_approval').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestKey: text('request_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    deadline: date('deadline').notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why the manager refused, in their words. */
    decisionNote: text('decision_note').notNull().default(''),
    operationId: integer('operation_id').references(() => cashOperations.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'owed_winnings_status_check',
      sql`${t.status} in ('pending', 'approved', 'refused', 'paid')`,
    ),
    check('owed_winnings_amount_check', sql`${t.amount} > 0`),
    check(
      'owed_winnings_payout_kind_check',
      sql`${t.payoutKind} is null or ${t.payoutKind} in ('jackpot', 'cancelled')`,
    ),
    check('owed_winnings_paid_check', sql`(${t.status} = 'paid') = (${t.operationId} is not null)`),
    uniqueIndex('owed_winnings_request_uq').on(t.requestedBy, t.requestKey),
    index('owed_winnings_hall_open_idx')
      .on(t.hallId, t.deadline)
      .where(sql`${t.status} in ('pending', 'approved')`),
  ],
);

/**
 * The financial monitoring register (decision 057): every winnings payout at or above the AML
 * threshold, with what an FM-1 report needs, copied when it is paid so a later change of the
 * client does not rewrite it. Never changed or removed (a trigger refuses it): a correction is a
 * new entry that names the one it corrects.
 */
export const monitoringEntries = pgTable(
  'monitoring_entries',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    operationId: integer('operation_id')
      .notNull()
      .references(() => cashOperations.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    amount: tiyn('amount').notNull(),
    clientId: integer('client_id').references(() => clients.id),
    iin: text('iin'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    fullName: text('full_name').notNull(),
    citizenship: text('citizenship').notNull(),
    correctsId: integer('corrects_id').references((): AnyPgColumn => monitoringEntries.id),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('monitoring_entries_amount_check', sql`${t.amount} > 0`),
    check(
      'monitoring_entries_identity_check',
      sql`${t.iin} is not null or ${t.documentNumber} is not null`,
    ),
    uniqueIndex('monitoring_entries_operation_uq')
      .on(t.operationId)
      .where(sql`${t.correctsId} is null`),
    index('monitoring_entries_time_idx').on(t.occurredAt, t.id),
  ],
);
