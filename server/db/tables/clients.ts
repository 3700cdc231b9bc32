import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hallRef } from './access';

/**
 * Clients of the chain, each registered in one hall. The phone (`+7…`, or a longer legacy number)
 * belongs to one client; a change of number goes through a phone request. `sms_consent` is the
 * client's consent to advertising SMS.
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
  },
  (t) => [
    uniqueIndex('clients_phone_uq').on(t.phone),
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
