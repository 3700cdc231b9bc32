/**
 * The cash ledger: the operations that move a desk's cash, made in their maker's own open shift.
 * Every change runs in the caller's transaction with the desk's row and its shift's locked, desk
 * first as every writer of a desk does: the balance check and the balance update see the same
 * balance, a close waits for an operation in flight (or the other way round) and the operation
 * then finds the shift closed (a locked row is read again once its lock is won), and the hall's
 * other desks never wait (decision 060).
 */
import { sql, type SQL } from 'drizzle-orm';
import { formatMoney, fromMinorUnits } from '@/lib/shared/money';
import { OPERATION_SIGN, type OperationType, type PayoutKind } from '@/lib/shared/cashbox';
import { may } from '@/lib/shared/access';
import { queryRows } from '../db/database';
import { ApiError } from '../errors';
import { assertNoHandover, handoverPending } from './handover-guard';
import type { IdempotentWrite } from '../writes/idempotent-write';
import { queueMoneyOperation } from '../fiscal/outbox';
import type { OperationRecord } from './operation-schemas';

/** Whom a winnings payout paid, for which machine, as the journal names them. */
export type PaidPayee = { clientId: number; shortName: string; deviceId: number; terminal: string };
/** The machine a desk credited (decision 065). */
export type CreditedMachine = { deviceId: number; terminal: string };

const noOpenShift = () =>
  new ApiError(409, 'shift_not_open', 'Смена не открыта: откройте смену, чтобы проводить операции');

/** The caller's own open shift in this hall: its id, its desk locked for this transaction. */
export async function lockOwnShift(w: IdempotentWrite): Promise<number> {
  const [shift] = await queryRows<{ id: number }>(
    w.tx,
    sql`select s.id from cash_desks d join shifts s on s.desk_id = d.id
        where s.hall_id = ${w.hallId} and s.held_by = ${w.user.id} and s.status = 'open'
        for update of d, s`,
  );
  if (!shift) throw noOpenShift();
  await assertNoHandover(w, shift.id);
  return shift.id;
}

/** The refusal of an operation the desk cannot pay; a blind cashier is not told the balance. */
const insufficientCash = (balance: bigint | null) =>
  balance === null
    ? new ApiError(409, 'insufficient_cash', 'Недостаточно наличных в кассе', {
        amount: 'Сумма больше наличных в кассе',
      })
    : new ApiError(
        409,
        'insufficient_cash',
        `Недостаточно наличных в кассе: остаток ${formatMoney(fromMinorUnits(balance))}`,
        { amount: `Сумма больше остатка в кассе (${formatMoney(fromMinorUnits(balance))})` },
      );

/** Tenge text of whole tiyn in SQL (`12345` → `123.45`), for the audit of a balance. */
const moneyText = (units: SQL) =>
  sql`(${units} / 100)::text || '.' || lpad((${units} % 100)::text, 2, '0')`;

/**
 * Records one operation in the caller's open shift and moves its desk's cash, refusing one that
 * would take the cash below zero. One statement: it locks the desk's row, checks, inserts the
 * operation, updates the balance and writes the audit record, so the check and the update see
 * one balance and the desk pays for one round trip. Given `w.claim`, the statement also stores the key with
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
    machine?: CreditedMachine;
    payoutKind?: PayoutKind;
  },
): Promise<OperationRecord> {
  const delta = OPERATION_SIGN[operation.type] * operation.amount;
  const note = operation.note ?? '';
  const orderId = operation.orderId ?? null;
  const amount = fromMinorUnits(operation.amount);
  const at = w.now.toISOString();
  const payee = operation.payee ?? null;
  const client = payee && { id: payee.clientId, shortName: payee.shortName };
  const machine = payee ?? operation.machine ?? null;
  const terminal = machine?.terminal ?? null;
  const payoutKind = operation.payoutKind ?? null;
  const details = {
    type: operation.type,
    amount,
    note,
    orderId,
    ...(payee && { client }),
    ...(machine && { terminal }),
    ...(payoutKind && { payoutKind }),
  };
  // A cashier of a blind hall is told no balance (decision 060); the hall's flag is read with the desk.
  const blindRole = !may(w.user.role, 'keepSafe');
  // The answer, as the key keeps it: built here in the order of OperationRecord's fields.
  const answer = sql`json_build_object('id', operation.id, 'deskId', operation.desk_id,
    'deskName', shift.desk_name, 'shiftId', operation.shift_id, 'type', ${operation.type}::text,
    'amount', ${amount}::text, 'balanceAfter', case when shift.blind then null
      else ${moneyText(sql`balance_after`)} end, 'orderId', ${orderId}::int,
    'note', ${note}::text, 'createdAt', ${at}::text, 'createdBy', ${w.user.fullName}::text,
    'client', ${client && JSON.stringify(client)}::json, 'terminal', ${terminal}::text,
    'payoutKind', ${payoutKind}::text)`;
  const storeKey = w.claim
    ? sql`, stored as (
        insert into idempotency_keys (user_id, key, fingerprint, response, created_at)
        select ${w.claim.userId}, ${w.claim.key}, ${w.claim.fingerprint}, ${answer}, ${at}::timestamptz
        from operation cross join shift
      )`
    : sql``;
  const [row] = await queryRows<{
    shift_id: number;
    desk_id: number;
    desk_name: string;
    blind: boolean;
    handing_over: boolean;
    balance: string;
    register_id: number | null;
    id: number | null;
  }>(
    w.tx,
    sql`with shift as (
        select s.id, s.desk_id, d.name as desk_name, d.balance,
          ${blindRole} and h.blind_count as blind,
          s.handing_over, r.id as register_id
        from cash_desks d join shifts s on s.desk_id = d.id join halls h on h.id = s.hall_id
          left join fiscal_registers r on r.desk_id = d.id and r.unlinked_at is null
        where s.hall_id = ${w.hallId} and s.held_by = ${w.user.id} and s.status = 'open'
        for update of d, s
      ), operation as (
        insert into cash_operations (hall_id, desk_id, shift_id, type, amount, balance_after,
          order_id, note, created_by, created_at, client_id, device_id, payout_kind)
        select ${w.hallId}, desk_id, id, ${operation.type}, ${operation.amount}, balance + ${delta},
          ${orderId}, ${note}, ${w.user.id}, ${at}::timestamptz, ${payee?.clientId ?? null}::int,
          ${machine?.deviceId ?? null}::int, ${payoutKind}::text
        from shift where balance + ${delta} >= 0 and not handing_over
        returning id, desk_id, shift_id, balance_after
      ), moved as (
        update cash_desks set balance = operation.balance_after
        from operation where cash_desks.id = operation.desk_id
      ), audit as (
        insert into audit_log (at, user_id, hall_id, action, entity_id, details, request_id)
        select ${at}::timestamptz, ${w.user.id}, ${w.hallId}, 'cash_operation.create',
          id, ${JSON.stringify(details)}::jsonb || jsonb_build_object(
            'id', id, 'shiftId', shift_id, 'balanceAfter', ${moneyText(sql`balance_after`)}),
          ${w.requestId}
        from operation
      )${storeKey}
      select shift.id as shift_id, shift.desk_id, shift.desk_name, shift.blind,
        shift.handing_over, shift.balance::text as balance, shift.register_id, operation.id
      from shift left join operation on true`,
  );
  if (!row) throw noOpenShift();
  if (row.handing_over) throw handoverPending();
  const balance = BigInt(row.balance);
  if (row.id === null) throw insufficientCash(row.blind ? null : balance);
  if (row.register_id !== null) {
    await queueMoneyOperation(w, {
      id: row.id,
      deskId: row.desk_id,
      shiftId: row.shift_id,
      type: operation.type,
      amount: operation.amount,
      registerId: row.register_id,
    });
  }
  return {
    id: row.id,
    deskId: row.desk_id,
    deskName: row.desk_name,
    shiftId: row.shift_id,
    type: operation.type,
    amount,
    balanceAfter: row.blind ? null : fromMinorUnits(balance + delta),
    orderId,
    note,
    createdAt: at,
    createdBy: w.user.fullName,
    client,
    terminal,
    payoutKind,
  };
}
