import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The chain's halls. Opening hours are minutes after midnight on the hall's clock: 600–360 is
 * 10:00–06:00 (past midnight), the same minute twice is round the clock. A name is the chain's
 * one name for a hall, whatever its case.
 */
export const halls = pgTable(
  'halls',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    timezone: text('timezone').notNull().default('Asia/Almaty'),
    currency: text('currency').notNull().default('KZT'),
    status: text('status').notNull().default('open'),
    openFrom: smallint('open_from').notNull().default(600),
    openTo: smallint('open_to').notNull().default(360),
    /** Cashiers are never told the expected cash, and a count off it is asked again (decision 060). */
    blindCount: boolean('blind_count').notNull().default(false),
    /** `required`: every count names its notes and coins; `optional`: a total will do. */
    countByDenomination: text('count_by_denomination').notNull().default('optional'),
    /** Whether a cashier may confirm the safe's count with her own (decision 060: yes, unless the hall says no). */
    cashierConfirmsSafe: boolean('cashier_confirms_safe').notNull().default(true),
    /** The hall-local hour its gaming day starts at, and how long a close waits for late readings (decision 065). */
    gamingDayStartHour: smallint('gaming_day_start_hour').notNull().default(6),
    gamingDayGraceMinutes: smallint('gaming_day_grace_minutes').notNull().default(30),
    /** A machine's meters and cash may differ by this much (whole tenge) before a variance (decision 067). */
    machineToleranceTenge: integer('machine_tolerance_tenge').notNull().default(1000),
    /** The ISO weekdays (1 Monday … 7 Sunday) the boxes are dropped on; none: on demand only (decision 066). */
    dropWeekdays: smallint('drop_weekdays')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Only foreigners and stateless persons may enter (a tourist gambling zone, decision 069):
     * the door refuses a citizen of Kazakhstan. Off by default; `foreignersOnlySource` names the
     * act that makes the zone so.
     */
    foreignersOnly: boolean('foreigners_only').notNull().default(false),
    foreignersOnlySource: text('foreigners_only_source').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'halls_foreigners_only_check',
      sql`not ${t.foreignersOnly} or ${t.foreignersOnlySource} <> ''`,
    ),
    check('halls_status_check', sql`${t.status} in ('open', 'closed')`),
    check('halls_count_policy_check', sql`${t.countByDenomination} in ('required', 'optional')`),
    check(
      'halls_open_hours_check',
      sql`${t.openFrom} between 0 and 1439 and ${t.openTo} between 0 and 1439`,
    ),
    check(
      'halls_gaming_day_check',
      sql`${t.gamingDayStartHour} between 0 and 23 and ${t.gamingDayGraceMinutes} between 0 and 720`,
    ),
    check('halls_machine_tolerance_check', sql`${t.machineToleranceTenge} between 0 and 1000000`),
    check('halls_drop_weekdays_check', sql`${t.dropWeekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`),
    uniqueIndex('halls_name_uq').on(sql`lower(${t.name})`),
  ],
);

/** The hall a record belongs to: required, and the record goes when its hall goes. */
export const hallRef = () =>
  integer('hall_id')
    .notNull()
    .references(() => halls.id, { onDelete: 'cascade' });

/**
 * Sign-in accounts. `version` grows with every change of the account (an event tells every
 * instance to read its sessions again). A temporary password (`passwordTemporary`) signs in once,
 * until `passwordExpiresAt`, into a session that may only set a new one. A second factor is a
 * TOTP secret; `mfaLastStep` is the time step of the last code accepted, so no code works twice.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull().unique(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordTemporary: boolean('password_temporary').notNull().default(false),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    mfaSecret: text('mfa_secret'),
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('cashier', 'manager', 'admin')`)],
);

export const userHalls = pgTable(
  'user_halls',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hallId: hallRef(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hallId] }), index('user_halls_hall_idx').on(t.hallId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token: a stolen table does not give usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    /** The session as its owner names it (GET /api/auth/sessions); never the token. */
    id: serial('id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Where and in what it was opened, for «Мои сеансы». */
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** The one-use recovery codes of a second factor: SHA-256 of 80 random bits each. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * A sign-in waiting for its second factor: the password was right, the code is still to come.
 * Void after five wrong codes, once used, or when it is old.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    /** SHA-256 of the challenge the client holds. */
    challengeHash: text('challenge_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_challenges_created_idx').on(t.createdAt)],
);

/**
 * Sign-in attempt counters, one row per key: `pair:<login>|<address>`, `address:<ip>` or
 * `login:<login>`. Attempts are counted when they start (an upsert that refuses at the limit),
 * so a parallel burst gets no more attempts than a sequential one; a success gives its back.
 */
export const loginLimits = pgTable(
  'login_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_limits_window_idx').on(t.windowStart)],
);
