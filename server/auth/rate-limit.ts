import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';

export const WINDOW_MS = 15 * 60 * 1000;
/** The longest window a counter of this table may have (the look-up limit's is a setting). */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;
/** Attempts of one login from one address: past this that pair waits for its window to pass. */
export const MAX_PER_PAIR = 5;
/** Attempts from one address, whatever the login. */
export const MAX_PER_ADDRESS = 20;
/**
 * Attempts on one login from everywhere. Past this the login is slowed, not locked: one attempt
 * per SLOW_INTERVAL_MS, so an attack from many addresses cannot keep the owner out for long.
 */
export const SLOW_LOGIN_AFTER = 20;
export const SLOW_INTERVAL_MS = 10 * 1000;

type Rule = { key: string; limit: number; intervalMs: number };

/** The counters of an attempt, in key order: every statement locks them in that order. */
function rulesFor(login: string, address: string): Rule[] {
  const name = login.trim().toLowerCase();
  return [
    { key: `address:${address}`, limit: MAX_PER_ADDRESS, intervalMs: 0 },
    { key: `login:${name}`, limit: SLOW_LOGIN_AFTER, intervalMs: SLOW_INTERVAL_MS },
    { key: `pair:${name}|${address}`, limit: MAX_PER_PAIR, intervalMs: 0 },
  ];
}

export type Reservation = { counted: { key: string; windowStart: Date }[] };
export type Refusal = { waitMs: number };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * One upsert of the counters of `rules`: each is counted unless it is at its limit within the
 * window (or, with an interval, was used less than that long ago). Answers the rows it counted.
 */
function countRules(db: Db, rules: Rule[], now: Date, windowMs = WINDOW_MS) {
  const windowEdge = new Date(now.getTime() - windowMs);
  const byKey = (pick: (rule: Rule) => number) =>
    sql`case login_limits.key ${sql.join(
      rules.map((rule) => sql`when ${rule.key} then ${pick(rule)}::int`),
      sql` `,
    )} end`;
  return queryRows<{ key: string; window_start: string | Date; count: number }>(
    db,
    sql`insert into login_limits (key, window_start, count, last_at)
        values ${sql.join(
          rules.map((rule) => sql`(${rule.key}, ${at(now)}, 1, ${at(now)})`),
          sql`, `,
        )}
        on conflict (key) do update set
          window_start = case when login_limits.window_start <= ${at(windowEdge)}
            then excluded.window_start else login_limits.window_start end,
          count = case when login_limits.window_start <= ${at(windowEdge)}
            then 1 else login_limits.count + 1 end,
          last_at = excluded.last_at
        where login_limits.window_start <= ${at(windowEdge)}
          or login_limits.count < ${byKey((rule) => rule.limit)}
          or (${byKey((rule) => rule.intervalMs)} > 0
            and login_limits.last_at <= ${at(now)} - ${byKey((rule) => rule.intervalMs)} * interval '1 millisecond')
        returning key, window_start, count`,
  );
}

/**
 * Counts an attempt before the password is checked. One upsert takes every counter's row lock,
 * so parallel attempts queue on it and see each other's counts: a burst gets no more attempts
 * than the same requests sent one by one. A refused attempt gives back what it had counted.
 */
export async function reserveAttempt(
  db: Db,
  login: string,
  address: string,
  now: Date,
): Promise<Reservation | Refusal> {
  const rules = rulesFor(login, address);
  const counted = await countRules(db, rules, now);
  const reservation: Reservation = {
    counted: counted.map((row) => ({ key: row.key, windowStart: new Date(row.window_start) })),
  };
  if (counted.length === rules.length) return reservation;

  await giveBack(db, reservation.counted);
  const refused = rules.filter((rule) => !counted.some((row) => row.key === rule.key));
  const rows = await queryRows<{
    key: string;
    window_start: string | Date;
    count: number;
    last_at: string | Date;
  }>(
    db,
    sql`select key, window_start, count, last_at from login_limits
        where key in (${sql.join(
          refused.map((rule) => sql`${rule.key}`),
          sql`, `,
        )})`,
  );
  let waitMs = 1000;
  for (const row of rows) {
    const rule = refused.find((r) => r.key === row.key)!;
    const until =
      rule.intervalMs > 0
        ? new Date(row.last_at).getTime() + rule.intervalMs
        : new Date(row.window_start).getTime() + WINDOW_MS;
    waitMs = Math.max(waitMs, until - now.getTime());
  }
  return { waitMs };
}

/**
 * Takes one attempt back from each counter still in the window it was counted in. The rows are
 * locked in key order, as the upsert locks them: two orders would let parallel attempts deadlock.
 */
async function giveBack(db: Db, counted: Reservation['counted']) {
  if (counted.length === 0) return;
  await db.execute(
    sql`with locked as (
          select key from login_limits
          where (key, window_start) in (${sql.join(
            counted.map((c) => sql`(${c.key}, ${at(c.windowStart)})`),
            sql`, `,
          )})
          order by key for update)
        update login_limits set count = greatest(count - 1, 0)
        where key in (select key from locked)`,
  );
}

/**
 * The password was right: the attempt was no failure. The pair starts afresh (only the owner can
 * get here); the address and login counters get this one attempt back.
 */
export async function attemptSucceeded(db: Db, reservation: Reservation) {
  const pair = reservation.counted.find((c) => c.key.startsWith('pair:'));
  if (pair) await db.execute(sql`delete from login_limits where key = ${pair.key}`);
  await giveBack(
    db,
    reservation.counted.filter((c) => c !== pair),
  );
}

/**
 * Counts one use of `key` in the same table as the sign-in limits, in a window of `windowMs`:
 * one upsert, so a parallel burst and several instances share the count. Answers the count and
 * when its window began; past `limit` in the window it counts nothing and answers how long to wait.
 */
export async function countUse(
  db: Db,
  key: string,
  limit: number,
  now: Date,
  windowMs = WINDOW_MS,
): Promise<{ count: number; windowStart: Date } | { waitMs: number }> {
  const [counted] = await countRules(db, [{ key, limit, intervalMs: 0 }], now, windowMs);
  if (counted) return { count: counted.count, windowStart: new Date(counted.window_start) };
  const [row] = await queryRows<{ window_start: string | Date }>(
    db,
    sql`select window_start from login_limits where key = ${key}`,
  );
  const windowEnd = row ? new Date(row.window_start).getTime() + windowMs : now.getTime();
  return { waitMs: Math.max(1000, windowEnd - now.getTime()) };
}

/** Counters whose window has passed, however long it is: nothing reads them any more. */
export async function purgeLoginLimits(db: Db, now: Date) {
  await db.execute(
    sql`delete from login_limits
        where window_start <= ${at(new Date(now.getTime() - LONGEST_WINDOW_MS))}`,
  );
}

export const isRefusal = (result: Reservation | Refusal): result is Refusal => 'waitMs' in result;
