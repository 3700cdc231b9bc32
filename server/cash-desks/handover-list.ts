/**
 * The hall's handovers as the screens read them (one, the open ones or the last day's), and whom
 * a shift may be handed to: the list a cashier chooses from and the check of the one chosen.
 */
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromMinorUnits } from '@/lib/shared/money';
import type { SessionUser } from '../auth/sessions';
import { queryRows, type Db } from '../db/database';
import { cashDesks, cashHandovers, cashVariances, users } from '../db/schema';
import { ApiError, errors } from '../errors';
import type { Actor } from '../writes/actor';
import type { VarianceAnswer } from './cash-counts';
import type { HandoverRecord } from './handover-schemas';

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

/** The incoming cashier: an account in work in this hall, not the outgoing, holding no shift. */
export async function checkIncoming(a: Actor, toUserId: number) {
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
  if (!user || !user.in_hall) {
    throw incomingRefused('Этот сотрудник не работает в зале');
  }
  if (toUserId === a.user.id) throw incomingRefused('Смену передают другому');
  if (user.disabled) {
    throw incomingRefused('Сотрудник уволен или его вход заблокирован');
  }
  if (user.holds) throw incomingRefused('У этого сотрудника уже открыта смена');
}

const incomingRefused = (message: string) =>
  new ApiError(400, 'validation_failed', message, { toUserId: message });

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
