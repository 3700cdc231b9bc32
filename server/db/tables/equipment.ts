import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { createdAt, tiyn } from './columns';
import { hallRef, users } from './access';
import { games } from './reports';

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
    /**
     * A slot machine's card as a legal object (decision 069), written only by its approved work
     * orders (`machine_orders`): who made it, its program, seal, certificate, the denomination of
     * a credit, its registration with the tax authority, the game it runs and its dates in
     * service in this hall — from the day it was put into service (or moved in) until the day it
     * was withdrawn (or moved out).
     */
    manufacturer: text('manufacturer').notNull().default(''),
    romId: text('rom_id').notNull().default(''),
    sealNo: text('seal_no').notNull().default(''),
    certificateNo: text('certificate_no').notNull().default(''),
    certificateDate: date('certificate_date', { mode: 'string' }),
    denomination: tiyn('denomination'),
    taxRegNo: text('tax_reg_no').notNull().default(''),
    taxRegDate: date('tax_reg_date', { mode: 'string' }),
    gameId: integer('game_id').references(() => games.id),
    inServiceFrom: date('in_service_from', { mode: 'string' }),
    outOfServiceOn: date('out_of_service_on', { mode: 'string' }),
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
    check(
      'devices_service_check',
      sql`${t.outOfServiceOn} is null or (${t.inServiceFrom} is not null and ${t.outOfServiceOn} >= ${t.inServiceFrom})`,
    ),
    uniqueIndex('devices_hall_number_uq').on(t.hallId, t.number),
    // A serial stands in service in one place of the chain at a time (decision 069).
    uniqueIndex('devices_serial_in_service_uq')
      .on(sql`upper(${t.serial})`)
      .where(
        sql`${t.type} = 'game_terminal' and ${t.inServiceFrom} is not null and ${t.outOfServiceOn} is null`,
      ),
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

/** A game terminal of `alias` standing in service: put into service and not withdrawn (decision 069). */
export const inServiceSql = (alias: string) =>
  sql.raw(`${alias}.in_service_from is not null and ${alias}.out_of_service_on is null`);
