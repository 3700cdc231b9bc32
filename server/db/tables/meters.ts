import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { devices } from './equipment';
import { games } from './reports';

/*
 * What the machines play, from their cumulative meters (`POST /api/equipment/meters`,
 * `server/equipment/meter-readings.ts`). The per-machine hours are the source; a trigger
 * (`machine_stats_roll_up()`, migration 0012) adds each statement's rows to the machine days and
 * to the hall's hours in `game_stats_hourly`, whose own triggers keep the hall's days and months.
 */

/**
 * The last meters applied per machine and game: the base the next reading's difference is taken
 * from. Lifetime counters as the machine keeps them (plays, total bet, total won in tiyn).
 */
export const machineMeters = pgTable(
  'machine_meters',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    plays: bigint('plays', { mode: 'number' }).notNull(),
    bets: tiyn('bets').notNull(),
    wins: tiyn('wins').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.gameId] })],
);

/** The play of one machine and game in one hour (UTC hour start): the meters' differences. */
export const machineStatsHourly = pgTable(
  'machine_stats_hourly',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    hallId: hallRef(),
    plays: bigint('plays', { mode: 'number' }).notNull(),
    bets: tiyn('bets').notNull(),
    wins: tiyn('wins').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.hour, t.gameId] }),
    index('machine_stats_hourly_hall_idx').on(t.hallId, t.hour),
    check(
      'machine_stats_hourly_values_check',
      sql`${t.plays} >= 0 and ${t.bets} >= 0 and ${t.wins} >= 0 and date_part('epoch', ${t.hour})::bigint % 3600 = 0`,
    ),
  ],
);

/**
 * The same per hall-local day, kept by the trigger on `machine_stats_hourly` (the demo bulk-loads
 * its year here). The machines report reads this. No foreign keys, like the other rollups.
 */
export const machineStatsDaily = pgTable(
  'machine_stats_daily',
  {
    hallId: integer('hall_id').notNull(),
    day: date('day').notNull(),
    deviceId: integer('device_id').notNull(),
    gameId: integer('game_id').notNull(),
    plays: bigint('plays', { mode: 'number' }).notNull(),
    bets: tiyn('bets').notNull(),
    wins: tiyn('wins').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.day, t.deviceId, t.gameId] })],
);

/**
 * Halls whose play moved since their last announcement: a row per hall, taken away by the sweep
 * that announces it (`server/events/play-sweep.ts`), so a floor of machines costs one event per
 * hall every few seconds, not one per reading.
 */
export const playMarks = pgTable('play_marks', {
  hallId: integer('hall_id').primaryKey(),
});

/** A machine's money meter of an hour, as a difference of its cumulative meters (tiyn). */
const moneyDelta = (name: string) =>
  tiyn(name)
    .notNull()
    .default(sql`0`);
/** …and a count meter's. */
const countDelta = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/** What each of a machine's own meters added (decision 065), one column each. */
const machineMeterColumns = () => ({
  coinIn: moneyDelta('coin_in'),
  coinOut: moneyDelta('coin_out'),
  jackpotHandPays: moneyDelta('jackpot_hand_pays'),
  cancelledHandPays: moneyDelta('cancelled_hand_pays'),
  billsIn: moneyDelta('bills_in'),
  transfersIn: moneyDelta('transfers_in'),
  transfersOut: moneyDelta('transfers_out'),
  ticketsIn: moneyDelta('tickets_in'),
  ticketsOut: moneyDelta('tickets_out'),
  gamesPlayed: countDelta('games_played'),
  doorsMain: countDelta('doors_main'),
  doorsDrop: countDelta('doors_drop'),
  powerResets: countDelta('power_resets'),
});

/**
 * The last of each of a machine's own meters (SAS 6.02, decision 065), as the machine keeps them:
 * the base the next reading's differences are taken from. Money in tiyn, as strings in JSON.
 */
export const machineMeterBase = pgTable('machine_meter_base', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  meters: jsonb('meters').notNull(),
  bills: jsonb('bills').notNull(),
  /**
   * Every note its validator counted since its meters were first read here, per denomination:
   * the sum of the readings' differences, so rollovers and RAM clears are already taken out.
   * A drop keeps it; the next drop's expected notes are the difference (decision 066).
   */
  billsTaken: jsonb('bills_taken')
    .notNull()
    .default(sql`'{}'::jsonb`),
});

/** What a machine's own meters added in one hour (UTC hour start). */
export const machineMeterHours = pgTable(
  'machine_meter_hours',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    hallId: hallRef(),
    ...machineMeterColumns(),
    /** Readings taken in the hour, and the meters as the latest of them left them (its seq). */
    readings: integer('readings').notNull().default(0),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    metersAfter: jsonb('meters_after')
      .notNull()
      .default(sql`'{}'::jsonb`),
    billsAfter: jsonb('bills_after')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.hour] }),
    index('machine_meter_hours_hall_idx').on(t.hallId, t.hour),
  ],
);

/** The notes a machine's bill validator took in one hour, per denomination (whole tenge). */
export const machineBillHours = pgTable(
  'machine_bill_hours',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    denomination: integer('denomination').notNull(),
    hallId: hallRef(),
    count: bigint('count', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.hour, t.denomination] })],
);

/** A machine's meters starting again (a RAM clear): when, and what they were and became. */
export const machineMeterEvents = pgTable(
  'machine_meter_events',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    hallId: hallRef(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    was: jsonb('was').notNull(),
    now: jsonb('now').notNull(),
  },
  (t) => [
    uniqueIndex('machine_meter_events_uq').on(t.deviceId, t.seq, t.kind),
    check('machine_meter_events_kind_check', sql`${t.kind} in ('ram_clear')`),
  ],
);

/** A gaming day's figures: the meters' differences, and the notes per denomination (`{"1000": "12"}`). */
const dayFigures = () => ({
  ...machineMeterColumns(),
  bills: jsonb('bills')
    .notNull()
    .default(sql`'{}'::jsonb`),
});

/**
 * A hall's closed gaming day: its bounds, who closed it (null: the close at the boundary) and the
 * hall's totals frozen with it, for the reports over many days (decision 068): the machines' meter
 * win and notes taken by their meters, how many machines it froze and how many without a reading,
 * what its desks sold to machines and paid by hand.
 */
export const gamingDays = pgTable(
  'gaming_days',
  {
    hallId: hallRef(),
    day: date('day').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    machines: integer('machines').notNull().default(0),
    noReading: integer('no_reading').notNull().default(0),
    meterWin: tiyn('meter_win')
      .notNull()
      .default(sql`0`),
    billsIn: tiyn('bills_in')
      .notNull()
      .default(sql`0`),
    creditsSold: tiyn('credits_sold')
      .notNull()
      .default(sql`0`),
    handPays: tiyn('hand_pays')
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.day] })],
);

/** Each machine's figures of a closed day, frozen: its meters at the open and close, the deltas. */
export const gamingDayMachines = pgTable(
  'gaming_day_machines',
  {
    hallId: hallRef(),
    day: date('day').notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** `meters`: read by the machine; `manual`: read by two people; `none`: no reading. */
    source: text('source').notNull(),
    opened: jsonb('opened'),
    closed: jsonb('closed'),
    ...dayFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.hallId, t.day, t.deviceId] }),
    check('gaming_day_machines_source_check', sql`${t.source} in ('meters', 'manual', 'none')`),
  ],
);

/** What a reading for a closed day added after its close: dated, never folded in silently. */
export const gamingDayAdjustments = pgTable(
  'gaming_day_adjustments',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    day: date('day').notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...dayFigures(),
  },
  (t) => [index('gaming_day_adjustments_day_idx').on(t.hallId, t.day)],
);

/**
 * A machine's meters read by hand for a day it did not report (decision 065): taken by one
 * person, confirmed by another entering the same figures from their own session. The day's close
 * takes a confirmed one as the machine's close. Money in tiyn, as strings in JSON.
 */
export const gamingDayReadings = pgTable(
  'gaming_day_readings',
  {
    id: serial('id').primaryKey(),
    hallId: hallRef(),
    day: date('day').notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    meters: jsonb('meters').notNull(),
    bills: jsonb('bills').notNull(),
    takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('gaming_day_readings_uq').on(t.hallId, t.day, t.deviceId)],
);
