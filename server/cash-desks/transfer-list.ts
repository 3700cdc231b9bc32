/**
 * The hall's movements of cash as the screens read them, and who may decide one: the same rule
 * for the card's «Принять» and for the decision itself.
 */
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { may } from '@/lib/shared/access';
import { fromMinorUnits } from '@/lib/shared/money';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { cashDesks, cashTransfers, shifts, users } from '../db/schema';
import { errors } from '../errors';
import { listPage, TOTAL } from '../list-page';
import type { TransferFilter, TransferRecord } from './transfer-schemas';

/** Whether `user` may decide a movement to `toDesk` (null: the bank, for a collection). */
export function mayReceive(
  user: SessionUser,
  sentBy: number | null,
  to: { kind: string; heldBy: number | null } | null,
) {
  if (sentBy === user.id) return false;
  if (to === null || to.kind === 'safe') return may(user.role, 'keepSafe');
  return to.heldBy === user.id;
}

const fromDesk = alias(cashDesks, 'from_desk');
const toDesk = alias(cashDesks, 'to_desk');
const sender = alias(users, 'sender');
const decider = alias(users, 'decider');
const toShift = alias(shifts, 'to_shift');

const selectTransfers = (db: Db) =>
  db
    .select({
      id: cashTransfers.id,
      kind: cashTransfers.kind,
      status: cashTransfers.status,
      fromId: fromDesk.id,
      fromName: fromDesk.name,
      toId: toDesk.id,
      toName: toDesk.name,
      toKind: toDesk.kind,
      toHeldBy: toShift.heldBy,
      amount: cashTransfers.amount,
      received: cashTransfers.received,
      bagNumber: cashTransfers.bagNumber,
      note: cashTransfers.note,
      sentById: cashTransfers.sentBy,
      sentBy: sender.fullName,
      sentAt: cashTransfers.sentAt,
      decidedBy: decider.fullName,
      decidedAt: cashTransfers.decidedAt,
    })
    .from(cashTransfers)
    .leftJoin(fromDesk, eq(fromDesk.id, cashTransfers.fromDeskId))
    .leftJoin(toDesk, eq(toDesk.id, cashTransfers.toDeskId))
    .leftJoin(toShift, and(eq(toShift.deskId, cashTransfers.toDeskId), eq(toShift.status, 'open')))
    .leftJoin(sender, eq(sender.id, cashTransfers.sentBy))
    .leftJoin(decider, eq(decider.id, cashTransfers.decidedBy));

type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['execute']>>[number];

const toTransfer = (row: TransferRow, viewer: SessionUser): TransferRecord => ({
  id: row.id,
  kind: row.kind as TransferRecord['kind'],
  status: row.status as TransferRecord['status'],
  fromDesk: row.fromId === null ? null : { id: row.fromId, name: row.fromName! },
  toDesk: row.toId === null ? null : { id: row.toId, name: row.toName! },
  amount: fromMinorUnits(row.amount),
  received: row.received === null ? null : fromMinorUnits(row.received),
  bagNumber: row.bagNumber,
  note: row.note,
  sentBy: row.sentBy,
  sentAt: row.sentAt.toISOString(),
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  canDecide:
    row.status === 'sent' &&
    mayReceive(
      viewer,
      row.sentById,
      row.toId === null ? null : { kind: row.toKind!, heldBy: row.toHeldBy },
    ),
});

/** One movement of the hall as `viewer` sees it. */
export async function transferById(db: Db, hallId: number, id: number, viewer: SessionUser) {
  const [row] = await selectTransfers(db).where(
    and(eq(cashTransfers.hallId, hallId), eq(cashTransfers.id, id)),
  );
  if (!row) throw errors.notFound('Перемещение не найдено');
  return toTransfer(row, viewer);
}

/** The hall's movements, newest first: those in transit (`status=sent`) or of one desk. */
export async function listTransfers(
  db: Db,
  hallId: number,
  filter: TransferFilter,
  viewer: SessionUser,
) {
  const conditions: SQL[] = [eq(cashTransfers.hallId, hallId)];
  if (filter.status) conditions.push(eq(cashTransfers.status, filter.status));
  if (filter.deskId) {
    const deskId = Number(filter.deskId);
    conditions.push(or(eq(cashTransfers.fromDeskId, deskId), eq(cashTransfers.toDeskId, deskId))!);
  }
  const where = and(...conditions);
  return listPage(
    filter,
    {
      rows: selectTransfers(db)
        .where(where)
        .orderBy(desc(cashTransfers.sentAt), desc(cashTransfers.id)),
      total: db.select(TOTAL).from(cashTransfers).where(where),
    },
    (rows) => rows.map((row) => toTransfer(row, viewer)),
  );
}
