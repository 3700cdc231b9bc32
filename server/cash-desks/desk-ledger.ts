/**
 * A desk's cash moved outside the cashier's own operations: a movement's ends, a safe's count, a
 * manager's reversal (decision 060). The caller locks the desk (`lockDesk`) before it moves it,
 * so the balance it checks is the balance it changes.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { formatMoney, fromMinorUnits } from '@/lib/shared/money';
import type { OperationType } from '@/lib/shared/cashbox';
import { queryRows } from '../db/database';
import { cashDesks, cashOperations, cashTransfers } from '../db/schema';
import { ApiError, errors } from '../errors';
import type { Actor } from '../writes/actor';
import { queueMoneyOperation } from '../fiscal/outbox';

/** A desk read under its lock, with its open shift and that shift's holder. */
export type LockedDesk = {
  id: number;
  kind: 'window' | 'bar' | 'safe';
  name: string;
  balance: bigint;
  retired: boolean;
  shiftId: number | null;
  heldBy: number | null;
};

/** Locks the hall's desk for this transaction; another hall's or a missing one is 404. */
export async function lockDesk(a: Actor, deskId: number): Promise<LockedDesk> {
  const [row] = await queryRows<{
    id: number;
    kind: LockedDesk['kind'];
    name: string;
    balance: string;
    retired: boolean;
    shift_id: number | null;
    held_by: number | null;
  }>(
    a.tx,
    sql`select d.id, d.kind, d.name, d.balance::text as balance, d.retired_at is not null as retired,
          s.id as shift_id, s.held_by
        from cash_desks d
        left join shifts s on s.desk_id = d.id and s.status = 'open'
        where d.id = ${deskId} and d.hall_id = ${a.hallId}
        for update of d`,
  );
  if (!row) throw errors.notFound('Касса не найдена');
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    balance: BigInt(row.balance),
    retired: row.retired,
    shiftId: row.shift_id,
    heldBy: row.held_by,
  };
}

/** The hall's safe, locked. */
export async function lockSafe(a: Actor): Promise<LockedDesk> {
  const [safe] = await a.tx
    .select({ id: cashDesks.id })
    .from(cashDesks)
    .where(and(eq(cashDesks.hallId, a.hallId), eq(cashDesks.kind, 'safe')));
  return lockDesk(a, safe.id);
}

/** The refusal of a desk that cannot pay; a blind cashier is not told what it holds. */
export const notEnoughCash = (desk: LockedDesk, blind: boolean, field = 'amount') =>
  blind
    ? new ApiError(409, 'insufficient_cash', 'Недостаточно наличных в кассе', {
        [field]: 'Сумма больше наличных в кассе',
      })
    : new ApiError(
        409,
        'insufficient_cash',
        `Недостаточно наличных: в «${desk.name}» ${formatMoney(fromMinorUnits(desk.balance))}`,
        {
          [field]: `Сумма больше наличных в «${desk.name}» (${formatMoney(fromMinorUnits(desk.balance))})`,
        },
      );

/**
 * Writes one operation of a locked desk and moves its balance by `sign × amount`. Refuses to go
 * below zero (the caller has said why with `refusal`). Returns the desk's new balance.
 */
export async function moveDeskCash(
  a: Actor,
  desk: LockedDesk,
  entry: {
    type: OperationType;
    sign: 1n | -1n;
    amount: bigint;
    note: string;
    transferId?: number;
    reversesId?: number;
  },
  refusal: () => Error = () => notEnoughCash(desk, false),
): Promise<bigint> {
  const after = desk.balance + entry.sign * entry.amount;
  if (after < 0n) throw refusal();
  const [{ id }] = await a.tx
    .insert(cashOperations)
    .values({
      hallId: a.hallId,
      deskId: desk.id,
      shiftId: desk.shiftId,
      type: entry.type,
      amount: entry.amount,
      balanceAfter: after,
      note: entry.note,
      createdBy: a.user.id,
      createdAt: a.now,
      transferId: entry.transferId ?? null,
      reversesId: entry.reversesId ?? null,
    })
    .returning({ id: cashOperations.id });
  await a.tx.update(cashDesks).set({ balance: after }).where(eq(cashDesks.id, desk.id));
  await queueMoneyOperation(a, {
    id,
    deskId: desk.id,
    shiftId: desk.shiftId,
    type: entry.type,
    amount: entry.amount,
  });
  desk.balance = after;
  return after;
}

/** Whether cash is on its way to or from the desk: a close or a handover waits for it. */
export async function assertNothingInTransit(a: Actor, deskId: number) {
  const [row] = await a.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cashTransfers)
    .where(
      and(
        eq(cashTransfers.status, 'sent'),
        or(eq(cashTransfers.fromDeskId, deskId), eq(cashTransfers.toDeskId, deskId)),
      ),
    );
  if (row.n > 0) {
    throw new ApiError(
      409,
      'transfer_pending',
      'У кассы есть перемещения в пути: сначала их примут или отклонят',
    );
  }
}
