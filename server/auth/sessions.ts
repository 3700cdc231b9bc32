import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { createTtlCache, perDatabase, type TtlCache } from '../ttl-cache';
import { sessions, users } from '../db/schema';
import type { Role } from '@/lib/roles';

export const IDLE_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000;
// Writing last_seen_at on every request would make every read a write.
const TOUCH_AFTER_MS = 60 * 1000;

export type SessionUser = { id: number; login: string; fullName: string; role: Role };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now });
  return token;
}

function buildSessionQuery(db: Db) {
  return db
    .select({
      id: users.id,
      login: users.login,
      fullName: users.fullName,
      role: users.role,
      disabled: users.disabled,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_user');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof buildSessionQuery>['execute']>>[number];

// Every authenticated request needs its session: the query is prepared once per database, and
// a burst of requests costs one read. Logout drops the entry at once; a revocation or a
// disabled user in another process is seen within 5 s.
const sessionQuery = perDatabase(buildSessionQuery);
const sessionCache = perDatabase<Db, TtlCache<SessionRow>>(() => createTtlCache({ ttlMs: 5_000 }));

async function readSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const cache = sessionCache(db);
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  const [row] = await sessionQuery(db).execute({ tokenHash });
  if (row) cache.set(tokenHash, row);
  return row;
}

/** The session's user, or null when the token is unknown, revoked, idle too long or too old. */
export async function findSessionUser(
  db: Db,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const row = await readSession(db, tokenHash);
  if (!row || row.disabled) return null;
  const t = now.getTime();
  if (t - row.lastSeenAt.getTime() > IDLE_MS || t - row.createdAt.getTime() > ABSOLUTE_MS) {
    return null;
  }
  if (t - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    row.lastSeenAt = now;
  }
  return { id: row.id, login: row.login, fullName: row.fullName, role: row.role as Role };
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  sessionCache(db).delete(hashToken(token));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Sessions that can no longer sign anyone in: revoked, idle too long or too old. */
export async function purgeSessions(db: Db, now: Date): Promise<void> {
  const t = now.getTime();
  await db
    .delete(sessions)
    .where(
      or(
        isNotNull(sessions.revokedAt),
        lt(sessions.lastSeenAt, new Date(t - IDLE_MS)),
        lt(sessions.createdAt, new Date(t - ABSOLUTE_MS)),
      ),
    );
}
