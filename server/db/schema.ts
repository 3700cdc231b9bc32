import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    createdAt: createdAt(),
  },
  (t) => [check('halls_status_check', sql`${t.status} in ('open', 'closed')`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull().unique(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
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
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hallId] }), index('user_halls_hall_idx').on(t.hallId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token: a stolen table does not give usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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

/**
 * Staff of a hall. `version` grows with every edit: an edit names the version it started from and
 * a stale one changes nothing. A phone belongs to one current worker of a hall; a dismissed
 * worker keeps it in their record but frees it.
 */
export const workers = pgTable(
  'workers',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    position: text('position').notNull(),
    status: text('status').notNull().default('active'),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    /** The name in lower case, for a case-blind search without lowering every row per query. */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(full_name)`),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'workers_position_check',
      sql`${t.position} in ('cashier', 'administrator', 'operator', 'security', 'bartender', 'technician', 'cleaner')`,
    ),
    check('workers_status_check', sql`${t.status} in ('active', 'vacation', 'dismissed')`),
    uniqueIndex('workers_hall_phone_uq')
      .on(t.hallId, t.phone)
      .where(sql`${t.status} <> 'dismissed'`),
    index('workers_hall_name_idx').on(t.hallId, t.fullName, t.id),
    index('workers_hall_hired_idx').on(t.hallId, t.hireDate, t.id),
  ],
);

/**
 * Devices of a hall. `status` is what a manager set; online or offline is computed when read, from
 * `last_seen_at` (the last heartbeat). Heartbeats do not touch `version`: only a manager's change
 * can make another manager's dialog stale. The device key is kept as its SHA-256.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    serial: text('serial').notNull(),
    zone: text('zone').notNull(),
    status: text('status').notNull().default('active'),
    note: text('note').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    keyHash: text('key_hash').notNull().unique(),
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
    check('devices_status_check', sql`${t.status} in ('active', 'maintenance', 'broken')`),
    uniqueIndex('devices_hall_number_uq').on(t.hallId, t.number),
    index('devices_hall_seen_idx').on(t.hallId, t.status, t.lastSeenAt),
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

/** Money columns: whole tiyn (1/100 ₸) as bigint, never a float or numeric. */
const tiyn = (name: string) => bigint(name, { mode: 'bigint' });

/** The bar menu of a hall. A price change applies to new orders; sold lines keep their price. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    price: tiyn('price').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('products_price_check', sql`${t.price} > 0`),
    index('products_hall_idx').on(t.hallId, t.category, t.position),
  ],
);

/**
 * A shift of a hall's cash desk. `balance` is the cash the desk holds now: every operation
 * changes it under the row's lock, so two operations never both spend the same tenge. At most one
 * shift of a hall is open (a partial unique index, so two parallel opens make one shift).
 */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    openingCash: tiyn('opening_cash').notNull(),
    balance: tiyn('balance').notNull(),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    expectedCash: tiyn('expected_cash'),
    countedCash: tiyn('counted_cash'),
  },
  (t) => [
    check('shifts_status_check', sql`${t.status} in ('open', 'closed')`),
    check('shifts_balance_check', sql`${t.balance} >= 0 and ${t.openingCash} >= 0`),
    uniqueIndex('shifts_one_open_uq')
      .on(t.hallId)
      .where(sql`${t.status} = 'open'`),
    index('shifts_hall_opened_idx').on(t.hallId, t.openedAt),
  ],
);

/**
 * Cash operations: append-only (a trigger refuses UPDATE and DELETE). `balanceAfter` is the
 * desk's cash after this operation, so the journal shows the balance at every step.
 */
export const cashOperations = pgTable(
  'cash_operations',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    type: text('type').notNull(),
    amount: tiyn('amount').notNull(),
    balanceAfter: tiyn('balance_after').notNull(),
    orderId: integer('order_id'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'cash_operations_type_check',
      sql`${t.type} in ('cash_in', 'cash_out', 'collection', 'payout', 'sale', 'refund')`,
    ),
    check('cash_operations_amount_check', sql`${t.amount} > 0 and ${t.balanceAfter} >= 0`),
    index('cash_operations_shift_idx').on(t.shiftId, t.type),
    index('cash_operations_hall_time_idx').on(t.hallId, t.createdAt, t.id),
  ],
);

/** A paid bar order. Cancelling it keeps the order and records the refund as a new operation. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    status: text('status').notNull().default('paid'),
    total: tiyn('total').notNull(),
    itemCount: integer('item_count').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('paid', 'cancelled')`),
    check('orders_total_check', sql`${t.total} > 0`),
    index('orders_hall_time_idx').on(t.hallId, t.createdAt, t.id),
  ],
);

/** The lines of an order, with the name and price they were sold at. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    price: tiyn('price').notNull(),
    quantity: integer('quantity').notNull(),
    total: tiyn('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * The first answer to each `Idempotency-Key` of a user. The key row is written in the same
 * transaction as the record it made, so a key exists exactly when its record does.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The answer as it was sent (json, not jsonb: a replay keeps its key order). */
    response: json('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Who did what to money, in which hall, when, by which request. Append-only (a trigger). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    hallId: integer('hall_id').references(() => halls.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    entityId: integer('entity_id').notNull(),
    details: jsonb('details').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [index('audit_log_hall_idx').on(t.hallId, t.at)],
);

/**
 * Clients of the chain, each registered in one hall. The phone (`+7…`, or a longer legacy number)
 * belongs to one client; a change of number goes through a phone request. `sms_consent` is the
 * client's consent to advertising SMS.
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    fullName: text('full_name').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    smsConsent: boolean('sms_consent').notNull().default(false),
    consentChangedAt: timestamp('consent_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('clients_phone_uq').on(t.phone),
    index('clients_hall_idx').on(t.hallId, t.registeredAt),
  ],
);

/**
 * A request to move a client's account from one phone number to another. `version` grows with
 * every change; an approval moves the client's phone in the same transaction as its status.
 */
export const phoneRequests = pgTable(
  'phone_requests',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    oldPhone: text('old_phone').notNull(),
    newPhone: text('new_phone').notNull(),
    reason: text('reason').notNull(),
    employeePhone: text('employee_phone').notNull(),
    employeeName: text('employee_name').notNull(),
    status: text('status').notNull().default('new'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'phone_requests_status_check',
      sql`${t.status} in ('new', 'approved', 'rejected', 'cancelled')`,
    ),
    index('phone_requests_hall_time_idx').on(t.hallId, t.createdAt, t.id),
    index('phone_requests_open_idx')
      .on(t.oldPhone)
      .where(sql`${t.status} = 'new'`),
  ],
);

/** The history of a phone request: created, edited, approved, rejected, cancelled — by whom, when. */
export const phoneRequestEvents = pgTable(
  'phone_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => phoneRequests.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    comment: text('comment'),
    changes: jsonb('changes'),
  },
  (t) => [index('phone_request_events_request_idx').on(t.requestId, t.at)],
);

/** A client's visit to a hall. */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('visits_client_time_idx').on(t.clientId, t.visitedAt),
    index('visits_hall_time_idx').on(t.hallId, t.visitedAt),
  ],
);

/**
 * An SMS mailing: its audience (`audience`, as chosen in the wizard), its text and kind, and
 * where it stands. `send_at` is when it may start — the asked time moved into 9:00–21:00 of the
 * hall. The counters follow the recipients as the sender goes.
 */
export const smsMailings = pgTable(
  'sms_mailings',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    audience: jsonb('audience').notNull(),
    status: text('status').notNull().default('draft'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'sms_mailings_status_check',
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed')`,
    ),
    check('sms_mailings_kind_check', sql`${t.kind} in ('service', 'advertising')`),
    index('sms_mailings_hall_idx').on(t.hallId, t.createdAt, t.id),
    index('sms_mailings_due_idx')
      .on(t.sendAt)
      .where(sql`${t.status} in ('scheduled', 'sending')`),
  ],
);

/** One recipient of a mailing and what became of the message. */
export const smsRecipients = pgTable(
  'sms_recipients',
  {
    mailingId: integer('mailing_id')
      .notNull()
      .references(() => smsMailings.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    providerId: text('provider_id'),
  },
  (t) => [
    primaryKey({ columns: [t.mailingId, t.clientId] }),
    check(
      'sms_recipients_status_check',
      sql`${t.status} in ('pending', 'sent', 'delivered', 'failed', 'skipped')`,
    ),
    index('sms_recipients_pending_idx')
      .on(t.mailingId, t.clientId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The outbox provider's messages: what would leave for the phone network, with its state. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mailingId: integer('mailing_id')
      .notNull()
      .references(() => smsMailings.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    state: text('state').notNull().default('delivered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sms_outbox_message_uq').on(t.mailingId, t.clientId)],
);

/** The chain's game catalogue. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
  },
  (t) => [
    uniqueIndex('games_name_uq').on(t.name),
    check(
      'games_category_check',
      sql`${t.category} in ('slots', 'roulette', 'bingo', 'lottery', 'cards')`,
    ),
  ],
);

/** Bets and wins of one game in one hall in one hour (UTC hour start). The source of truth. */
export const gameStatsHourly = pgTable(
  'game_stats_hourly',
  {
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    betsCount: integer('bets_count').notNull(),
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
