import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The live floor's events. Deferred constraint triggers write them as a change commits, and a
 * publisher gives them their place in one order; drizzle does not model triggers, so their SQL
 * lives in `migrations/0008_live_events.sql` and `0013_event_publisher.sql` (the last version of
 * each function wins):
 * - `hall_event(hall, kind, subject)` queues the event (no lock: halls write in parallel) and
 *   wakes the publishers (`pg_notify('hall_events_pending')`);
 * - `publish_hall_events()` moves the queue into `hall_events` under the events lock, in one
 *   short transaction, and sends each event with `pg_notify('hall_events', …)`;
 * - `raise_hall_event()` is the trigger function of `devices`, `cash_operations`, `shifts`,
 *   `orders`, `phone_requests`, `sms_mailings` and the set-up tables.
 */

/** What an event says, queued or published: its hall, its kind, its record, and when. */
const eventColumns = () => ({
  hallId: integer('hall_id').notNull(),
  kind: text('kind').notNull(),
  subject: jsonb('subject').notNull(),
  at: timestamp('at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`),
});

/**
 * Every change a live screen follows, in commit order: only the publisher writes here, one at a
 * time under a lock held to its commit, so a reader that has seen id N has seen every event
 * before it.
 */
export const hallEvents = pgTable(
  'hall_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...eventColumns(),
  },
  (t) => [index('hall_events_at_idx').on(t.at)],
);

/**
 * Events written with their changes and not yet published. A writer never waits for another
 * hall's writer here; the publisher empties the queue within moments (decision 038).
 */
export const pendingHallEvents = pgTable('pending_hall_events', {
  n: bigserial('n', { mode: 'number' }).primaryKey(),
  ...eventColumns(),
});

/** How far a periodic job has looked (the devices gone silent up to a moment), shared by instances. */
export const eventSweeps = pgTable('event_sweeps', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
