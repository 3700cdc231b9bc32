/**
 * The steps of a sign-in: the password, a second factor's challenge, the code that answers it,
 * and the session at the end, with what the session may do (set a new password, enrol a
 * second factor) when that is all it may do.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '@/lib/shared/roles';
import { SESSION_COOKIE } from '@/lib/shared/protocol';
import type { AppEnv } from '../context';
import { inTransaction, type Db } from '../db/database';
import { mfaChallenges, recoveryCodes, users } from '../db/schema';
import { ApiError } from '../errors';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { clientAddress, limitedAddress } from './client-address';
import { isRefusal, reserveAttempt } from './rate-limit';
import { hashRecoveryCode, isTotpCode, normalizeCode, totpStep } from './second-factor';
import { ABSOLUTE_MS, createSession } from './sessions';

/**
 * Counts an attempt on `login` from the client's address (a password, a code, the current
 * password of one's own account); 429 past the limits.
 */
export async function countAttempt(c: Context<AppEnv>, login: string, now: Date) {
  const attempt = await reserveAttempt(
    c.var.options.db,
    login,
    limitedAddress(clientAddress(c)),
    now,
  );
  if (isRefusal(attempt)) {
    const minutes = Math.ceil(attempt.waitMs / 60_000);
    throw new ApiError(
      429,
      'too_many_attempts',
      `Слишком много попыток, повторите через ${minutes} мин.`,
      undefined,
      { 'Retry-After': String(Math.ceil(attempt.waitMs / 1000)) },
    );
  }
  return attempt;
}

/** How long a challenge waits for its code, and how many wrong codes void it. */
const WRONG_PAIR = 'Неверный логин или пароль';

/**
 * The account that `login` and `password` name, or 401 «Неверный логин или пароль» (a locked
 * account too). An unknown login costs a password check all the same, so the answer's time does
 * not tell which logins exist.
 */
export async function checkCredentials(db: Db, login: string, password: string) {
  const [user] = await db.select().from(users).where(eq(users.login, login.toLowerCase()));
  const valid = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstNothing(password);
  if (!user || !valid || user.disabled) {
    throw new ApiError(401, 'invalid_credentials', WRONG_PAIR);
  }
  return user;
}

export const CHALLENGE_MS = 5 * 60 * 1000;
export const CHALLENGE_FAILURES = 5;

export type AccountRow = typeof users.$inferSelect;

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The same attributes on the cookie that signs in and on the one that signs out. */
export const sessionCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'Lax', secure, path: '/' }) as const;

export const temporaryPasswordExpired = () =>
  new ApiError(
    401,
    'temporary_password_expired',
    'Временный пароль уже использован или истёк — попросите выдать новый',
  );

/** A challenge for the second factor of `userId`: what the client sends back with the code. */
export async function createChallenge(db: Db, userId: number, now: Date): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.insert(mfaChallenges).values({ challengeHash: hash(challenge), userId, createdAt: now });
  return challenge;
}

/** The login a challenge was given to, or null when there is no such challenge. */
export async function challengeLogin(db: Db, challenge: string): Promise<string | null> {
  const [row] = await db
    .select({ login: users.login })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(eq(mfaChallenges.challengeHash, hash(challenge)));
  return row?.login ?? null;
}

export type ChallengeOutcome = { ok: true; user: AccountRow } | { ok: false; void: boolean };

/**
 * Checks `code` against the challenge, in one transaction that locks the challenge: of parallel
 * answers only one is judged at a time, a TOTP code is taken once (its step must be after the
 * last one taken) and a recovery code is spent. A wrong code counts; the fifth voids the challenge.
 */
export function answerChallenge(
  db: Db,
  challenge: string,
  code: string,
  now: Date,
): Promise<ChallengeOutcome> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.challengeHash, hash(challenge)))
      .for('update');
    const [user] = row ? await tx.select().from(users).where(eq(users.id, row.userId)) : [];
    const live =
      row &&
      user &&
      !user.disabled &&
      user.mfaSecret &&
      row.usedAt === null &&
      row.failures < CHALLENGE_FAILURES &&
      now.getTime() - row.createdAt.getTime() < CHALLENGE_MS;
    if (!live) return { ok: false, void: true };

    if (await takeCode(tx, user, code, now)) {
      await tx
        .update(mfaChallenges)
        .set({ usedAt: now })
        .where(eq(mfaChallenges.challengeHash, row.challengeHash));
      return { ok: true, user };
    }
    const [{ failures }] = await tx
      .update(mfaChallenges)
      .set({ failures: sql`${mfaChallenges.failures} + 1` })
      .where(eq(mfaChallenges.challengeHash, row.challengeHash))
      .returning({ failures: mfaChallenges.failures });
    return { ok: false, void: failures >= CHALLENGE_FAILURES };
  });
}

/**
 * Takes `code` of the user's second factor once: a TOTP code of a later step than the last one
 * taken, or an unspent recovery code. False when it is neither (wrong, or already used).
 */
export async function takeCode(tx: Db, user: AccountRow, raw: string, now: Date) {
  const code = normalizeCode(raw);
  if (!user.mfaSecret || code === '') return false;
  if (isTotpCode(code)) {
    const step = totpStep(user.mfaSecret, code, now);
    if (step === null) return false;
    const taken = await tx
      .update(users)
      .set({ mfaLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
      .returning({ id: users.id });
    return taken.length > 0;
  }
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return spent.length > 0;
}

/**
 * Opens the session of a user whose password (and code) were right. A temporary password is
 * spent here, by one statement, so of two parallel sign-ins with it only one gets a session.
 */
export async function openSession(c: Context<AppEnv>, user: AccountRow, now: Date) {
  const { db, secureCookie, mfaRequiredRoles } = c.var.options;
  if (user.passwordTemporary) {
    // Spent: expired since the epoch, not since this request's `now`: a parallel sign-in whose
    // clock read a moment earlier must not find it still valid.
    const spent = await db
      .update(users)
      .set({ passwordExpiresAt: new Date(0) })
      .where(and(eq(users.id, user.id), gt(users.passwordExpiresAt, now)))
      .returning({ id: users.id });
    if (spent.length === 0) throw temporaryPasswordExpired();
  }
  const token = await createSession(db, user.id, now, {
    address: clientAddress(c),
    userAgent: c.req.header('user-agent') ?? '',
  });
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id));
  setCookie(c, SESSION_COOKIE, token, {
    ...sessionCookieOptions(secureCookie || c.var.https),
    maxAge: ABSOLUTE_MS / 1000,
  });
  const role = user.role as Role;
  const mfa = user.mfaSecret !== null;
  if (user.passwordTemporary) {
    return { passwordChangeRequired: true as const, token, fullName: user.fullName, role, mfa };
  }
  return {
    fullName: user.fullName,
    role,
    token,
    isAdmin: role === 'admin',
    mfaEnrolmentRequired: !mfa && mfaRequiredRoles.includes(role),
  };
}
