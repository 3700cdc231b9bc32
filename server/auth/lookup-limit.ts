import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import { logger } from '../logger';
import type { SessionUser } from './sessions';
import { countUse } from './rate-limit';

/**
 * The look-up limit (decision 058): a desk must not walk the chain's clients or the register of
 * restricted persons. It counts what a harvest produces — an IIN, a document or a phone that
 * finds nobody, a refusal by the register, a yes-or-no check of the register, a phone or an
 * identity already taken — and never a guest let in. At `max` such answers in its window the
 * user's desk is stopped: every look-up is 429 until the window passes, and head office is told
 * by an exception of kind `lookups`.
 */

/** How many such answers a user may get in how many minutes (`LOOKUP_LIMIT`, `LOOKUP_WINDOW_MINUTES`). */
export type LookupLimit = { max: number; windowMinutes: number };

/** A busy door admits hundreds an evening; it meets a few strangers, not 30 in 15 minutes. */
export const DEFAULT_LOOKUP_LIMIT: LookupLimit = { max: 30, windowMinutes: 15 };

/** What a look-up checked, as the refusal names it. */
export type Checked = 'iin' | 'document' | 'phone';

const CHECKED_WORDS: Record<Checked, string> = {
  iin: 'ИИН',
  document: 'документов',
  phone: 'номеров',
};

/** Who looks up, at which hall's desk, when, under which limit. */
export type LookupCall = {
  db: Db;
  user: SessionUser;
  hallId: number;
  now: Date;
  limit: LookupLimit;
};

/** The look-up call of this request: its user, hall, moment and the instance's limit. */
export function lookupCall(c: Context<AppEnv>): LookupCall {
  const { db, now, lookupLimit } = c.var.options;
  return { db, user: c.var.user, hallId: c.var.hallId, now: now(), limit: lookupLimit };
}

const keyOf = (user: SessionUser) => `lookups:${user.id}`;
const windowMs = (limit: LookupLimit) => limit.windowMinutes * 60_000;

/**
 * 429 naming what was checked and the wait. No field map: it is the desk that is stopped, not a
 * field that is wrong, and the forms show a refusal without fields as a message of its own.
 */
export function tooManyLookups(checked: Checked, waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const message = `Слишком много проверок ${CHECKED_WORDS[checked]}, повторите через ${minutes} мин.`;
  return new ApiError(429, 'too_many_lookups', message, undefined, {
    'Retry-After': String(Math.ceil(waitMs / 1000)),
  });
}

/**
 * When the user's desk is stopped, the moment it may look up again (null while it may): a value
 * a statement can read beside its own work, so a payout pays no statement for it.
 */
export function stoppedUntil({ user, now, limit }: LookupCall): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const window = sql`${windowMs(limit)}::int * interval '1 millisecond'`;
  return sql`(select window_start + ${window} from login_limits
    where key = ${keyOf(user)} and count >= ${limit.max} and window_start > ${at} - ${window})`;
}

/** 429 while the user's desk is stopped; otherwise nothing. */
export async function assertNotStopped(call: LookupCall, checked: Checked) {
  const [row] = await queryRows<{ until: string | Date | null }>(
    call.db,
    sql`select ${stoppedUntil(call)} as until`,
  );
  if (row.until) throw tooManyLookups(checked, new Date(row.until).getTime() - call.now.getTime());
}

/**
 * Counts one answer a harvest produces. Past the limit it is 429 instead of the answer; the
 * answer that reaches the limit opens the exception that tells head office.
 */
export async function countLookup(call: LookupCall, checked: Checked) {
  const { limit } = call;
  const counted = await countUse(call.db, keyOf(call.user), limit.max, call.now, windowMs(limit));
  if ('waitMs' in counted) throw tooManyLookups(checked, counted.waitMs);
  if (counted.count >= limit.max) await deskStopped(call, counted.windowStart, limit);
}

const harvested = new WeakSet<object>();

/** Marks an answer as what a harvest produces (a miss, a register's refusal, a name taken). */
export function asMiss<E extends Error>(error: E): E {
  harvested.add(error);
  return error;
}

/**
 * A look-up under the limit: refused at once while the desk is stopped; an answer marked by
 * `asMiss` is counted before it goes out (429 instead of it past the limit).
 */
export async function limitedLookup<T>(
  call: LookupCall,
  checked: Checked,
  lookUp: () => Promise<T>,
): Promise<T> {
  await assertNotStopped(call, checked);
  return countingMisses(call, checked, lookUp);
}

/** Counts the answers of `lookUp` that `asMiss` marked; for a look-up that checked the stop itself. */
export async function countingMisses<T>(
  call: LookupCall,
  checked: Checked,
  lookUp: () => Promise<T>,
): Promise<T> {
  try {
    return await lookUp();
  } catch (error) {
    if (error instanceof Error && harvested.has(error)) await countLookup(call, checked);
    throw error;
  }
}

/** Head office's exception for a stopped desk: one per user and window, naming who and how many. */
async function deskStopped(call: LookupCall, windowStart: Date, limit: LookupLimit) {
  const { user, hallId, now } = call;
  await queryRows(
    call.db,
    sql`insert into hall_exceptions
          (key, hall_id, kind, severity, subject, description, happened_at, opened_at)
        values (${`lookups:${user.id}:${windowStart.toISOString()}`}, ${hallId}, 'lookups', 'high',
          ${`${user.fullName} (${user.login})`},
          ${
            `${limit.max} проверок без результата за ${limit.windowMinutes} мин.: ИИН, документы ` +
            `или номера, которых нет в базе, отказы и проверки по реестру ограничений. ` +
            `Проверки этого пользователя остановлены до конца окна`
          },
          ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        on conflict (key) do nothing`,
  );
  logger.warn({ hallId, userId: user.id }, 'Лимит проверок исчерпан');
}
