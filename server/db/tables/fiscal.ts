import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tiyn } from './columns';
import { hallRef, users } from './access';
import { deskRef } from './cash-desks';
import { orders, shifts } from './cashbox';

/**
 * A selling desk's link to a cloud cash register (decision 063): the register's unique number
 * (ЗНК) and the cashier account and API key it is driven with. The secrets are written here and
 * read only by the sender; no answer, log or export carries them. `token` is the register's
 * session, shared by every instance. A sign-in the register refused stops the sender for this
 * register (`authFailedAt`) until head office enters the credentials again. Unlinking keeps the
 * row for the cheques it issued.
 */
export const fiscalRegisters = pgTable(
  'fiscal_registers',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    deskId: deskRef(),
    provider: text('provider').notNull(),
    cashboxUniqueNumber: text('cashbox_unique_number').notNull(),
    login: text('login').notNull(),
    password: text('password').notNull(),
    apiKey: text('api_key').notNull(),
    token: text('token'),
    authFailedAt: timestamp('auth_failed_at', { withTimezone: true }),
    authError: text('auth_error'),
    /**
     * Which instance's sender holds the register, and until when: it calls the register outside
     * any transaction, and a sender that died leaves the register free once the time is past.
     */
    claimToken: text('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    linkedBy: integer('linked_by').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    unlinkedAt: timestamp('unlinked_at', { withTimezone: true }),
    /** The register's own numbers and operator, as its last answer gave them. */
    registrationNumber: text('registration_number'),
    ofdName: text('ofd_name'),
  },
  (t) => [
    check('fiscal_registers_provider_check', sql`${t.provider} in ('webkassa')`),
    uniqueIndex('fiscal_registers_desk_uq')
      .on(t.deskId)
      .where(sql`${t.unlinkedAt} is null`),
    uniqueIndex('fiscal_registers_number_uq')
      .on(t.cashboxUniqueNumber)
      .where(sql`${t.unlinkedAt} is null`),
  ],
);

/**
 * What a linked desk sends its register, in the order it is to be sent (decision 063): the sale's
 * cheque, a return's, cash put in or taken out, the shift's Z-report. Written in the transaction
 * of the sale, the refund, the operation or the close; sent by the outbox's worker one at a time
 * per register, each under its `externalNumber` for ever, so a resend never makes a second one.
 * `request` is the cheque as the sale made it (no token, no register number); what the register
 * answered is kept beside it. Never deleted: the fiscal record of the sale.
 */
export const fiscalDocuments = pgTable(
  'fiscal_documents',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    deskId: deskRef(),
    registerId: integer('register_id')
      .notNull()
      .references(() => fiscalRegisters.id),
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    shiftId: integer('shift_id').references(() => shifts.id),
    /** A return's sale cheque. */
    basisId: integer('basis_id'),
    externalNumber: text('external_number').notNull().unique(),
    request: jsonb('request').notNull(),
    total: tiyn('total').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    errorCode: integer('error_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The register's answer: the fiscal sign, its time, its numbers, the ОФД, the cheque's address. */
    checkNumber: text('check_number'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    registrationNumber: text('registration_number'),
    uniqueNumber: text('unique_number'),
    ofdName: text('ofd_name'),
    ofdHost: text('ofd_host'),
    offline: boolean('offline'),
    ticketUrl: text('ticket_url'),
    shiftNumber: integer('shift_number'),
    orderNumber: integer('order_number'),
    /** The whole answer of a report (Z, X); the organisation's name and BIN of a cheque. */
    answer: jsonb('answer'),
  },
  (t) => [
    check(
      'fiscal_documents_kind_check',
      sql`${t.kind} in ('sale', 'return', 'cash_in', 'cash_out', 'z_report')`,
    ),
    check('fiscal_documents_status_check', sql`${t.status} in ('pending', 'issued', 'failed')`),
    index('fiscal_documents_pending_idx')
      .on(t.registerId, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('fiscal_documents_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('fiscal_documents_hall_time_idx').on(t.hallId, t.createdAt),
    uniqueIndex('fiscal_documents_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
  ],
);
