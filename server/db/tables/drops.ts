import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tiyn } from './columns';
import { hallRef, users } from './access';
import { cashTransfers } from './cash-desks';
import { devices } from './equipment';

/**
 * A drop (decision 066): the bill validators' boxes taken out by two named people, counted by
 * note blind to the meters by two others, the cash sent to the safe as a movement of kind `drop`.
 * `collected`: out, waiting for a count; `counting`: the first count waits for the second;
 * `counted`: the counts agreed and the cash went to the safe. One drop of a hall at a time.
 */
export const machineDrops = pgTable(
  'machine_drops',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    status: text('status').notNull().default('collected'),
    collectedBy: integer('collected_by').references(() => users.id, { onDelete: 'set null' }),
    witnessId: integer('witness_id').references(() => users.id, { onDelete: 'set null' }),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    /** The hall's gaming day the boxes were taken out in: the day whose cash they are. */
    day: date('day').notNull(),
    countedBy: integer('counted_by').references(() => users.id, { onDelete: 'set null' }),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    /** Second counts that differed from the first. */
    misses: integer('misses').notNull().default(0),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    total: tiyn('total'),
    transferId: integer('transfer_id').references(() => cashTransfers.id),
  },
  (t) => [
    check('machine_drops_status_check', sql`${t.status} in ('collected', 'counting', 'counted')`),
    uniqueIndex('machine_drops_open_uq')
      .on(t.hallId)
      .where(sql`${t.status} <> 'counted'`),
    index('machine_drops_hall_time_idx').on(t.hallId, t.collectedAt),
    index('machine_drops_hall_day_idx').on(t.hallId, t.day),
  ],
);

/**
 * A machine's box in a drop: its label as read (a box is labelled with its machine's number; one
 * found in another machine is `swapped`), the notes its validator counted since the machine's
 * previous drop (`expected`, from the running total `billsTaken` of its meters, hidden until the
 * count agrees), the first count and the agreed one. Notes as `{"1000": "12"}`.
 */
export const machineDropBoxes = pgTable(
  'machine_drop_boxes',
  {
    dropId: integer('drop_id')
      .notNull()
      .references(() => machineDrops.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    hallId: hallRef(),
    boxNumber: text('box_number').notNull(),
    swapped: boolean('swapped').notNull().default(false),
    billsTaken: jsonb('bills_taken').notNull(),
    expected: jsonb('expected').notNull(),
    firstCount: jsonb('first_count'),
    counted: jsonb('counted'),
  },
  (t) => [
    primaryKey({ columns: [t.dropId, t.deviceId] }),
    index('machine_drop_boxes_device_idx').on(t.deviceId, t.dropId),
  ],
);
