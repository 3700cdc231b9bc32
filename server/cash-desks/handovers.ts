/**
 * A shift handed from one cashier to the next on the same desk (decision 060). The outgoing
 * counts and names the incoming; the incoming counts again in their own session, never told the
 * first count. Equal counts close the one shift and open the other in one transaction; counts
 * that stay apart after the recounts wait for the manager, whose count stands.
 */
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { may } from '@/lib/shared/access';
import { fromMinorUnits } from '@/lib/shared/money';
import type { SessionUser } from '../auth/sessions';
import { queryRows, type Db } from '../db/database';
import { cashCounts, cashDesks, cashHandovers, cashVariances, shifts, users } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { registerOnClose, registerOnOpen } from '../fiscal/shift-documents';
import {
  countVerdict,
  recordCount,
  recordVariance,
  refusedCounts,
  type VarianceAnswer,
} from './cash-counts';
import type { CashRules } from './cash-rules';
import { readCount, type CashCountInput } from './count-fields';
import { hallCashPolicy, isBlind } from './desk-records';
import { assertNothingInTransit, lockDesk } from './desk-ledger';
import type { HandoverRecord } from './handover-schemas';

const refuse = (status: 400 | 403 | 409, code: string, message: string, field?: string) =>
  new ApiError(status, code, message, field ? { [field]: message } : undefined);

/** A write that a blind count may send back: done, or count again with this many attempts. */
export type Counted<T> = { done: true; value: T } | { done: false; attemptsLeft: number };

/** The incoming cashier: an account in work in this hall, not the outgoing, holding no shift. */
async function checkIncoming(a: Actor, toUserId: number) {
  const [user] = await queryRows<{
    role: string;
    disabled: boolean;
    in_hall: boolean;
    holds: boolean;
  }>(
    a.tx,
    sql`select u.role, u.disabled,
          u.role = 'admin' or exists (select 1 from user_halls where user_id = u.id and hall_id = ${a.hallId}) as in_hall,
          exists (select 1 from shifts where held_by = u.id and status = 'open') as holds
        from users u where u.id = ${toUserId}`,
  );
  const field = 'toUserId';
  if (!user || !user.in_hall) {
    throw refuse(400, 'validation_failed', 'Этот сотрудник не работает в зале', field);
  }
  if (toUserId === a.user.id)
    throw refuse(400, 'validation_failed', 'Смену передают другому', field);
  if (user.disabled) {
    throw refuse(400, 'validation_failed', 'Сотрудник уволен или его вход заблокирован', field);
  }
  if (user.holds)
    throw refuse(400, 'validation_failed', 'У этого сотрудника уже открыта смена', field);
}

/**
 * The outgoing cashier's count and the name of the incoming one. A blind hall asks a count off
 * the expected again, as at a close. The shift makes no operations until the handover ends.
 */
export async function startHandover(
  a: Actor,
  rules: CashRules,
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
  rules: CashRules,
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
  await a.tx
    .update(shifts)
    .set({
      status: 'closed',
      handingOver: false,
      closedBy: handover.fromUserId,
      closedAt: a.now,
      expectedCash: desk.balance,
      countedCash: passed.total,
      balance: desk.balance,
      closeReason: passed.reason ?? null,
    })
    .where(eq(shifts.id, handover.fromShiftId));
  let shiftId: number;
  try {
    [{ id: shiftId }] = await a.tx
      .insert(shifts)
      .values({
        hallId: a.hallId,
        deskId: desk.id,
        openingCash: passed.total,
        balance: passed.total,
        openedBy: handover.toUserId,
        heldBy: handover.toUserId,
        openedAt: a.now,
      })
      .returning({ id: shifts.id });
  } catch (error) {
    if (isUniqueViolation(error, 'shifts_holder_open_uq')) {
      throw refuse(409, 'shift_held', 'У принимающего уже открыта смена');
    }
    throw error;
  }
  await a.tx
    .update(cashDesks)
    .set({ balance: passed.total, countedAt: a.now })
    .where(eq(cashDesks.id, desk.id));
  // A linked desk's register closes its shift and opens the next with the cash passed.
  await registerOnClose(a, handover.fromShiftId);
  await registerOnOpen(a, shiftId, true);
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
  rules: CashRules,
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
  rules: CashRules,
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

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');

const selectHandovers = (db: Db) =>
  db
    .select({
      id: cashHandovers.id,
      status: cashHandovers.status,
      deskId: cashHandovers.deskId,
      deskName: cashDesks.name,
      fromShiftId: cashHandovers.fromShiftId,
      fromUser: fromUser.fullName,
      toUserId: cashHandovers.toUserId,
      toUser: toUser.fullName,
      createdAt: cashHandovers.createdAt,
      decidedAt: cashHandovers.decidedAt,
      toShiftId: cashHandovers.toShiftId,
    })
    .from(cashHandovers)
    .innerJoin(cashDesks, eq(cashDesks.id, cashHandovers.deskId))
    .leftJoin(fromUser, eq(fromUser.id, cashHandovers.fromUserId))
    .leftJoin(toUser, eq(toUser.id, cashHandovers.toUserId));

type Row = Awaited<ReturnType<ReturnType<typeof selectHandovers>['execute']>>[number];

const toHandover = (row: Row, viewer: SessionUser): HandoverRecord => ({
  ...row,
  status: row.status as HandoverRecord['status'],
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  canAccept: row.status === 'pending' && row.toUserId === viewer.id,
});

/** One handover of the hall, with the outgoing cashier's variance once it has ended. */
export async function handoverById(db: Db, hallId: number, id: number, viewer: SessionUser) {
  const [row] = await selectHandovers(db).where(
    and(eq(cashHandovers.hallId, hallId), eq(cashHandovers.id, id)),
  );
  if (!row) throw errors.notFound('Передача смены не найдена');
  const [variance] = await db
    .select({ id: cashVariances.id, amount: cashVariances.amount, signOff: cashVariances.signOff })
    .from(cashVariances)
    .where(and(eq(cashVariances.shiftId, row.fromShiftId), eq(cashVariances.kind, 'handover')));
  return {
    ...toHandover(row, viewer),
    variance: variance
      ? {
          id: variance.id,
          amount: fromMinorUnits(variance.amount),
          signOff: variance.signOff as VarianceAnswer['signOff'],
        }
      : null,
  };
}

/** The hall's handovers waiting for a count or a decision (`open`), or of the last day too. */
export async function listHandovers(
  db: Db,
  hallId: number,
  status: 'open' | 'all',
  viewer: SessionUser,
  now: Date,
) {
  const open = inArray(cashHandovers.status, ['pending', 'disputed']);
  const rows = await selectHandovers(db)
    .where(
      and(
        eq(cashHandovers.hallId, hallId),
        status === 'open'
          ? open
          : or(open, gte(cashHandovers.createdAt, new Date(now.getTime() - 86_400_000))),
      ),
    )
    .orderBy(desc(cashHandovers.createdAt), desc(cashHandovers.id))
    .limit(100);
  return { items: rows.map((row) => toHandover(row, viewer)) };
}

/**
 * Whom a shift may be handed to: the hall's staff in work other than the viewer, holding no
 * shift — the same rule the handover itself checks.
 */
export async function handoverCandidates(db: Db, hallId: number, viewer: SessionUser) {
  const items = await queryRows<{ id: number; fullName: string; role: string }>(
    db,
    sql`select u.id, u.full_name as "fullName", u.role
        from users u join user_halls h on h.user_id = u.id and h.hall_id = ${hallId}
        where not u.disabled and u.id <> ${viewer.id}
          and not exists (select 1 from shifts where held_by = u.id and status = 'open')
        order by u.full_name, u.id`,
  );
  return { items };
}
