import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tiyn } from './columns';
import { hallRef } from './access';

/*
 * The reports read rollups that triggers keep in the statement that changes their source; drizzle
 * does not model triggers, so their SQL lives in the migrations, the latest definition winning:
 * - `game_stats_roll_up()` on `game_stats_hourly` → `game_stats_daily`, `game_stats_monthly`;
 * - `visits_roll_up()` on `visits` → `visit_stats_hourly`, `visit_hours_monthly`, `visit_stats`;
 * - `rebuild_report_rollups()` recounts all of them after a bulk load (the demo seed).
 * The functions: `migrations/0007_report_month_rollups.sql`, `visits_roll_up()` last in
 * `migrations/0015_visit_buckets_by_index.sql`; the triggers that call them:
 * `migrations/0006_reports.sql`.
 */

/**
 * The chain's game catalogue. `code` is the game's name in the machines' meters, one per chain;
 * `theoretical_rtp` is the payback its paytable is set to, in hundredths of a percent (9650 is
 * 96.50 %), null until head office sets it. A code first seen in a machine's meters is added as
 * «Новая игра <code>» in the category `new` («Без категории») until head office sets one.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    theoreticalRtp: integer('theoretical_rtp'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('games_name_uq').on(t.name),
    uniqueIndex('games_code_uq').on(sql`lower(${t.code})`),
    check('games_rtp_check', sql`${t.theoreticalRtp} between 5000 and 10000`),
    check(
      'games_category_check',
      sql`${t.category} in ('slots', 'roulette', 'bingo', 'lottery', 'cards', 'new')`,
    ),
  ],
);

/** Bets and wins of one game in one hall in one hour (UTC hour start). The source of truth. */
export const gameStatsHourly = pgTable(
  'game_stats_hourly',
  {
    hallId: hallRef(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    betsCount: bigint('bets_count', { mode: 'number' }).notNull(),
    betsSum: tiyn('bets_sum').notNull(),
    winsSum: tiyn('wins_sum').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hallId, t.hour, t.gameId] }),
    check(
      'game_stats_hourly_values_check',
      sql`${t.betsCount} >= 0 and ${t.betsSum} >= 0 and ${t.winsSum} >= 0 and date_part('epoch', ${t.hour})::bigint % 3600 = 0`,
    ),
  ],
);

/**
 * The tables below are derived, kept by triggers (migrations 0006 and 0007) in the statement that changes
 * their source; no foreign keys, so that a bulk insert pays for its checks once, in the source.
 *
 * The same per hall-local day, kept by triggers on `game_stats_hourly` (insert, update, delete)
 * in the statement that changes the hours. Daily, monthly and yearly reports read this.
 */
export const gameStatsDaily = pgTable(
  'game_stats_daily',
  {
    hallId: integer('hall_id').notNull(),
    gameId: integer('game_id').notNull(),
    day: date('day').notNull(),
    betsCount: bigint('bets_count', { mode: 'number' }).notNull(),
    betsSum: tiyn('bets_sum').notNull(),
    winsSum: tiyn('wins_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.day, t.gameId] })],
);

/**
 * The same sums per hall-local month (`month` its first day), kept by the same trigger: a range
 * reads its whole months here (12 rows a game-year instead of 365) and only its edges by day.
 */
export const gameStatsMonthly = pgTable(
  'game_stats_monthly',
  {
    hallId: integer('hall_id').notNull(),
    gameId: integer('game_id').notNull(),
    month: date('month').notNull(),
    betsCount: bigint('bets_count', { mode: 'number' }).notNull(),
    betsSum: tiyn('bets_sum').notNull(),
    winsSum: tiyn('wins_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.month, t.gameId] })],
);

/**
 * Visits per hall per hall-local day and hour 0–23, kept by the trigger on `visits`: the hours of
 * the reports and the weekday × hour heat map, with no time-zone arithmetic left at read time.
 */
export const visitStatsHourly = pgTable(
  'visit_stats_hourly',
  {
    hallId: integer('hall_id').notNull(),
    day: date('day').notNull(),
    hour: smallint('hour').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.day, t.hour] })],
);

/**
 * Visits per hall per hall-local month, ISO weekday (1–7) and hour, kept by the trigger on
 * `visits`: the hours and the weekday × hour heat map of a long range read its whole months here
 * (at most 168 rows a month instead of 720) and only its edges from `visit_stats_hourly`.
 */
export const visitHoursMonthly = pgTable(
  'visit_hours_monthly',
  {
    hallId: integer('hall_id').notNull(),
    month: date('month').notNull(),
    weekday: smallint('weekday').notNull(),
    hour: smallint('hour').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.month, t.weekday, t.hour] })],
);

/**
 * Visits and unique clients of a hall per hall-local day and month (`period` = 'day' | 'month',
 * `start` its first day), recounted by the trigger on `visits` for the buckets a statement touches.
 */
export const visitStats = pgTable(
  'visit_stats',
  {
    hallId: integer('hall_id').notNull(),
    period: text('period').notNull(),
    start: date('start').notNull(),
    visits: integer('visits').notNull(),
    uniqueClients: integer('unique_clients').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hallId, t.period, t.start] }),
    check('visit_stats_period_check', sql`${t.period} in ('day', 'month')`),
  ],
);
