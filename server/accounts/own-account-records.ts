import { and, eq, sql } from 'drizzle-orm';
import { revokeUserSessions } from '../auth/sessions';
import { hashRecoveryCode } from '../auth/second-factor';
import { takeCode, type AccountRow } from '../auth/sign-in';
import { recoveryCodes, users } from '../db/schema';
import { ApiError } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { removeSecondFactor } from './account-records';

/**
 * The signed-in user's own password, changed: a temporary one stops being temporary, and every
 * other session of the user ends (`keepToken` is this one).
 */
export async function changeOwnPassword(a: Actor, passwordHash: string, keepToken: string) {
  await a.tx
    .update(users)
    .set({
      passwordHash,
      passwordTemporary: false,
      passwordExpiresAt: null,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, a.user.id));
  await revokeUserSessions(a.tx, a.user.id, a.now, keepToken);
  await recordAudit(a, 'user.password_change', a.user.id, {}, null);
}

/** The secret that an authenticator app is to be set up with, kept until it is confirmed. */
export async function startOwnTotp(a: Actor, secret: string) {
  await a.tx.update(users).set({ mfaPendingSecret: secret }).where(eq(users.id, a.user.id));
}

/**
 * The pending secret becomes the second factor, confirmed by a code of time step `step`, with
 * fresh recovery codes. Of two confirmations at once, one enrols and the other gets 409.
 */
export async function confirmOwnTotp(a: Actor, secret: string, step: number, codes: string[]) {
  const enrolled = await a.tx
    .update(users)
    .set({
      mfaSecret: secret,
      mfaPendingSecret: null,
      mfaLastStep: step,
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.id, a.user.id), sql`${users.mfaSecret} is null`))
    .returning({ id: users.id });
  if (enrolled.length === 0) {
    throw new ApiError(409, 'mfa_enrolled', 'Второй фактор уже подключён');
  }
  await a.tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, a.user.id));
  await a.tx
    .insert(recoveryCodes)
    .values(codes.map((one) => ({ userId: a.user.id, codeHash: hashRecoveryCode(one) })));
  await recordAudit(a, 'user.mfa_enrol', a.user.id, {}, null);
}

/** One's own second factor, removed on a code of it (or a recovery code); false: a wrong code. */
export async function removeOwnSecondFactor(a: Actor, account: AccountRow, code: string) {
  if (!(await takeCode(a.tx, account, code, a.now))) return false;
  await removeSecondFactor(a, account.id, 'user.mfa_remove');
  return true;
}
