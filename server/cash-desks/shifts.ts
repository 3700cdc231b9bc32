/**
 * A shift's opening and close (decision 060): one person takes one desk with a count of its cash,
 * and gives it back with another. Each runs in one transaction with the desk's row locked.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { may } from '@/lib/shared/access';
import { fromMinorUnits } from '@/lib/shared/money';
import { queryRows } from '../db/database';
import { cashDesks, shifts } from '../db/schema';
import { ApiError, errors } from '../errors';
import { recordAudit } from '../writes/audit';
import type { Actor } from '../writes/actor';
import {
  countVerdict,
  recordCount,
  recordVariance,
  refusedCounts,
  type VarianceAnswer,
} from './cash-counts';
import type { ShiftRules } from './cash-rules';
import { readCount, type CashCountInput } from './count-fields';
import { hallCashPolicy, isBlind } from './desk-records';
import { assertNothingInTransit } from './desk-ledger';
import { assertNoHandover } from '../cashbox/handover-guard';
import {
  assertShiftCanStart,
  deskAlreadyOpen,
  endShift,
  shiftHeld,
  startShift,
} from './shift-lifecycle';

const fieldError = (status: 400 | 409, code: string, field: string, message: string) =>
  new ApiError(status, code, message, { [field]: message });

/** The desk a shift opens on, its row locked: the one named, or the hall's only one. */
async function lockDeskToOpen(a: Actor, deskId: number | undefined) {
  let id = deskId;
  if (id === undefined) {
    const open = await a.tx
      .select({ id: cashDesks.id })
      .from(cashDesks)
      .where(
        and(
          eq(cashDesks.hallId, a.hallId),
          sql`${cashDesks.kind} <> 'safe' and ${cashDesks.retiredAt} is null`,
        ),
      );
    if (open.length !== 1) {
      throw fieldError(400, 'validation_failed', 'deskId', 'Выберите кассу: в зале их несколько');
    }
    id = open[0].id;
  }
  const [desk] = await a.tx
    .select({
      id: cashDesks.id,
      kind: cashDesks.kind,
      name: cashDesks.name,
      balance: cashDesks.balance,
      countedAt: cashDesks.countedAt,
      retiredAt: cashDesks.retiredAt,
    })
    .from(cashDesks)
    .where(and(eq(cashDesks.id, id), eq(cashDesks.hallId, a.hallId)))
    .for('update');
  if (!desk) throw errors.notFound('Касса не найдена');
  if (desk.kind === 'safe') {
    throw fieldError(
      400,
      'validation_failed',
      'deskId',
      'Сейф не открывают сменой: выберите кассу',
    );
  }
  if (desk.retiredAt) {
    throw fieldError(409, 'desk_retired', 'deskId', 'Эта касса выведена из работы');
  }
  return desk;
}

/**
 * Opens a shift of the caller on a desk with the counted cash. The desk's cash becomes the count;
 * a count off what the desk held is a variance of the person who last closed it. A desk already
 * open is 409 `shift_already_open`; a person who holds a shift anywhere in the chain, 409 `shift_held`.
 */
export async function openShift(
  a: Actor,
  rules: ShiftRules,
  input: { deskId?: number; count: CashCountInput; field: string },
): Promise<number> {
  const policy = await hallCashPolicy(a.tx, a.hallId);
  const read = readCount(input.count, policy.countByDenomination, rules.denominations, input.field);
  const desk = await lockDeskToOpen(a, input.deskId);
  await assertShiftCanStart(a, desk.id, rules.sendsCheques);
  const [held] = await queryRows<{ desk: string; hall: string }>(
    a.tx,
    sql`select d.name as desk, h.name as hall from shifts s
        join cash_desks d on d.id = s.desk_id join halls h on h.id = s.hall_id
        where s.held_by = ${a.user.id} and s.status = 'open'`,
  );
  if (held) throw shiftHeld(a, a.user.id, ` в кассе «${held.desk}» зала «${held.hall}»`);
  const [last] = await a.tx
    .select({ id: shifts.id, heldBy: shifts.heldBy, status: shifts.status })
    .from(shifts)
    .where(eq(shifts.deskId, desk.id))
    .orderBy(desc(shifts.openedAt), desc(shifts.id))
    .limit(1);
  if (last?.status === 'open') throw deskAlreadyOpen();
  const shiftId = await startShift(a, rules.sendsCheques, {
    deskId: desk.id,
    holderId: a.user.id,
    cash: read.total,
  });
  const countId = await recordCount(a, {
    deskId: desk.id,
    shiftId,
    kind: 'opening',
    read,
    expected: desk.balance,
  });
  // A desk never counted before (a new one) starts from its first count.
  const variance = desk.countedAt
    ? await recordVariance(a, rules, {
        countId,
        deskId: desk.id,
        shiftId,
        kind: 'opening',
        userId: last?.heldBy ?? a.user.id,
        amount: read.total - desk.balance,
      })
    : null;
  await recordAudit(a, 'shift.open', shiftId, {
    deskId: desk.id,
    openingCash: fromMinorUnits(read.total),
    ...(variance && { variance }),
  });
  return shiftId;
}

/** What a close answers: the variance it left, or a blind hall's request to count again. */
export type CloseOutcome =
  { closed: true; variance: VarianceAnswer | null } | { closed: false; attemptsLeft: number };

/**
 * Closes a shift with the counted cash: the expected cash is its desk's balance at this moment,
 * the variance is the holder's, and the desk keeps the counted cash. Its holder closes it; a
 * manager may close another's (a cashier who has left) with a reason. In a blind hall a count
 * outside the tolerance is asked again (`closed: false`) until the last attempt.
 */
export async function closeShift(
  a: Actor,
  rules: ShiftRules,
  shiftId: number,
  input: { count: CashCountInput; field: string; reason?: string },
): Promise<CloseOutcome> {
  // The desk and the shift are locked together, desk first as every writer of a desk does; a
  // close that waited for another reads the shift as that one left it.
  const [shift] = await a.tx
    .select({
      status: shifts.status,
      heldBy: shifts.heldBy,
      deskId: shifts.deskId,
      balance: cashDesks.balance,
    })
    .from(cashDesks)
    .innerJoin(shifts, eq(shifts.deskId, cashDesks.id))
    .where(and(eq(shifts.id, shiftId), eq(shifts.hallId, a.hallId)))
    .for('update', { of: [cashDesks, shifts] });
  if (!shift) throw errors.notFound('Смена не найдена');
  if (shift.status !== 'open') throw new ApiError(409, 'shift_closed', 'Смена уже закрыта');
  const own = shift.heldBy === a.user.id;
  if (!own && !may(a.user.role, 'keepSafe')) {
    throw new ApiError(403, 'not_your_shift', 'Смену закрывает тот, кто её ведёт');
  }
  if (!own && !input.reason) {
    throw fieldError(
      400,
      'validation_failed',
      'reason',
      'Укажите, почему вы закрываете чужую смену',
    );
  }
  await assertNothingInTransit(a, shift.deskId);
  await assertNoHandover(a, shiftId);
  const policy = await hallCashPolicy(a.tx, a.hallId);
  const read = readCount(input.count, policy.countByDenomination, rules.denominations, input.field);
  const expected = shift.balance;
  const counting = { deskId: shift.deskId, shiftId, kind: 'closing' as const, read, expected };
  if (own && isBlind(a.user, policy)) {
    const verdict = countVerdict(
      read.total,
      expected,
      rules,
      await refusedCounts(a.tx, shiftId, 'closing'),
    );
    if (!verdict.accept) {
      await recordCount(a, { ...counting, accepted: false });
      return { closed: false, attemptsLeft: verdict.attemptsLeft };
    }
  }
  const countId = await recordCount(a, counting);
  const variance = await recordVariance(a, rules, {
    countId,
    deskId: shift.deskId,
    shiftId,
    kind: 'closing',
    userId: shift.heldBy,
    amount: read.total - expected,
  });
  await endShift(a, {
    shiftId,
    deskId: shift.deskId,
    closedBy: a.user.id,
    expected,
    counted: read.total,
    reason: own ? null : (input.reason ?? null),
  });
  await recordAudit(a, 'shift.close', shiftId, {
    expectedCash: fromMinorUnits(expected),
    countedCash: fromMinorUnits(read.total),
    discrepancy: fromMinorUnits(read.total - expected),
    ...(!own && { reason: input.reason }),
    ...(variance && { variance }),
  });
  return { closed: true, variance };
}
