/**
 * The phone-number requests as they are read: a page of a hall's (or, for head office's queue,
 * every hall's), one with its history; who may read and who wrote one.
 */
import { and, asc, eq, or, sql, type SQL, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PhoneRequestStatus } from '@/lib/shared/phone-requests';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { clients, halls, phoneRequestEvents, phoneRequests, users } from '../db/schema';
import { errors } from '../errors';
import { ownHallDayRange } from '../halls/hall-days';
import { likePattern, sortedBy } from '../list-query';
import type { PhoneRequestFilter, PhoneRequestRecord } from './phone-request-schemas';
import { listPage, TOTAL } from '../list-page';

const creator = alias(users, 'creator');
const decider = alias(users, 'decider');

const columns = {
  id: phoneRequests.id,
  hallId: phoneRequests.hallId,
  hallName: halls.name,
  status: phoneRequests.status,
  oldPhone: phoneRequests.oldPhone,
  newPhone: phoneRequests.newPhone,
  reason: phoneRequests.reason,
  employeePhone: phoneRequests.employeePhone,
  employeeName: phoneRequests.employeeName,
  clientName: clients.fullName,
  createdAt: phoneRequests.createdAt,
  createdById: phoneRequests.createdBy,
  createdBy: creator.fullName,
  decidedAt: phoneRequests.decidedAt,
  decidedBy: decider.fullName,
  comment: phoneRequests.comment,
  version: phoneRequests.version,
};

const selectRequests = (db: Db) =>
  db
    .select(columns)
    .from(phoneRequests)
    .innerJoin(halls, eq(halls.id, phoneRequests.hallId))
    .innerJoin(clients, eq(clients.id, phoneRequests.clientId))
    .leftJoin(creator, eq(creator.id, phoneRequests.createdBy))
    .leftJoin(decider, eq(decider.id, phoneRequests.decidedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

export const isAuthor = (row: { createdById: number | null }, user: SessionUser) =>
  row.createdById === user.id;

function toRecord(row: Row, user: SessionUser): PhoneRequestRecord {
  const open = row.status === 'new';
  return {
    id: row.id,
    hallId: row.hallId,
    hallName: row.hallName,
    oldPhone: row.oldPhone,
    newPhone: row.newPhone,
    reason: row.reason,
    employeePhone: row.employeePhone,
    employeeName: row.employeeName,
    clientName: row.clientName,
    createdBy: row.createdBy,
    decidedBy: row.decidedBy,
    comment: row.comment,
    version: row.version,
    status: row.status as PhoneRequestStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    canEdit: open && isAuthor(row, user),
    canCancel: open && (isAuthor(row, user) || user.role === 'admin'),
    canDecide: open && user.role === 'admin',
  };
}

/** A cashier follows the requests they filed; managers and admins every request of the hall. */
export const readableBy = (user: SessionUser) =>
  user.role === 'cashier' ? eq(phoneRequests.createdBy, user.id) : undefined;

/** Which halls a list spans: some, or (an admin's queue) every hall. */
type HallScope = number[] | 'all';

function filterCondition(
  scope: HallScope,
  user: SessionUser,
  filter: PhoneRequestFilter,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    scope === 'all' ? undefined : inArray(phoneRequests.hallId, scope),
    readableBy(user),
    ...ownHallDayRange(phoneRequests.createdAt, halls.timezone, filter),
  ];
  if (filter.status) conditions.push(eq(phoneRequests.status, filter.status));
  const digits = filter.search?.replace(/\D/g, '');
  if (digits) {
    const pattern = likePattern(digits);
    conditions.push(
      or(
        sql`${phoneRequests.oldPhone} like ${pattern}`,
        sql`${phoneRequests.newPhone} like ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

const SORT_COLUMNS = {
  createdAt: phoneRequests.createdAt,
  hall: halls.name,
  status: phoneRequests.status,
  oldPhone: phoneRequests.oldPhone,
  employeeName: phoneRequests.employeeName,
};

/** A page of the requests of `scope` that the user may read (a cashier: the ones they filed). */
export async function listPhoneRequests(
  db: Db,
  scope: HallScope,
  user: SessionUser,
  filter: PhoneRequestFilter,
) {
  const where = filterCondition(scope, user, filter);
  return listPage(
    filter,
    {
      rows: selectRequests(db)
        .where(where)
        .orderBy(...sortedBy(SORT_COLUMNS[filter.sort], phoneRequests.id, filter.order)),
      total: db
        .select(TOTAL)
        .from(phoneRequests)
        .innerJoin(halls, eq(halls.id, phoneRequests.hallId))
        .where(where),
    },
    (rows) => rows.map((row) => toRecord(row, user)),
  );
}

/** One request of the hall with its history, oldest event first. */
export async function findPhoneRequest(db: Db, hallId: number, id: number, user: SessionUser) {
  const [row] = await selectRequests(db).where(
    and(eq(phoneRequests.id, id), eq(phoneRequests.hallId, hallId), readableBy(user)),
  );
  if (!row) throw errors.notFound('Заявка не найдена');
  const history = await db
    .select({
      action: phoneRequestEvents.action,
      at: phoneRequestEvents.at,
      user: users.fullName,
      comment: phoneRequestEvents.comment,
      changes: phoneRequestEvents.changes,
    })
    .from(phoneRequestEvents)
    .leftJoin(users, eq(users.id, phoneRequestEvents.userId))
    .where(eq(phoneRequestEvents.requestId, id))
    .orderBy(asc(phoneRequestEvents.at), asc(phoneRequestEvents.id));
  return {
    ...toRecord(row, user),
    history: history.map((event) => ({
      ...event,
      action: event.action as 'created',
      at: event.at.toISOString(),
      changes: event.changes as Record<string, { from: string; to: string }> | null,
    })),
  };
}
