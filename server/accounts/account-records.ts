/**
 * Accounts written by head office and a manager: created, changed (role, halls, a worker, locked),
 * and their password and second factor reset. Each is audited.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rolesKeptBy, TEMPORARY_PASSWORD_HOURS } from '@/lib/shared/accounts';
import type { Role } from '@/lib/shared/roles';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions, type SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { halls, recoveryCodes, userHalls, users, workers } from '../db/schema';
import { ApiError, errors } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit, recordChange } from '../writes/audit';
import { uniqueOr409 } from '../writes/audited-edit';
import { findAccount, hallsOf, type AccountRecord } from './account-list';
import { newTemporaryPassword } from './temporary-password';

const fieldError = (status: 400 | 403 | 409, code: string, field: string, message: string) =>
  new ApiError(status, code, message, { [field]: message });

/**
 * The halls an account of `role` ends up with: none for an admin (who sees every hall), at
 * least one for others, each of them existing and, for a manager, the manager's own. A manager
 * keeps the account's halls that are not theirs as they were.
 */
async function settledHalls(
  a: Actor,
  role: Role,
  wanted: number[],
  current: number[] = [],
): Promise<number[]> {
  if (role === 'admin') return [];
  let settled = wanted;
  if (a.user.role !== 'admin') {
    const mine = new Set(await hallsOf(a.tx, a.user.id));
    if (wanted.some((id) => !mine.has(id) && !current.includes(id))) {
      throw fieldError(403, 'hall_forbidden', 'hallIds', 'Можно выбрать только свои залы');
    }
    const kept = current.filter((id) => !mine.has(id));
    settled = [...new Set([...wanted, ...kept])].sort((x, y) => x - y);
  }
  if (settled.length === 0) {
    throw fieldError(400, 'validation_failed', 'hallIds', 'Выберите хотя бы один зал');
  }
  const known = await a.tx.select({ id: halls.id }).from(halls).where(inArray(halls.id, settled));
  if (known.length !== settled.length) {
    throw fieldError(400, 'validation_failed', 'hallIds', 'Такого зала нет в сети');
  }
  return settled;
}

function assertRoleKept(viewer: SessionUser, role: Role) {
  if (!rolesKeptBy(viewer.role).includes(role)) {
    throw fieldError(403, 'forbidden', 'role', 'Управляющий выдаёт доступ только кассирам');
  }
}

async function setHalls(tx: Db, userId: number, hallIds: number[]) {
  await tx.delete(userHalls).where(eq(userHalls.userId, userId));
  if (hallIds.length) {
    await tx.insert(userHalls).values(hallIds.map((hallId) => ({ userId, hallId })));
  }
}

/**
 * A temporary password, its hash and the moment it stops working. Hashed before the write's
 * transaction: a hash takes a core for a while, and fifty made inside their transactions held
 * the pool's connections until the requests waiting for one gave up.
 */
export async function temporaryPassword(now: Date) {
  const password = newTemporaryPassword();
  return {
    password,
    values: {
      passwordHash: await hashPassword(password),
      passwordTemporary: true,
      passwordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_HOURS * 3_600_000),
    },
  };
}

/** Ties the account to a worker of one of its halls who is still employed and has none. */
async function linkWorker(a: Actor, userId: number, workerId: number, hallIds: number[]) {
  const [worker] = await a.tx
    .select({ hallId: workers.hallId, status: workers.status, userId: workers.userId })
    .from(workers)
    .where(eq(workers.id, workerId))
    .for('update');
  // An admin's account (no halls) may be any hall's worker; others, a worker of their halls.
  if (!worker || (hallIds.length > 0 && !hallIds.includes(worker.hallId))) {
    throw fieldError(
      400,
      'validation_failed',
      'workerId',
      'Сотрудник не из залов этой учётной записи',
    );
  }
  if (worker.status === 'dismissed') {
    throw fieldError(409, 'worker_dismissed', 'workerId', 'Сотрудник уволен');
  }
  if (worker.userId !== null) {
    throw fieldError(409, 'worker_has_account', 'workerId', 'У сотрудника уже есть учётная запись');
  }
  await a.tx.update(workers).set({ userId }).where(eq(workers.id, workerId));
}

export type AccountInput = {
  login: string;
  fullName: string;
  role: Role;
  hallIds: number[];
  workerId?: number | null;
};

export type TemporaryPassword = Awaited<ReturnType<typeof temporaryPassword>>;

export async function createAccount(
  a: Actor,
  input: AccountInput,
  { password, values }: TemporaryPassword,
) {
  assertRoleKept(a.user, input.role);
  const hallIds = await settledHalls(a, input.role, input.hallIds);
  const [{ id }] = await uniqueOr409(
    () =>
      a.tx
        .insert(users)
        .values({ login: input.login, fullName: input.fullName, role: input.role, ...values })
        .returning({ id: users.id }),
    'users_login_unique',
    'login',
    'Этот логин уже занят',
  );
  await setHalls(a.tx, id, hallIds);
  if (input.workerId) await linkWorker(a, id, input.workerId, hallIds);
  const user = await findAccount(a.tx, a.user, id);
  await recordChange(a, 'user.create', { id, hallId: null }, null, describe(user));
  return { user, temporaryPassword: password };
}

/** What the audit log keeps of an account: never a password, a hash or a secret. */
const describe = (user: AccountRecord) => ({
  login: user.login,
  fullName: user.fullName,
  role: user.role,
  hallIds: user.hallIds,
  workerId: user.workerId,
  disabled: user.disabled,
});

export type AccountChanges = Partial<{
  fullName: string;
  role: Role;
  hallIds: number[];
  disabled: boolean;
}>;

/** Refuses a change that leaves the chain with no active admin; the admins' rows stay locked. */
async function assertAnotherAdmin(a: Actor, field: string) {
  const admins = await a.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
    .for('update');
  if (admins.length <= 1) {
    throw fieldError(409, 'last_admin', field, 'Это последний действующий администратор сети');
  }
}

export async function updateAccount(
  a: Actor,
  id: number,
  version: number,
  changes: AccountChanges,
) {
  const current = await findAccount(a.tx, a.user, id, true);
  if (current.version !== version) throw errors.staleVersion();
  const role = changes.role ?? current.role;
  if (changes.role) assertRoleKept(a.user, changes.role);
  const disabled = changes.disabled ?? current.disabled;
  const losesAdmin =
    current.role === 'admin' && !current.disabled && (role !== 'admin' || disabled);
  if (losesAdmin) await assertAnotherAdmin(a, role !== 'admin' ? 'role' : 'disabled');
  if (!disabled && current.disabled && current.workerId !== null) {
    const [worker] = await a.tx
      .select({ status: workers.status })
      .from(workers)
      .where(eq(workers.id, current.workerId));
    if (worker?.status === 'dismissed') {
      throw fieldError(
        409,
        'worker_dismissed',
        'disabled',
        'Сотрудник уволен — сначала верните его на работу',
      );
    }
  }
  const hallIds =
    changes.hallIds || changes.role
      ? await settledHalls(a, role, changes.hallIds ?? current.hallIds, current.hallIds)
      : current.hallIds;

  await a.tx
    .update(users)
    .set({
      fullName: changes.fullName ?? current.fullName,
      role,
      disabled,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, id));
  if (hallIds.join() !== current.hallIds.join()) await setHalls(a.tx, id, hallIds);

  // Whoever lost access signs in again: locked, another role, or a hall taken away.
  const lostHall = current.hallIds.some((hallId) => !hallIds.includes(hallId));
  if ((disabled && !current.disabled) || role !== current.role || lostHall) {
    await revokeUserSessions(a.tx, id, a.now);
  }
  const next = await findAccount(a.tx, null, id);
  await recordChange(a, 'user.update', { id, hallId: null }, describe(current), describe(next));
  return next;
}

export async function resetPassword(a: Actor, id: number, { password, values }: TemporaryPassword) {
  await findAccount(a.tx, a.user, id, true);
  await a.tx
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1` })
    .where(eq(users.id, id));
  await revokeUserSessions(a.tx, id, a.now);
  await recordAudit(a, 'user.password_reset', id, {}, null);
  return password;
}

/**
 * Takes the second factor of account `id` away, audited as `action`: its secret, a pending one
 * and its recovery codes. The one way a second factor goes, the admin's reset and one's own
 * removal alike.
 */
export async function removeSecondFactor(
  a: Actor,
  id: number,
  action: 'user.mfa_reset' | 'user.mfa_remove',
) {
  await a.tx
    .update(users)
    .set({
      mfaSecret: null,
      mfaPendingSecret: null,
      mfaLastStep: null,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, id));
  await a.tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
  await recordAudit(a, action, id, {}, null);
}

/** «Сбросить второй фактор»: the admin's reset of a lost phone; the account's sessions end. */
export async function resetSecondFactor(a: Actor, id: number) {
  const current = await findAccount(a.tx, a.user, id, true);
  if (current.mfa) {
    await removeSecondFactor(a, id, 'user.mfa_reset');
    await revokeUserSessions(a.tx, id, a.now);
  }
  return findAccount(a.tx, a.user, id);
}

/**
 * A dismissed worker's account is locked and its sessions end, in the dismissal's transaction.
 */
export async function lockWorkerAccount(a: Actor, userId: number) {
  const locked = await a.tx
    .update(users)
    .set({ disabled: true, version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), eq(users.disabled, false)))
    .returning({ id: users.id });
  await revokeUserSessions(a.tx, userId, a.now);
  if (locked.length) {
    await recordAudit(
      a,
      'user.update',
      userId,
      {
        before: { disabled: false },
        after: { disabled: true },
        reason: 'worker_dismissed',
      },
      null,
    );
  }
}
