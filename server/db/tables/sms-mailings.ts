import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hallRef, users } from './access';
import { clients } from './clients';

/**
 * An SMS mailing: its audience (`audience`, as chosen in the wizard), its text and kind, and
 * where it stands. `send_at` is when it may start — the asked time moved into 9:00–21:00 of the
 * hall. The counters follow the recipients as the sender goes.
 */
export const smsMailings = pgTable(
  'sms_mailings',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    audience: jsonb('audience').notNull(),
    status: text('status').notNull().default('draft'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'sms_mailings_status_check',
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed')`,
    ),
    check('sms_mailings_kind_check', sql`${t.kind} in ('service', 'advertising')`),
    index('sms_mailings_hall_idx').on(t.hallId, t.createdAt, t.id),
    index('sms_mailings_due_idx')
      .on(t.sendAt)
      .where(sql`${t.status} in ('scheduled', 'sending')`),
  ],
);

/** One recipient of a mailing and what became of the message. */
export const smsRecipients = pgTable(
  'sms_recipients',
  {
    mailingId: integer('mailing_id')
      .notNull()
      .references(() => smsMailings.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    providerId: text('provider_id'),
  },
  (t) => [
    primaryKey({ columns: [t.mailingId, t.clientId] }),
    check(
      'sms_recipients_status_check',
      sql`${t.status} in ('pending', 'sent', 'delivered', 'failed', 'skipped')`,
    ),
    index('sms_recipients_pending_idx')
      .on(t.mailingId, t.clientId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The outbox provider's messages: what would leave for the phone network, with its state. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mailingId: integer('mailing_id')
      .notNull()
      .references(() => smsMailings.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    state: text('state').notNull().default('delivered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sms_outbox_message_uq').on(t.mailingId, t.clientId)],
);

/**
 * Messages clients sent back to the chain's number, as the gateway passes them on: every one is
 * kept; a stop word (`opted_out`) withdrew the consent of the client with that phone. The same
 * message passed on twice is kept once.
 */
export const smsReplies = pgTable(
  'sms_replies',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    optedOut: boolean('opted_out').notNull().default(false),
  },
  (t) => [uniqueIndex('sms_replies_message_uq').on(t.phone, t.sentAt, sql`md5(${t.text})`)],
);
