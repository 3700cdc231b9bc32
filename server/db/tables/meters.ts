import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tiyn } from './columns';
import { hallRef } from './access';
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
