import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { hallRef, users } from './access';

/**
 * What a chain must not miss, found by `server/exceptions/` over the hall's own data: a game's
 * day outside its own RTP band, a shift closed off by more than the threshold, a device silent
 * in opening hours, a day's visits below half of the usual, a machine's meters reset (raised by
 * the reading itself, `server/equipment/meter-readings.ts`), a desk stopped by the look-up limit
 * (raised by the limit, `server/auth/lookup-limit.ts`), a cheque its register refused or has not
 * issued in 15 minutes, a register's sign-in refused (`server/fiscal/`). `key` names the fact (one row per
 * fact however often it is found); an exception is open until a manager marks it as seen, with
 * a comment. A deferred trigger announces each new row and each mark (migration 0009).
 */
export const hallExceptions = pgTable(
  'hall_exceptions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    hallId: hallRef(),
    kind: text('kind').notNull(),
    severity: text('severity').notNull(),
    /** What it is about, as a person names it: a game, a shift, a device, the hall's visits. */
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    /** When it happened: the day's start, the shift's close, the last heartbeat. */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    seenBy: integer('seen_by').references(() => users.id, { onDelete: 'set null' }),
    seenComment: text('seen_comment'),
  },
  (t) => [
    check(
      'hall_exceptions_kind_check',
      sql`${t.kind} in ('rtp', 'cash', 'silent', 'visits', 'meters', 'floor', 'payout', 'lookups', 'fiscal', 'machine_money', 'unregistered', 'tax')`,
    ),
    check('hall_exceptions_severity_check', sql`${t.severity} in ('high', 'medium')`),
    index('hall_exceptions_open_idx')
      .on(t.hallId, t.happenedAt)
      .where(sql`${t.seenAt} is null`),
  ],
);
