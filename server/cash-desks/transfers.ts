/**
 * Movements of cash between a hall's desks, its safe and the bank (decision 060). The cash leaves
 * the sender as the movement is sent and reaches the receiver when it is accepted; a refusal
 * gives it back to the sender. Each runs in one transaction with the desks it moves locked.
 */
import { and, eq } from 'drizzle-orm';
import { may } from '@/lib/shared/access';
import type { TransferKind } from '@/lib/shared/cash-transfers';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/shared/money';
import { cashDesks, cashTransfers, shifts } from '../db/schema';
import { ApiError, errors } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { recordCount, recordVariance } from './cash-counts';
import type { CashRules } from './cash-rules';
import { readCount } from './count-fields';
import { hallCashPolicy, isBlind } from './desk-records';
import { lockDesk, lockSafe, moveDeskCash, notEnoughCash, type LockedDesk } from './desk-ledger';
import { assertNoHandover } from '../cashbox/handover-guard';
import type { TransferAcceptInput, TransferInput } from './transfer-schemas';
import { mayReceive } from './transfer-list';

const refuse = (status: 400 | 403 | 409, code: string, message: string, field?: string) =>
  new ApiError(status, code, message, field ? { [field]: message } : undefined);

const NOTES: Record<TransferKind, { out: string; in: string }> = {
  fill: { out: 'Подкрепление кассы', in: 'Подкрепление из сейфа' },
  return: { out: 'Сдача в сейф', in: 'Сдача из кассы' },
  transfer: { out: 'Передача в другую кассу', in: 'Передача из другой кассы' },
  collection: { out: 'Инкассация в банк', in: 'Инкассация' },
  delivery: { out: 'Подкрепление из банка', in: 'Подкрепление из банка' },
  drop: { out: 'Выемка из автоматов', in: 'Выемка из автоматов' },
};

/** The desk a window's holder sends from: the one named, which must be their own, or their own. */
async function ownDeskToSend(a: Actor, deskId: number | undefined): Promise<LockedDesk> {
  let id = deskId;
  if (id === undefined) {
    const [own] = await a.tx
      .select({ deskId: shifts.deskId })
      .from(shifts)
      .where(
        and(eq(shifts.hallId, a.hallId), eq(shifts.heldBy, a.user.id), eq(shifts.status, 'open')),
      );
    if (!own)
      throw refuse(409, 'shift_not_open', 'Смена не открыта: отправляет тот, кто ведёт кассу');
    id = own.deskId;
  }
  const desk = await lockDesk(a, id);
  if (desk.kind === 'safe') {
    throw refuse(400, 'validation_failed', 'Из сейфа — подкрепление или инкассация', 'fromDeskId');
  }
  if (desk.heldBy !== a.user.id) {
    throw refuse(403, 'not_your_desk', 'Отправляет тот, кто ведёт эту кассу');
  }
  await assertNoHandover(a, desk.shiftId!);
  return desk;
}

/** A receiving window or bar of the hall, not the sender, in work. */
async function receivingDesk(a: Actor, deskId: number, from: number | null) {
  const [desk] = await a.tx
    .select({ id: cashDesks.id, kind: cashDesks.kind, retiredAt: cashDesks.retiredAt })
    .from(cashDesks)
    .where(and(eq(cashDesks.id, deskId), eq(cashDesks.hallId, a.hallId)));
  if (!desk) throw errors.notFound('Касса не найдена');
  if (desk.kind === 'safe') {
    throw refuse(400, 'validation_failed', 'В сейф — сдача из кассы', 'toDeskId');
  }
  if (desk.id === from) {
    throw refuse(400, 'validation_failed', 'Касса-получатель должна быть другой', 'toDeskId');
  }
  if (desk.retiredAt) throw refuse(409, 'desk_retired', 'Эта касса выведена из работы', 'toDeskId');
  return desk.id;
}

/**
 * Sends a movement: the cash leaves the sender at once. Who sends: the safe's movements (a fill,
 * a collection, a delivery) the manager; a return or a transfer the holder of the sending desk.
 */
export async function sendTransfer(
  a: Actor,
  rules: CashRules,
  input: TransferInput,
): Promise<number> {
  const keepsSafe = may(a.user.role, 'keepSafe');
  const fromSafe = input.kind === 'fill' || input.kind === 'collection';
  if ((fromSafe || input.kind === 'delivery') && !keepsSafe) {
    throw refuse(403, 'forbidden', 'Сейфом распоряжается управляющий');
  }
  const policy = await hallCashPolicy(a.tx, a.hallId);
  const amount = input.count
    ? readCount(input.count, policy.countByDenomination, rules.denominations)
    : { total: toMinorUnits(input.amount!), pieces: null };
  if (amount.total <= 0n)
    throw refuse(400, 'validation_failed', 'Сумма должна быть больше нуля', 'amount');
  let from: LockedDesk | null = null;
  let to: number | null = null;
  if (input.kind === 'delivery') {
    to = (await lockSafe(a)).id;
  } else if (fromSafe) {
    from = await lockSafe(a);
    if (input.fromDeskId !== undefined && input.fromDeskId !== from.id) {
      throw refuse(
        400,
        'validation_failed',
        'Подкрепление и инкассация идут из сейфа',
        'fromDeskId',
      );
    }
    if (input.kind === 'fill') to = await receivingDesk(a, input.toDeskId!, from.id);
  } else {
    from = await ownDeskToSend(a, input.fromDeskId);
    if (input.kind === 'return') {
      const [safe] = await a.tx
        .select({ id: cashDesks.id })
        .from(cashDesks)
        .where(and(eq(cashDesks.hallId, a.hallId), eq(cashDesks.kind, 'safe')));
      to = safe.id;
    } else {
      to = await receivingDesk(a, input.toDeskId!, from.id);
    }
  }
  const [transfer] = await a.tx
    .insert(cashTransfers)
    .values({
      hallId: a.hallId,
      kind: input.kind,
      fromDeskId: from?.id ?? null,
      toDeskId: to,
      amount: amount.total,
      pieces: amount.pieces,
      bagNumber: input.bagNumber || null,
      note: input.note,
      sentBy: a.user.id,
      sentAt: a.now,
    })
    .returning({ id: cashTransfers.id });
  if (from) {
    const blind = from.kind !== 'safe' && isBlind(a.user, policy);
    await moveDeskCash(
      a,
      from,
      {
        type: 'transfer_out',
        sign: -1n,
        amount: amount.total,
        note: input.note || NOTES[input.kind].out,
        transferId: transfer.id,
      },
      () => notEnoughCash(from!, blind),
    );
  }
  await recordAudit(a, 'cash_transfer.send', transfer.id, {
    kind: input.kind,
    fromDeskId: from?.id ?? null,
    toDeskId: to,
    amount: fromMinorUnits(amount.total),
    ...(input.bagNumber && { bagNumber: input.bagNumber }),
  });
  return transfer.id;
}

/**
 * Accepts a movement into its receiver, or refuses it back to its sender. One decision counts:
 * the movement's row is locked and a second decision is 409 `transfer_decided`. A desk that
 * receives counts what arrived (where the hall counts by denomination it must): it takes in the
 * count, and a count apart from the sum sent, once confirmed, is the sender's variance.
 */
export async function decideTransfer(
  a: Actor,
  rules: CashRules,
  transferId: number,
  decision: { accept: false } | ({ accept: true } & TransferAcceptInput),
) {
  const { accept } = decision;
  const [transfer] = await a.tx
    .select()
    .from(cashTransfers)
    .where(and(eq(cashTransfers.id, transferId), eq(cashTransfers.hallId, a.hallId)))
    .for('update');
  if (!transfer) throw errors.notFound('Перемещение не найдено');
  if (transfer.status !== 'sent') {
    const what = transfer.status === 'accepted' ? 'принято' : 'отклонено';
    throw refuse(409, 'transfer_decided', `Перемещение уже ${what}`);
  }
  // Desks are locked in the order of their ids, so two decisions never wait for each other.
  const ends = [transfer.fromDeskId, transfer.toDeskId].filter((id): id is number => id !== null);
  const locked = new Map<number, LockedDesk>();
  for (const id of ends.sort((x, y) => x - y)) locked.set(id, await lockDesk(a, id));
  const to = transfer.toDeskId === null ? null : locked.get(transfer.toDeskId)!;
  if (!mayReceive(a.user, transfer.sentBy, to)) {
    throw refuse(
      403,
      'not_receiver',
      transfer.sentBy === a.user.id
        ? 'Своё перемещение принимает или отклоняет получатель'
        : 'Принимает тот, кто ведёт кассу-получателя; сейф и банк — управляющий',
    );
  }
  const kind = transfer.kind as TransferKind;
  const received =
    decision.accept && to ? await receivedCount(a, rules, transfer, to, decision) : null;
  if (accept && to && (received?.total ?? transfer.amount) > 0n) {
    await moveDeskCash(a, to, {
      type: 'transfer_in',
      sign: 1n,
      amount: received?.total ?? transfer.amount,
      note: transfer.note || NOTES[kind].in,
      transferId,
    });
  }
  const from = transfer.fromDeskId === null ? null : locked.get(transfer.fromDeskId)!;
  if (!accept && from) {
    await moveDeskCash(a, from, {
      type: 'transfer_back',
      sign: 1n,
      amount: transfer.amount,
      note: 'Перемещение не принято',
      transferId,
    });
  }
  await a.tx
    .update(cashTransfers)
    .set({
      status: accept ? 'accepted' : 'refused',
      decidedBy: a.user.id,
      decidedAt: a.now,
      ...(received && { countId: received.countId, received: received.total }),
    })
    .where(eq(cashTransfers.id, transferId));
  await recordAudit(a, accept ? 'cash_transfer.accept' : 'cash_transfer.refuse', transferId, {
    kind,
    amount: fromMinorUnits(transfer.amount),
    ...(received && { received: fromMinorUnits(received.total) }),
    ...(received?.variance && { variance: received.variance }),
  });
}

/**
 * The receiver's count of a movement, kept with its variance against the sender; none where the
 * hall lets a desk accept without one and none was given. A count apart from the sum sent is
 * refused until confirmed (`acceptDifference`), so a slip of the keyboard is not a variance.
 */
async function receivedCount(
  a: Actor,
  rules: CashRules,
  transfer: typeof cashTransfers.$inferSelect,
  to: LockedDesk,
  input: TransferAcceptInput,
) {
  const policy = await hallCashPolicy(a.tx, a.hallId);
  if (!input.count) {
    if (policy.countByDenomination === 'required') {
      throw refuse(
        400,
        'validation_failed',
        'Пересчитайте полученное по купюрам и монетам',
        'count',
      );
    }
    return null;
  }
  const read = readCount(input.count, policy.countByDenomination, rules.denominations);
  if (read.total !== transfer.amount && !input.acceptDifference) {
    const message = `Пересчёт не сходится с отправленным (${formatMoney(fromMinorUnits(transfer.amount))}): пересчитайте или подтвердите расхождение`;
    throw new ApiError(409, 'count_differs', message, { count: message });
  }
  const countId = await recordCount(a, {
    deskId: to.id,
    shiftId: to.shiftId,
    kind: 'transfer_in',
    read,
    expected: transfer.amount,
  });
  const variance = await recordVariance(a, rules, {
    countId,
    deskId: transfer.fromDeskId ?? to.id,
    shiftId: null,
    kind: 'transfer',
    userId: transfer.sentBy,
    amount: read.total - transfer.amount,
  });
  return { countId, total: read.total, variance };
}
