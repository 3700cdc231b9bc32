import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The live floor's events. Deferred constraint triggers write them as a change commits and
 * `pg_notify` tells every instance; drizzle does not model triggers, so their SQL lives in
 * `migrations/0008_live_events.sql`:
 * - `hall_event(hall, kind, subject)` takes the events lock, writes the row and notifies;
 * - `raise_hall_event()` is the trigger function of `devices`, `cash_operations`, `shifts`,
 *   `orders`, `phone_requests` and `sms_mailings`.
 */

/**
 * Every change a live screen follows, in commit order: `id` is taken under a transaction lock
 * held to the commit, so a reader that has seen id N has seen every event before it.
 */
export const hallEvents = pgTable(
  'hall_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hallId: integer('hall_id').notNull(),
    kind: text('kind').notNull(),
    subject: jsonb('subject').notNull(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('hall_events_at_idx').on(t.at)],
);

/** How far a periodic job has looked (the devices gone silent up to a moment), shared by instances. */
export const eventSweeps = pgTable('event_sweeps', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
