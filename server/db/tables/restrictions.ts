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
} from 'drizzle-orm/pg-core';
import { halls, users } from './access';

export const RESTRICTION_SOURCES = ['self', 'debtors', 'list'] as const;

/**
 * The register of persons who may not enter (decision 055): a self-restriction signed at a desk
 * (`hall_id`, `application_no`), or an entry of an official list imported by head office.
 * `person` is the key the door looks up: `iin:<12 digits>` or `doc:<type>:<number>`. Entries are
 * never changed or removed (a trigger refuses it): a self-restriction is irrevocable, and a list
 * imported again adds only what is new.
 */
export const restrictions = pgTable(
  'restrictions',
  {
    id: serial('id').primaryKey(),
    person: text('person').notNull(),
    iin: text('iin'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    source: text('source').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    applicationNo: text('application_no'),
    hallId: integer('hall_id').references(() => halls.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('restrictions_source_check', sql`${t.source} in ('self', 'debtors', 'list')`),
    check('restrictions_period_check', sql`${t.startsOn} <= ${t.endsOn}`),
    uniqueIndex('restrictions_entry_uq').on(t.source, t.person, t.startsOn, t.endsOn),
    index('restrictions_person_idx').on(t.person, t.endsOn),
  ],
);

export const REGISTER_LOOKUP_PURPOSES = ['check-in', 'check', 'register', 'payout'] as const;

/**
 * Every look-up of the register: who, in which hall (none for head office's list), when, why,
 * and whether it found a restriction. Not the person: the audit says who looked, not at whom.
 */
export const registerLookups = pgTable(
  'register_lookups',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    hallId: integer('hall_id').references(() => halls.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    restricted: boolean('restricted').notNull(),
  },
  (t) => [index('register_lookups_time_idx').on(t.at)],
);

export const REFUSAL_REASONS = ['under_age', 'restricted', 'citizen'] as const;

/**
 * A guest turned away at the door, without a name: the hall, the moment and the reason, counted
 * by attendance. One a request: a retry with the same Idempotency-Key is the same refusal.
 */
export const refusedEntries = pgTable(
  'refused_entries',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestKey: text('request_key').notNull(),
  },
  (t) => [
    check(
      'refused_entries_reason_check',
      sql`${t.reason} in ('under_age', 'restricted', 'citizen')`,
    ),
    uniqueIndex('refused_entries_request_uq').on(t.userId, t.requestKey),
    index('refused_entries_hall_time_idx').on(t.hallId, t.at),
  ],
);
