/**
 * Corrections as new entries (decision 060): a manager reverses a mistaken cash-in, withdrawal or
 * collection, or an accepted movement, with a reason. The reversal is linked to what it takes
 * back, at most once (a unique index), and nothing is edited or deleted.
 */
import { and, eq } from 'drizzle-orm';
import { fromMinorUnits } from '@/lib/shared/money';
import type { TransferKind } from '@/lib/shared/cash-transfers';
import { cashOperations, cashTransfers } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { lockDesk, moveDeskCash, notEnoughCash, type LockedDesk } from './desk-ledger';

const alreadyReversed = () => new ApiError(409, 'already_reversed', 'Уже сторнировано');

/** Runs a write that links a reversal; a second reversal of the same entry is 409. */
async function once<T>(write: () => Promise<T>, index: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, index)) throw alreadyReversed();
    throw error;
  }
}

/** A cash-in taken out again, or a withdrawal or collection put back: the operation's id. */
export async function reverseOperation(a: Actor, operationId: number, reason: string) {
  const [original] = await a.tx
    .select()
    .from(cashOperations)
    .where(and(eq(cashOperations.id, operationId), eq(cashOperations.hallId, a.hallId)));
  if (!original) throw errors.notFound('Операция не найдена');
  if (!['cash_in', 'cash_out', 'collection'].includes(original.type)) {
    throw new ApiError(
      409,
      'not_reversible',
      'Сторнируют внесение, изъятие и инкассацию; продажу отменяют заказом, перемещение — своим сторно',
    );
  }
  const desk = await lockDesk(a, original.deskId);
  // Under the desk's lock a reversal made meanwhile is seen: a second one is told so, not that
  // the desk lacks the cash for it.
  const [done] = await a.tx
    .select({ id: cashOperations.id })
    .from(cashOperations)
    .where(eq(cashOperations.reversesId, operationId));
  if (done) throw alreadyReversed();
  const takesBack = original.type === 'cash_in';
  await once(
    () =>
      moveDeskCash(
        a,
        desk,
        {
          type: takesBack ? 'reversal_out' : 'reversal_in',
          sign: takesBack ? -1n : 1n,
          amount: original.amount,
          note: `Сторно операции № ${operationId}: ${reason}`,
          reversesId: operationId,
        },
        () => notEnoughCash(desk, false),
      ),
    'cash_operations_reverses_uq',
  );
  const [reversal] = await a.tx
    .select({ id: cashOperations.id })
    .from(cashOperations)
    .where(eq(cashOperations.reversesId, operationId));
  await recordAudit(a, 'cash_operation.reverse', reversal.id, {
    reverses: operationId,
    amount: fromMinorUnits(original.amount),
    reason,
  });
  return reversal.id;
}

/** The way back of each movement; a drop has none: the machines take no cash back. */
const OPPOSITE: Partial<Record<TransferKind, TransferKind>> = {
  fill: 'return',
  return: 'fill',
  transfer: 'transfer',
  collection: 'delivery',
  delivery: 'collection',
};

/**
 * An accepted movement taken back: a movement of the opposite way, accepted at once by the
 * manager, that takes the cash the receiver took in (if it still holds it) back to the sender.
 */
export async function reverseTransfer(a: Actor, transferId: number, reason: string) {
  const [original] = await a.tx
    .select()
    .from(cashTransfers)
    .where(and(eq(cashTransfers.id, transferId), eq(cashTransfers.hallId, a.hallId)));
  if (!original) throw errors.notFound('Перемещение не найдено');
  if (original.status !== 'accepted') {
    throw new ApiError(
      409,
      'not_reversible',
      'Сторнируют принятое перемещение; в пути его отклоняют',
    );
  }
  const opposite = OPPOSITE[original.kind as TransferKind];
  const amount = original.received ?? original.amount;
  if (!opposite || amount === 0n) {
    throw new ApiError(
      409,
      'not_reversible',
      opposite
        ? 'Принято 0 ₸: сторнировать нечего'
        : 'Выемку не сторнируют: её расхождения подписывают',
    );
  }
  const ends = [original.fromDeskId, original.toDeskId].filter((id): id is number => id !== null);
  const locked = new Map<number, LockedDesk>();
  for (const id of ends.sort((x, y) => x - y)) locked.set(id, await lockDesk(a, id));
  const [reversal] = await once(
    () =>
      a.tx
        .insert(cashTransfers)
        .values({
          hallId: a.hallId,
          kind: opposite,
          fromDeskId: original.toDeskId,
          toDeskId: original.fromDeskId,
          amount,
          note: `Сторно перемещения № ${transferId}: ${reason}`,
          status: 'accepted',
          sentBy: a.user.id,
          sentAt: a.now,
          decidedBy: a.user.id,
          decidedAt: a.now,
          reversesId: transferId,
        })
        .returning({ id: cashTransfers.id }),
    'cash_transfers_reverses_uq',
  );
  const note = `Сторно перемещения № ${transferId}`;
  if (original.toDeskId !== null) {
    const receiver = locked.get(original.toDeskId)!;
    await moveDeskCash(a, receiver, {
      type: 'reversal_out',
      sign: -1n,
      amount,
      note,
      transferId: reversal.id,
    });
  }
  if (original.fromDeskId !== null) {
    await moveDeskCash(a, locked.get(original.fromDeskId)!, {
      type: 'reversal_in',
      sign: 1n,
      amount,
      note,
      transferId: reversal.id,
    });
  }
  await recordAudit(a, 'cash_transfer.reverse', reversal.id, {
    reverses: transferId,
    amount: fromMinorUnits(amount),
    reason,
  });
  return reversal.id;
}
