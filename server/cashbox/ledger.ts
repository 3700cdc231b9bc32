/**
 * The cash ledger: shifts and the operations that move their cash. Every change runs in the
 * caller's transaction with the shift row locked, so the balance check and the balance update
 * see the same balance, and a close waits for an operation in flight (or the other way round).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { formatMoney, fromMinorUnits } from '@/lib/shared/money';
import { OPERATION_SIGN, type OperationType } from '@/lib/shared/cashbox';
import { queryRows } from '../db/database';
import { shifts } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import { recordAudit } from '../writes/audit';
import type { IdempotentWrite } from '../writes/idempotent-write';
import type { OperationRecord } from './operation-schemas';

/** Whom a winnings payout paid, for which machine, as the journal names them. */
export type PaidPayee = { clientId: number; shortName: string; deviceId: number; terminal: string };

const noOpenShift = () =>
  new ApiError(409, 'shift_not_open', 'Смена не открыта: откройте смену, чтобы проводить операции');

/** The id of the hall's open shift, locked for this transaction. */
export async function lockOpenShift(w: IdempotentWrite): Promise<number> {
  const [shift] = await w.tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.hallId, w.hallId), eq(shifts.status, 'open')))
    .for('update');
  if (!shift) throw noOpenShift();
  return shift.id;
}

const insufficientCash = (balance: bigint) =>
  new ApiError(
    409,
    'insufficient_cash',
    `Недостаточно наличных в кассе: остаток ${formatMoney(fromMinorUnits(balance))}`,
    { amount: `Сумма больше остатка в кассе (${formatMoney(fromMinorUnits(balance))})` },
  );

/** Tenge text of whole tiyn in SQL (`12345` → `123.45`), for the audit of a balance. */
const moneyText = (units: SQL) =>
  sql`(${units} / 100)::text || '.' || lpad((${units} % 100)::text, 2, '0')`;

/**
 * Records one operation on the hall's open shift and moves its balance, refusing one that would
 * take the cash below zero. One statement: it locks the shift row, checks, inserts the operation,
 * updates the balance and writes the audit record, so the check and the update see one balance
 * and the desk pays for one round trip. Given `w.claim`, the statement also stores the key with
 * the answer; a twin's key makes it fail whole (a unique violation), and the caller replays.
 */
export async function postOperation(
  w: IdempotentWrite,
  operation: {
    type: OperationType;
    amount: bigint;
    note?: string;
    orderId?: number;
    payee?: PaidPayee;
  },
): Promise<OperationRecord> {
  const delta = OPERATION_SIGN[operation.type] * operation.amount;
  const note = operation.note ?? '';
  const orderId = operation.orderId ?? null;
  const amount = fromMinorUnits(operation.amount);
  const at = w.now.toISOString();
  const payee = operation.payee ?? null;
  const client = payee && { id: payee.clientId, shortName: payee.shortName };
  const terminal = payee?.terminal ?? null;
  const details = {
    type: operation.type,
    amount,
    note,
    orderId,
    ...(payee && { client, terminal }),
  };
  // The answer, as the key keeps it: built here in the order of OperationRecord's fields.
  const answer = sql`json_build_object('id', id, 'shiftId', shift_id, 'type', ${operation.type}::text,
    'amount', ${amount}::text, 'balanceAfter', ${moneyText(sql`balance_after`)}, 'orderId', ${orderId}::int,
    'note', ${note}::text, 'createdAt', ${at}::text, 'createdBy', ${w.user.fullName}::text,
    'client', ${client && JSON.stringify(client)}::json, 'terminal', ${terminal}::text)`;
  const storeKey = w.claim
    ? sql`, stored as (
        insert into idempotency_keys (user_id, key, fingerprint, response, created_at)
        select ${w.claim.userId}, ${w.claim.key}, ${w.claim.fingerprint}, ${answer}, ${at}::timestamptz
        from operation
      )`
    : sql``;
  const [row] = await queryRows<{
    shift_id: number;
    balance: string;
    id: number | null;
  }>(
    w.tx,
    sql`with shift as (
        select id, balance from shifts
        where hall_id = ${w.hallId} and status = 'open' for update
      ), operation as (
        insert into cash_operations (hall_id, shift_id, type, amount, balance_after, order_id,
          note, created_by, created_at, client_id, device_id)
        select ${w.hallId}, id, ${operation.type}, ${operation.amount}, balance + ${delta},
          ${orderId}, ${note}, ${w.user.id}, ${at}::timestamptz, ${payee?.clientId ?? null}::int,
          ${payee?.deviceId ?? null}::int
        from shift where balance + ${delta} >= 0
        returning id, shift_id, balance_after
      ), moved as (
        update shifts set balance = operation.balance_after
        from operation where shifts.id = operation.shift_id
      ), audit as (
        insert into audit_log (at, user_id, hall_id, action, entity_id, details, request_id)
        select ${at}::timestamptz, ${w.user.id}, ${w.hallId}, 'cash_operation.create',
          id, ${JSON.stringify(details)}::jsonb || jsonb_build_object(
            'id', id, 'shiftId', shift_id, 'balanceAfter', ${moneyText(sql`balance_after`)}),
          ${w.requestId}
        from operation
      )${storeKey}
      select shift.id as shift_id, shift.balance::text as balance, operation.id
      from shift left join operation on true`,
  );
  if (!row) throw noOpenShift();
  const balance = BigInt(row.balance);
  if (row.id === null) throw insufficientCash(balance);
  return {
    id: row.id,
    shiftId: row.shift_id,
    type: operation.type,
    amount,
    balanceAfter: fromMinorUnits(balance + delta),
    orderId,
    note,
    createdAt: at,
    createdBy: w.user.fullName,
    client,
    terminal,
  };
}

/** Opens the hall's shift with the counted cash; a second open shift is refused (409). */
export async function openShift(w: IdempotentWrite, openingCash: bigint): Promise<number> {
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
export async function closeShift(w: IdempotentWrite, shiftId: number, countedCash: bigint) {
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
