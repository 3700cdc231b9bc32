import {
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { halls, users } from './access';

/**
 * The first answer to each `Idempotency-Key` of a user. The key row is written in the same
 * transaction as the record it made, so a key exists exactly when its record does.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The answer as it was sent (json, not jsonb: a replay keeps its key order). */
    response: json('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Who did what to money, in which hall, when, by which request. Append-only (a trigger). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    hallId: integer('hall_id').references(() => halls.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    entityId: integer('entity_id').notNull(),
    details: jsonb('details').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [index('audit_log_hall_idx').on(t.hallId, t.at)],
);
