import { sql } from 'drizzle-orm';
import {
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
import { createdAt } from './columns';
import { hallRef, users } from './access';

/**
 * Staff of a hall. `version` grows with every edit: an edit names the version it started from and
 * a stale one changes nothing. A phone belongs to one current worker of a hall; a dismissed
 * worker keeps it in their record but frees it.
 */
export const workers = pgTable(
  'workers',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    position: text('position').notNull(),
    status: text('status').notNull().default('active'),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    /** The name in lower case, for a case-blind search without lowering every row per query. */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(full_name)`),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    /** The worker's sign-in account, if given one: dismissing the worker locks it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'workers_position_check',
      sql`${t.position} in ('cashier', 'administrator', 'operator', 'security', 'bartender', 'technician', 'cleaner')`,
    ),
    check('workers_status_check', sql`${t.status} in ('active', 'vacation', 'dismissed')`),
    uniqueIndex('workers_hall_phone_uq')
      .on(t.hallId, t.phone)
      .where(sql`${t.status} <> 'dismissed'`),
    uniqueIndex('workers_user_uq').on(t.userId),
    index('workers_hall_name_idx').on(t.hallId, t.fullName, t.id),
    index('workers_hall_hired_idx').on(t.hallId, t.hireDate, t.id),
  ],
);
