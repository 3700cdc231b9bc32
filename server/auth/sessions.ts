import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { perDatabase } from '../per-database';
import { halls, sessions, userHalls, users } from '../db/schema';
import type { Role } from '@/lib/shared/roles';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/lib/shared/protocol';

export const IDLE_MS = SESSION_IDLE_MS;
export const ABSOLUTE_MS = SESSION_ABSOLUTE_MS;
// Writing last_seen_at on every request would make every read a write.
const TOUCH_AFTER_MS = 60 * 1000;

export type SessionUser = { id: number; login: string; fullName: string; role: Role };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Where a session was opened: the client's address and its User-Agent (cut to 300 characters). */
export type SessionOrigin = { address: string; userAgent: string };

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  origin: SessionOrigin = { address: '', userAgent: '' },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    address: origin.address.slice(0, 100),
    userAgent: origin.userAgent.slice(0, 300),
  });
  return token;
}

// Every authenticated request reads its session, and a hall-scoped one its hall check, in this
// one statement, prepared once per database.
const sessionQuery = perDatabase(buildSessionQuery);

function buildSessionQuery(db: Db) {
  return db
    .select({
      id: users.id,
      login: users.login,
      fullName: users.fullName,
      role: users.role,
      disabled: users.disabled,
      passwordTemporary: users.passwordTemporary,
      mfa: sql<boolean>`${users.mfaSecret} is not null`,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      /** Admins see every hall that exists; others the halls assigned to them. */
      hallVisible: sql<boolean>`case when ${users.role} = 'admin'
        then exists (select 1 from ${halls} where ${halls.id} = ${sql.placeholder('hallId')})
        else exists (select 1 from ${userHalls} where ${userHalls.userId} = ${users.id}
          and ${userHalls.hallId} = ${sql.placeholder('hallId')}) end`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_user');
}

/**
 * The session's user, or null when the token is unknown, revoked, idle too long or too old, or
 * its user is disabled; with it, whether the user may see `hallId` (0: no hall asked about).
 * Read from the database on every request, on every instance: nothing cached may keep a
 * signed-out session or a removed hall alive. `activity` is false for a background refresh
 * (polling): it is checked like any request but does not move the idle limit.
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  { activity = true, hallId = 0 } = {},
): Promise<FoundSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionQuery(db).execute({ tokenHash, hallId });
  if (!row || row.disabled) return null;
  const t = now.getTime();
  if (t - row.lastSeenAt.getTime() > IDLE_MS || t - row.createdAt.getTime() > ABSOLUTE_MS) {
    return null;
  }
  if (activity && t - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  const user = { id: row.id, login: row.login, fullName: row.fullName, role: row.role as Role };
  return {
    user,
    hallVisible: row.hallVisible,
    passwordTemporary: row.passwordTemporary,
    mfa: row.mfa,
  };
}

export type FoundSession = {
  user: SessionUser;
  hallVisible: boolean;
  /** Signed in with a temporary password: only a new password may be set. */
  passwordTemporary: boolean;
  /** The user has a second factor. */
  mfa: boolean;
};

/** A session that may still sign someone in: not revoked, not idle too long, not too old. */
const liveSession = (now: Date) =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
    gt(sessions.createdAt, new Date(now.getTime() - ABSOLUTE_MS)),
  );

/**
 * Ends every session of the user (but the one of `keepToken`): a trigger tells each instance's
 * event streams of that user to read their access again, so they end at once too.
 */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keepToken?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined,
      ),
    );
}

/** Ends one session of the user by its id; false when the user has no such live session. */
export async function revokeSessionById(db: Db, userId: number, id: number, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), liveSession(now)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** The user's live sessions, the latest used first; `current` marks the one of `token`. */
export async function liveSessions(db: Db, userId: number, now: Date, token?: string) {
  const currentHash = token ? hashToken(token) : '';
  const rows = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      address: sessions.address,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(100);
  return rows.map(({ tokenHash, ...row }) => ({ ...row, current: tokenHash === currentHash }));
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
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
