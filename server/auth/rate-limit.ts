import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginFailures } from '../db/schema';

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_LOGIN = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const keys = (login: string, address: string) => ({
  login: `login:${login.toLowerCase()}`,
  address: `address:${address}`,
});

/** Minutes until another attempt is allowed, or 0 when one is allowed now. */
export async function minutesToWait(db: Db, login: string, address: string, now: Date) {
  const k = keys(login, address);
  const since = new Date(now.getTime() - WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(inArray(loginFailures.key, [k.login, k.address]), gte(loginFailures.failedAt, since)),
    )
    .orderBy(desc(loginFailures.failedAt))
    .limit(500);

  let until = 0;
  for (const [key, limit] of [
    [k.login, MAX_FAILURES_PER_LOGIN],
    [k.address, MAX_FAILURES_PER_ADDRESS],
  ] as const) {
    const recent = rows.filter((r) => r.key === key);
    // Blocked until the limit-th most recent failure leaves the window.
    if (recent.length >= limit) {
      until = Math.max(until, recent[limit - 1].failedAt.getTime() + WINDOW_MS);
    }
  }
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 60000) : 0;
}

export async function recordFailure(db: Db, login: string, address: string, now: Date) {
  const k = keys(login, address);
  await db.insert(loginFailures).values([
    { key: k.login, failedAt: now },
    { key: k.address, failedAt: now },
  ]);
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS)));
}

export async function clearFailures(db: Db, login: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys(login, '').login));
}
