import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
 * Devices of a hall. `status` is what a manager set; online or offline is computed when read, from
 * `last_seen_at` (the last heartbeat). Heartbeats do not touch `version`: only a manager's change
 * can make another manager's dialog stale. The device key is kept as its SHA-256.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    serial: text('serial').notNull(),
    zone: text('zone').notNull(),
    status: text('status').notNull().default('active'),
    note: text('note').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    keyHash: text('key_hash').notNull().unique(),
    /** A game terminal's ways for money (decision 065): its validator's notes, desk credits, tickets. */
    billNotes: integer('bill_notes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    deskCredits: boolean('desk_credits').notNull().default(false),
    tickets: boolean('tickets').notNull().default(false),
    /** The `seq` of the last meter reading applied (game terminals): an older one is ignored. */
    meterSeq: bigint('meter_seq', { mode: 'number' }),
    /** Number, model, serial and zone in lower case: what the search looks through. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(number || ' ' || name || ' ' || serial || ' ' || zone)`,
    ),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'devices_type_check',
      sql`${t.type} in ('game_terminal', 'cash_terminal', 'kiosk', 'screen', 'printer', 'server', 'camera')`,
    ),
    check(
      'devices_money_check',
      sql`${t.type} = 'game_terminal' or (cardinality(${t.billNotes}) = 0 and not ${t.deskCredits} and not ${t.tickets})`,
    ),
    check('devices_status_check', sql`${t.status} in ('active', 'maintenance', 'broken')`),
    uniqueIndex('devices_hall_number_uq').on(t.hallId, t.number),
    index('devices_hall_seen_idx').on(t.hallId, t.status, t.lastSeenAt),
    index('devices_seen_idx').on(t.lastSeenAt),
  ],
);

/** Every status change of a device: who, when, from what to what, and why. Append-only. */
export const deviceStatusHistory = pgTable(
  'device_status_history',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull(),
  },
  (t) => [index('device_status_history_device_idx').on(t.deviceId, t.at)],
);
