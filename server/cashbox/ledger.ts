/**
 * The cash ledger: shifts and the operations that move their cash. Every change runs in the
 * caller's transaction with the shift row locked, so the balance check and the balance update
 * see the same balance, and a close waits for an operation in flight (or the other way round).
 */
import { and, eq } from 'drizzle-orm';
import { formatMoney, fromMinorUnits } from '@/lib/money';
import { OPERATION_SIGN, type OperationType } from '@/lib/cashbox';
import { cashOperations, shifts } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import { recordAudit, type CashWrite } from './cash-write';
import type { OperationRecord } from './operation-schemas';

/** The open shift of the hall, locked for this transaction. */
export type LockedShift = { id: number; balance: bigint };

const noOpenShift = () =>
  new ApiError(409, 'shift_not_open', 'Смена не открыта: откройте смену, чтобы проводить операции');

export async function lockOpenShift(w: CashWrite): Promise<LockedShift> {
  const [shift] = await w.tx
    .select({ id: shifts.id, balance: shifts.balance })
    .from(shifts)
    .where(and(eq(shifts.hallId, w.hallId), eq(shifts.status, 'open')))
    .for('update');
  if (!shift) throw noOpenShift();
  return shift;
}

const insufficientCash = (balance: bigint) =>
  new ApiError(
    409,
    'insufficient_cash',
    `Недостаточно наличных в кассе: остаток ${formatMoney(fromMinorUnits(balance))}`,
    { amount: `Сумма больше остатка в кассе (${formatMoney(fromMinorUnits(balance))})` },
  );

/** Records one operation on the locked shift; refuses one that would take the cash below zero. */
export async function postOperation(
  w: CashWrite,
  shift: LockedShift,
  operation: { type: OperationType; amount: bigint; note?: string; orderId?: number },
): Promise<OperationRecord> {
  const balance = shift.balance + OPERATION_SIGN[operation.type] * operation.amount;
  if (balance < 0n) throw insufficientCash(shift.balance);
  const [row] = await w.tx
    .insert(cashOperations)
    .values({
      hallId: w.hallId,
      shiftId: shift.id,
      type: operation.type,
      amount: operation.amount,
      balanceAfter: balance,
      orderId: operation.orderId ?? null,
      note: operation.note ?? '',
      createdBy: w.user.id,
      createdAt: w.now,
    })
    .returning({ id: cashOperations.id });
  await w.tx.update(shifts).set({ balance }).where(eq(shifts.id, shift.id));
  shift.balance = balance;
  const record: OperationRecord = {
    id: row.id,
    shiftId: shift.id,
    type: operation.type,
    amount: fromMinorUnits(operation.amount),
    balanceAfter: fromMinorUnits(balance),
    orderId: operation.orderId ?? null,
    note: operation.note ?? '',
    createdAt: w.now.toISOString(),
    createdBy: w.user.fullName,
  };
  await recordAudit(w, 'cash_operation.create', row.id, record);
  return record;
}

/** Opens the hall's shift with the counted cash; a second open shift is refused (409). */
export async function openShift(w: CashWrite, openingCash: bigint): Promise<number> {
  try {
    const [shift] = await w.tx
      .insert(shifts)
      .values({
        hallId: w.hallId,
        openingCash,
        balance: openingCash,
        openedBy: w.user.id,
        openedAt: w.now,
      })
      .returning({ id: shifts.id });
    await recordAudit(w, 'shift.open', shift.id, { openingCash: fromMinorUnits(openingCash) });
    return shift.id;
  } catch (error) {
    if (isUniqueViolation(error, 'shifts_one_open_uq')) {
      throw new ApiError(409, 'shift_already_open', 'Смена уже открыта: сначала закройте её');
    }
    throw error;
  }
}

/** Closes the shift with the counted cash: the expected cash is its balance at this moment. */
export async function closeShift(w: CashWrite, shiftId: number, countedCash: bigint) {
  const [shift] = await w.tx
    .select({ status: shifts.status, balance: shifts.balance })
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.hallId, w.hallId)))
    .for('update');
  if (!shift) throw errors.notFound('Смена не найдена');
  if (shift.status !== 'open') throw new ApiError(409, 'shift_closed', 'Смена уже закрыта');
  await w.tx
    .update(shifts)
    .set({
      status: 'closed',
      closedBy: w.user.id,
      closedAt: w.now,
      expectedCash: shift.balance,
      countedCash,
    })
    .where(eq(shifts.id, shiftId));
  await recordAudit(w, 'shift.close', shiftId, {
    expectedCash: fromMinorUnits(shift.balance),
    countedCash: fromMinorUnits(countedCash),
    discrepancy: fromMinorUnits(countedCash - shift.balance),
  });
}
