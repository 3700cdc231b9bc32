/**
 * A shift handed from one cashier to the next on the same desk (decision 060). The outgoing
 * counts and names the incoming; the incoming counts again in their own session, never told the
 * first count. Equal counts close the one shift and open the other in one transaction; counts
 * that stay apart after the recounts wait for the manager, whose count stands.
 */
import { and, eq } from 'drizzle-orm';
import { may } from '@/lib/shared/access';
import { fromMinorUnits } from '@/lib/shared/money';
import { cashCounts, cashHandovers, shifts } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import {
  countVerdict,
  recordCount,
  recordVariance,
  refusedCounts,
  type VarianceAnswer,
} from './cash-counts';
import type { ShiftRules } from './cash-rules';
import { assertShiftCanStart, endShift, startShift } from './shift-lifecycle';
import { readCount, type CashCountInput } from './count-fields';
import { hallCashPolicy, isBlind } from './desk-records';
import { assertNothingInTransit, lockDesk } from './desk-ledger';
import { checkIncoming } from './handover-list';

const refuse = (status: 400 | 403 | 409, code: string, message: string, field?: string) =>
  new ApiError(status, code, message, field ? { [field]: message } : undefined);

/** A write that a blind count may send back: done, or count again with this many attempts. */
export type Counted<T> = { done: true; value: T } | { done: false; attemptsLeft: number };

/**
 * The outgoing cashier's count and the name of the incoming one. A blind hall asks a count off
 * the expected again, as at a close. The shift makes no operations until the handover ends.
 */
export async function startHandover(
  a: Actor,
  rules: ShiftRules,
  shiftId: number,
  input: { toUserId: number; count: CashCountInput },
): Promise<Counted<number>> {
  const whose = and(eq(shifts.id, shiftId), eq(shifts.hallId, a.hallId));
  const [found] = await a.tx.select({ deskId: shifts.deskId }).from(shifts).where(whose);
  if (!found) throw errors.notFound('Смена не найдена');
  const desk = await lockDesk(a, found.deskId);
  // Read once the desk is ours: a close that came first is seen.
  const [shift] = await a.tx
    .select({ status: shifts.status, heldBy: shifts.heldBy })
    .from(shifts)
    .where(whose);
  if (shift.status !== 'open') throw refuse(409, 'shift_closed', 'Смена уже закрыта');
  if (shift.heldBy !== a.user.id) {
    throw refuse(403, 'not_your_shift', 'Смену передаёт тот, кто её ведёт');
  }
  await assertNothingInTransit(a, desk.id);
  await assertShiftCanStart(a, desk.id, rules.sendsCheques);
  await checkIncoming(a, input.toUserId);
  const policy = await hallCashPolicy(a.tx, a.hallId);
  const read = readCount(input.count, policy.countByDenomination, rules.denominations);
  const counting = {
    deskId: desk.id,
    shiftId,
    kind: 'handover_out' as const,
    read,
    expected: desk.balance,
  };
  if (isBlind(a.user, policy)) {
    const refused = await refusedCounts(a.tx, shiftId, 'handover_out');
    const verdict = countVerdict(read.total, desk.balance, rules, refused);
    if (!verdict.accept) {
      await recordCount(a, { ...counting, accepted: false });
      return { done: false, attemptsLeft: verdict.attemptsLeft };
    }
  }
  const outCountId = await recordCount(a, counting);
  let id: number;
  try {
    [{ id }] = await a.tx
      .insert(cashHandovers)
      .values({
        hallId: a.hallId,
        deskId: desk.id,
        fromShiftId: shiftId,
        fromUserId: a.user.id,
        toUserId: input.toUserId,
        outCountId,
        createdAt: a.now,
      })
      .returning({ id: cashHandovers.id });
  } catch (error) {
    if (isUniqueViolation(error, 'cash_handovers_open_uq')) {
      throw refuse(409, 'handover_pending', 'Смена уже передаётся');
    }
    throw error;
  }
  await a.tx.update(shifts).set({ handingOver: true }).where(eq(shifts.id, shiftId));
  await recordAudit(a, 'handover.start', id, { shiftId, toUserId: input.toUserId });
  return { done: true, value: id };
}

type HandoverRow = typeof cashHandovers.$inferSelect;

async function lockHandover(a: Actor, id: number): Promise<HandoverRow> {
  const [row] = await a.tx
    .select()
    .from(cashHandovers)
    .where(and(eq(cashHandovers.id, id), eq(cashHandovers.hallId, a.hallId)))
    .for('update');
  if (!row) throw errors.notFound('Передача смены не найдена');
  return row;
}

const decided = (status: string) =>
  status === 'disputed'
    ? refuse(409, 'handover_disputed', 'Пересчёты не сошлись: решение за управляющим')
    : refuse(409, 'handover_decided', 'Передача смены уже завершена');

/**
 * Ends a handover with `total` as the desk's cash: the outgoing shift closes (its variance is the
 * outgoing cashier's) and the incoming opens with it, on the same desk, in this transaction.
 */
async function passDesk(
  a: Actor,
  rules: ShiftRules,
  handover: HandoverRow,
  passed: { total: bigint; countId: number; status: 'accepted' | 'resolved'; reason?: string },
): Promise<{ shiftId: number; variance: VarianceAnswer | null }> {
  const desk = await lockDesk(a, handover.deskId);
  // The outgoing cashier's variance: what was passed against what the ledger expected.
  const variance = await recordVariance(a, rules, {
    countId: passed.countId,
    deskId: desk.id,
    shiftId: handover.fromShiftId,
    kind: 'handover',
    userId: handover.fromUserId,
    amount: passed.total - desk.balance,
  });
  await endShift(a, {
    shiftId: handover.fromShiftId,
    deskId: desk.id,
    closedBy: handover.fromUserId,
    expected: desk.balance,
    counted: passed.total,
    reason: passed.reason ?? null,
  });
  const shiftId = await startShift(a, rules.sendsCheques, {
    deskId: desk.id,
    holderId: handover.toUserId,
    cash: passed.total,
  });
  await a.tx
    .update(cashHandovers)
    .set({
      status: passed.status,
      inCountId: handover.inCountId ?? passed.countId,
      toShiftId: shiftId,
      decidedBy: a.user.id,
      decidedAt: a.now,
      reason: passed.reason ?? null,
    })
    .where(eq(cashHandovers.id, handover.id));
  await recordAudit(
    a,
    `handover.${passed.status === 'accepted' ? 'accept' : 'resolve'}`,
    handover.id,
    {
      fromShiftId: handover.fromShiftId,
      toShiftId: shiftId,
      cash: fromMinorUnits(passed.total),
      ...(variance && { variance }),
      ...(passed.reason && { reason: passed.reason }),
    },
  );
  return { shiftId, variance };
}

/**
 * The incoming cashier's own count. Equal to the outgoing one: the desk passes. Otherwise it is
 * asked again, and after the last attempt the handover waits for the manager (`disputed`).
 */
export async function acceptHandover(
  a: Actor,
  rules: ShiftRules,
  handoverId: number,
  count: CashCountInput,
): Promise<Counted<{ status: 'accepted' | 'disputed'; variance: VarianceAnswer | null }>> {
  const handover = await lockHandover(a, handoverId);
  if (handover.toUserId !== a.user.id) {
    throw refuse(403, 'not_receiver', 'Смену принимает тот, кому её передают');
  }
  if (handover.status !== 'pending') throw decided(handover.status);
  const policy = await hallCashPolicy(a.tx, a.hallId);
  const read = readCount(count, policy.countByDenomination, rules.denominations);
  const [out] = await a.tx
    .select({ total: cashCounts.total, expected: cashCounts.expected })
    .from(cashCounts)
    .where(eq(cashCounts.id, handover.outCountId));
  const counting = {
    deskId: handover.deskId,
    shiftId: handover.fromShiftId,
    kind: 'handover_in' as const,
    read,
    expected: out.total,
  };
  if (read.total === out.total) {
    const countId = await recordCount(a, counting);
    const passed = await passDesk(a, rules, handover, {
      total: read.total,
      countId,
      status: 'accepted',
    });
    return { done: true, value: { status: 'accepted', variance: passed.variance } };
  }
  // The two counts differ: never a hint of by how much, or which way.
  const refused = await refusedCounts(a.tx, handover.fromShiftId, 'handover_in');
  const verdict = countVerdict(
    read.total,
    out.total,
    { toleranceTenge: 0, attempts: rules.attempts },
    refused,
  );
  const countId = await recordCount(a, { ...counting, accepted: false });
  if (!verdict.accept) return { done: false, attemptsLeft: verdict.attemptsLeft };
  await a.tx
    .update(cashHandovers)
    .set({ status: 'disputed', inCountId: countId })
    .where(eq(cashHandovers.id, handoverId));
  await recordAudit(a, 'handover.dispute', handoverId, { fromShiftId: handover.fromShiftId });
  return { done: true, value: { status: 'disputed', variance: null } };
}

/** The manager's count of a disputed (or still pending) handover, with the reason: it stands. */
export async function resolveHandover(
  a: Actor,
  rules: ShiftRules,
  handoverId: number,
  input: { count: CashCountInput; reason: string },
) {
  const handover = await lockHandover(a, handoverId);
  if (handover.status !== 'pending' && handover.status !== 'disputed')
    throw decided(handover.status);
  const policy = await hallCashPolicy(a.tx, a.hallId);
  const read = readCount(input.count, policy.countByDenomination, rules.denominations);
  const countId = await recordCount(a, {
    deskId: handover.deskId,
    shiftId: handover.fromShiftId,
    kind: 'handover_in',
    read,
    expected: read.total,
  });
  return passDesk(a, rules, handover, {
    total: read.total,
    countId,
    status: 'resolved',
    reason: input.reason,
  });
}

/** Calls a handover off (the incoming did not come): the outgoing shift goes on. */
export async function cancelHandover(a: Actor, handoverId: number) {
  const handover = await lockHandover(a, handoverId);
  if (handover.fromUserId !== a.user.id && !may(a.user.role, 'keepSafe')) {
    throw refuse(403, 'forbidden', 'Передачу отменяет сдающий или управляющий');
  }
  if (handover.status !== 'pending' && handover.status !== 'disputed')
    throw decided(handover.status);
  await lockDesk(a, handover.deskId);
  await a.tx
    .update(cashHandovers)
    .set({ status: 'cancelled', decidedBy: a.user.id, decidedAt: a.now })
    .where(eq(cashHandovers.id, handoverId));
  await a.tx.update(shifts).set({ handingOver: false }).where(eq(shifts.id, handover.fromShiftId));
  await recordAudit(a, 'handover.cancel', handoverId, { fromShiftId: handover.fromShiftId });
}
