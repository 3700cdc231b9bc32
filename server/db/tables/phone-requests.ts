import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { hallRef, users } from './access';
import { clients } from './clients';

/**
 * A request to move a client's account from one phone number to another. `version` grows with
 * every change; an approval moves the client's phone in the same transaction as its status.
 */
export const phoneRequests = pgTable(
  'phone_requests',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    oldPhone: text('old_phone').notNull(),
    newPhone: text('new_phone').notNull(),
    reason: text('reason').notNull(),
    employeePhone: text('employee_phone').notNull(),
    employeeName: text('employee_name').notNull(),
    status: text('status').notNull().default('new'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'phone_requests_status_check',
      sql`${t.status} in ('new', 'approved', 'rejected', 'cancelled')`,
    ),
    index('phone_requests_hall_time_idx').on(t.hallId, t.createdAt, t.id),
    index('phone_requests_open_idx')
      .on(t.oldPhone)
      .where(sql`${t.status} = 'new'`),
  ],
);

/** The history of a phone request: created, edited, approved, rejected, cancelled — by whom, when. */
export const phoneRequestEvents = pgTable(
  'phone_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => phoneRequests.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    comment: text('comment'),
    changes: jsonb('changes'),
  },
  (t) => [index('phone_request_events_request_idx').on(t.requestId, t.at)],
);
