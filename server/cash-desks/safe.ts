/**
 * The safe (decision 060): its count by two people, and what a manager sees of it — its cash,
 * its last count, what is in transit, and the reserve of owed winnings against the hall's cash.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { may } from '@/lib/shared/access';
import { fromMinorUnits } from '@/lib/shared/money';
import type { SessionUser } from '../auth/sessions';
import { queryRows, type Db } from '../db/database';
import { cashCounts, cashDesks, safeCounts, users } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { recordCount, recordVariance, type VarianceAnswer } from './cash-counts';
import type { CashRules } from './cash-rules';
import { readCount, type CashCountInput } from './count-fields';
import { hallCashPolicy, type HallCashPolicy } from './desk-records';
import { lockSafe } from './desk-ledger';

const refuse = (
  status: 403 | 409,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
) => new ApiError(status, code, message, undefined, undefined, extra);

/** The first count of the safe; it waits for a second person's. A newer one replaces a pending one. */
export async function startSafeCount(a: Actor, rules: CashRules, count: CashCountInput) {
  const safe = await lockSafe(a);
  const policy = await hallCashPolicy(a.tx, a.hallId);
  const read = readCount(count, policy.countByDenomination, rules.denominations);
  await a.tx
    .update(safeCounts)
    .set({ status: 'cancelled' })
    .where(and(eq(safeCounts.deskId, safe.id), eq(safeCounts.status, 'pending')));
  const countId = await recordCount(a, {
    deskId: safe.id,
    shiftId: null,
    kind: 'safe',
    read,
    expected: safe.balance,
  });
  try {
    const [row] = await a.tx
      .insert(safeCounts)
      .values({
        hallId: a.hallId,
        deskId: safe.id,
        countId,
        countedBy: a.user.id,
        createdAt: a.now,
      })
      .returning({ id: safeCounts.id });
    await recordAudit(a, 'safe_count.start', row.id, { total: fromMinorUnits(read.total) });
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error, 'safe_counts_pending_uq')) {
      throw refuse(409, 'safe_count_pending', 'Сейф уже пересчитывают');
    }
    throw error;
  }
}

/** What a confirmation did: the safe's count stands (with its variance), or count again. */
export type SafeConfirmation =
  { confirmed: true; variance: VarianceAnswer | null } | { confirmed: false; attemptsLeft: number };

/**
 * A second person's count of the safe. Equal to the first: the safe's cash becomes it, and the
 * difference from the ledger is the first counter's variance. Otherwise it is asked again, never
 * told by how much; after the last attempt the count fails and the safe is counted anew.
 */
export async function confirmSafeCount(
  a: Actor,
  rules: CashRules,
  safeCountId: number,
  count: CashCountInput,
): Promise<SafeConfirmation> {
  const safe = await lockSafe(a);
  const [pending] = await a.tx
    .select({
      status: safeCounts.status,
      countedBy: safeCounts.countedBy,
      countId: safeCounts.countId,
      misses: safeCounts.misses,
      total: cashCounts.total,
    })
    .from(safeCounts)
    .innerJoin(cashCounts, eq(cashCounts.id, safeCounts.countId))
    .where(and(eq(safeCounts.id, safeCountId), eq(safeCounts.hallId, a.hallId)));
  if (!pending) throw errors.notFound('Пересчёт сейфа не найден');
  if (pending.status !== 'pending')
    throw refuse(409, 'safe_count_decided', 'Этот пересчёт сейфа уже завершён');
  if (pending.countedBy === a.user.id) {
    throw refuse(403, 'second_person', 'Пересчёт подтверждает другой человек, своим пересчётом');
  }
  const policy = await hallCashPolicy(a.tx, a.hallId);
  if (!mayConfirmSafe(a.user, policy, pending.countedBy)) {
    throw refuse(
      403,
      'manager_confirms_safe',
      'В этом зале пересчёт сейфа подтверждает управляющий',
    );
  }
  const read = readCount(count, policy.countByDenomination, rules.denominations);
  const agreed = read.total === pending.total;
  const confirmCountId = await recordCount(a, {
    deskId: safe.id,
    shiftId: null,
    kind: 'safe_confirm',
    read,
    expected: pending.total,
    accepted: agreed,
  });
  if (!agreed) {
    const misses = pending.misses + 1;
    const attemptsLeft = rules.attempts - misses;
    await a.tx
      .update(safeCounts)
      .set({ misses, ...(attemptsLeft <= 0 && { status: 'failed' }) })
      .where(eq(safeCounts.id, safeCountId));
    return { confirmed: false, attemptsLeft: Math.max(attemptsLeft, 0) };
  }
  // The first count against the ledger: a safe never counted before takes it as its cash.
  const [desk] = await a.tx
    .select({ countedAt: cashDesks.countedAt })
    .from(cashDesks)
    .where(eq(cashDesks.id, safe.id));
  const variance = desk.countedAt
    ? await recordVariance(a, rules, {
        countId: pending.countId,
        deskId: safe.id,
        shiftId: null,
        kind: 'safe',
        userId: pending.countedBy,
        amount: read.total - safe.balance,
      })
    : null;
  await a.tx
    .update(cashDesks)
    .set({ balance: read.total, countedAt: a.now })
    .where(eq(cashDesks.id, safe.id));
  await a.tx
    .update(safeCounts)
    .set({ status: 'confirmed', confirmCountId, confirmedBy: a.user.id, confirmedAt: a.now })
    .where(eq(safeCounts.id, safeCountId));
  await recordAudit(a, 'safe_count.confirm', safeCountId, {
    expected: fromMinorUnits(safe.balance),
    counted: fromMinorUnits(read.total),
    ...(variance && { variance }),
  });
  return { confirmed: true, variance };
}

/** A count that differed after the last attempt: the safe must be counted anew. */
export const safeCountFailed = () =>
  refuse(409, 'counts_differ', 'Пересчёты не совпали: начните пересчёт сейфа заново');

const counter = alias(users, 'counter');
const confirmer = alias(users, 'confirmer');

/** The safe as its keeper sees it: cash, last and pending counts, cash in transit, the reserve. */
export async function safeReport(db: Db, hallId: number, viewer: SessionUser) {
  const [figures] = await queryRows<{
    id: number;
    balance: string;
    counted_at: Date | string | null;
    desks_cash: string;
    in_transit: string;
    owed: string;
  }>(
    db,
    sql`select s.id, s.balance::text as balance, s.counted_at,
          (select coalesce(sum(balance), 0) from cash_desks
            where hall_id = ${hallId} and kind <> 'safe')::text as desks_cash,
          (select coalesce(sum(amount), 0) from cash_transfers
            where hall_id = ${hallId} and status = 'sent')::text as in_transit,
          (select coalesce(sum(amount), 0) from owed_winnings
            where hall_id = ${hallId} and status in ('pending', 'approved'))::text as owed
        from cash_desks s where s.hall_id = ${hallId} and s.kind = 'safe'`,
  );
  const counts = await db
    .select({
      id: safeCounts.id,
      status: safeCounts.status,
      countedBy: counter.fullName,
      countedById: safeCounts.countedBy,
      confirmedBy: confirmer.fullName,
      createdAt: safeCounts.createdAt,
      confirmedAt: safeCounts.confirmedAt,
      total: cashCounts.total,
    })
    .from(safeCounts)
    .innerJoin(cashCounts, eq(cashCounts.id, safeCounts.countId))
    .leftJoin(counter, eq(counter.id, safeCounts.countedBy))
    .leftJoin(confirmer, eq(confirmer.id, safeCounts.confirmedBy))
    .where(eq(safeCounts.deskId, figures.id))
    .orderBy(desc(safeCounts.createdAt), desc(safeCounts.id))
    .limit(5);
  const last = counts.find((c) => c.status === 'confirmed');
  const cash = BigInt(figures.balance) + BigInt(figures.desks_cash);
  const owed = BigInt(figures.owed);
  return {
    deskId: figures.id,
    balance: fromMinorUnits(BigInt(figures.balance)),
    countedAt: figures.counted_at ? new Date(figures.counted_at).toISOString() : null,
    inTransit: fromMinorUnits(BigInt(figures.in_transit)),
    desksCash: fromMinorUnits(BigInt(figures.desks_cash)),
    owedWinnings: fromMinorUnits(owed),
    reserveShort: owed > cash ? fromMinorUnits(owed - cash) : null,
    lastCount: last
      ? {
          id: last.id,
          total: fromMinorUnits(last.total),
          countedBy: last.countedBy,
          confirmedBy: last.confirmedBy,
          confirmedAt: last.confirmedAt!.toISOString(),
        }
      : null,
    pendingCount: await waitingSafeCount(db, hallId, viewer),
  };
}

/**
 * Whether `user` may confirm a count of the safe made by `countedBy`: another person, and a
 * cashier only where the hall lets her (`cashierConfirmsSafe`).
 */
export const mayConfirmSafe = (
  user: SessionUser,
  policy: HallCashPolicy,
  countedBy: number | null,
) => countedBy !== user.id && (may(user.role, 'keepSafe') || policy.cashierConfirmsSafe);

/**
 * The hall's count of the safe waiting for a second person, and whether `viewer` may be that
 * person; never its sum, which the second person must not be told.
 */
export async function waitingSafeCount(db: Db, hallId: number, viewer: SessionUser) {
  const [row] = await db
    .select({
      id: safeCounts.id,
      countedBy: counter.fullName,
      countedById: safeCounts.countedBy,
      createdAt: safeCounts.createdAt,
    })
    .from(safeCounts)
    .leftJoin(counter, eq(counter.id, safeCounts.countedBy))
    .where(and(eq(safeCounts.hallId, hallId), eq(safeCounts.status, 'pending')))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    countedBy: row.countedBy,
    createdAt: row.createdAt.toISOString(),
    canConfirm: mayConfirmSafe(viewer, await hallCashPolicy(db, hallId), row.countedById),
  };
}
