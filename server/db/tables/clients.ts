import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hallRef, users } from './access';

/**
 * Clients of the chain, each registered in one hall. The phone (`+7…`, or a longer legacy number)
 * belongs to one client; a change of number goes through a phone request. `sms_consent` is the
 * client's consent to advertising SMS; `client_consents` keeps who changed it, when and how.
 * The identity the door checks (decision 055): a citizen's IIN, or a foreigner's document with
 * the citizenship; `birth_date` is the IIN's or the document's. A client registered before the
 * door asked for it has none until their next check-in.
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    phone: text('phone').notNull(),
    fullName: text('full_name').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    smsConsent: boolean('sms_consent').notNull().default(false),
    consentChangedAt: timestamp('consent_changed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    iin: text('iin'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    citizenship: text('citizenship'),
    birthDate: date('birth_date'),
  },
  (t) => [
    uniqueIndex('clients_phone_uq').on(t.phone),
    uniqueIndex('clients_iin_uq').on(t.iin),
    uniqueIndex('clients_document_uq').on(t.documentType, t.documentNumber),
    index('clients_hall_idx').on(t.hallId, t.registeredAt),
  ],
);

/** A client's visit to a hall. */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    hallId: hallRef(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('visits_client_time_idx').on(t.clientId, t.visitedAt),
    index('visits_hall_time_idx').on(t.hallId, t.visitedAt),
  ],
);

export const CONSENT_SOURCES = ['desk', 'import', 'sms-reply'] as const;

/**
 * Each change of a client's SMS consent: given or withdrawn, at the desk (`user_id` the cashier or
 * manager), by an import of a base (`user_id` the admin) or by the client's reply to a message.
 */
export const clientConsents = pgTable(
  'client_consents',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    consent: boolean('consent').notNull(),
    source: text('source').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('client_consents_source_check', sql`${t.source} in ('desk', 'import', 'sms-reply')`),
    index('client_consents_client_idx').on(t.clientId, t.at),
  ],
);

/**
 * The rows of a client import being read: checked and staged here a batch at a time, then
 * merged into `clients` by one statement (or only counted, for a dry run) and deleted.
 */
export const clientImportRows = pgTable(
  'client_import_rows',
  {
    importId: text('import_id').notNull(),
    row: integer('row').notNull(),
    phone: text('phone').notNull(),
    fullName: text('full_name').notNull(),
    hallId: integer('hall_id').notNull(),
    consent: boolean('consent').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    iin: text('iin'),
    birthDate: date('birth_date'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);
