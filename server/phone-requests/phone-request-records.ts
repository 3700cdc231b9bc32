import { and, asc, eq, ne, or, sql, type SQL, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hallClock } from '@/lib/shared/hall-time';
import { PHONE_REQUEST_STATUS_LABELS, type PhoneRequestStatus } from '@/lib/shared/phone-requests';
import { formatPhone } from '@/lib/shared/validation/rules';
import { asMiss } from '../auth/lookup-limit';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { clients, halls, phoneRequestEvents, phoneRequests, users } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import { ownHallDayRange } from '../halls/hall-days';
import { visibleHalls } from '../halls/visible-halls';
import { likePattern, sortedBy } from '../list-query';
import type {
  PhoneRequestFilter,
  PhoneRequestInput,
  PhoneRequestRecord,
} from './phone-request-schemas';
import type { Actor } from '../writes/actor';
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

const isAuthor = (row: { createdById: number | null }, user: SessionUser) =>
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
const readableBy = (user: SessionUser) =>
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

/**
 * The client whose account the old phone opens; 400 under the field when there is none, a miss
 * the look-up limit counts.
 */
async function clientOf(tx: Db, oldPhone: string) {
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.phone, oldPhone));
  if (!client) {
    throw asMiss(
      new ApiError(400, 'validation_failed', 'Клиент с этим номером не найден', {
        oldPhone: 'Клиент с этим номером не найден',
      }),
    );
  }
  return client.id;
}

/**
 * What the user should know before saving, by field: an open request for the same old phone,
 * and a new phone that is another client's. Saved anyway only when the user confirms. A request
 * or client is named only where the user may see it (its hall; for a cashier, their own
 * requests); otherwise the warning says what is wrong and names nobody.
 */
async function warnings(a: Actor, input: PhoneRequestInput, clientId: number, requestId?: number) {
  const found: Record<string, string> = {};
  const visible =
    a.user.role === 'admin' ? null : new Set((await visibleHalls(a.tx, a.user)).map((h) => h.id));
  const mayName = (hallId: number) => visible === null || visible.has(hallId);
  const [open] = await a.tx
    .select({
      id: phoneRequests.id,
      createdAt: phoneRequests.createdAt,
      hallId: phoneRequests.hallId,
      createdBy: phoneRequests.createdBy,
      timezone: halls.timezone,
    })
    .from(phoneRequests)
    .innerJoin(halls, eq(halls.id, phoneRequests.hallId))
    .where(
      and(
        eq(phoneRequests.oldPhone, input.oldPhone),
        eq(phoneRequests.status, 'new'),
        requestId === undefined ? undefined : ne(phoneRequests.id, requestId),
      ),
    )
    .orderBy(asc(phoneRequests.id))
    .limit(1);
  if (open) {
    const named =
      mayName(open.hallId) && (a.user.role !== 'cashier' || open.createdBy === a.user.id);
    found.oldPhone = named
      ? `По этому номеру уже есть открытая заявка № ${open.id} от ${hallClock(open.timezone).date(open.createdAt)}`
      : 'По этому номеру уже есть открытая заявка';
  }
  const [owner] = await a.tx
    .select({ name: clients.fullName, hall: halls.name, hallId: clients.hallId })
    .from(clients)
    .innerJoin(halls, eq(halls.id, clients.hallId))
    .where(and(eq(clients.phone, input.newPhone), ne(clients.id, clientId)));
  if (owner) {
    found.newPhone = mayName(owner.hallId)
      ? `Номер ${formatPhone(input.newPhone)} принадлежит клиенту ${owner.name} (${owner.hall})`
      : `Номер ${formatPhone(input.newPhone)} принадлежит другому клиенту`;
  }
  return found;
}

async function checkWarnings(a: Actor, input: PhoneRequestInput, clientId: number, id?: number) {
  const found = await warnings(a, input, clientId, id);
  if (Object.keys(found).length > 0 && !input.confirm) {
    // A warning tells of another client's phone or request: the look-up limit counts it.
    throw asMiss(
      new ApiError(
        409,
        'confirmation_required',
        'Проверьте предупреждения и подтвердите сохранение',
        found,
      ),
    );
  }
}

async function recordEvent(
  a: Actor,
  requestId: number,
  action: string,
  extra: { comment?: string | null; changes?: Record<string, { from: string; to: string }> } = {},
) {
  await a.tx.insert(phoneRequestEvents).values({
    requestId,
    action,
    userId: a.user.id,
    at: a.now,
    comment: extra.comment || null,
    changes: extra.changes ?? null,
  });
}

const formFields = (input: PhoneRequestInput) => ({
  oldPhone: input.oldPhone,
  newPhone: input.newPhone,
  reason: input.reason,
  employeePhone: input.employeePhone,
  employeeName: input.employeeName,
});

export async function createPhoneRequest(a: Actor, input: PhoneRequestInput) {
  const clientId = await clientOf(a.tx, input.oldPhone);
  await checkWarnings(a, input, clientId);
  const [{ id }] = await a.tx
    .insert(phoneRequests)
    .values({
      hallId: a.hallId,
      clientId,
      ...formFields(input),
      createdBy: a.user.id,
      createdAt: a.now,
    })
    .returning({ id: phoneRequests.id });
  await recordEvent(a, id, 'created');
  return findPhoneRequest(a.tx, a.hallId, id, a.user);
}

/** The request locked for a change, checked to be open and at the version the client saw. */
async function lockOpen(a: Actor, id: number, version: number) {
  const [row] = await a.tx
    .select({
      status: phoneRequests.status,
      version: phoneRequests.version,
      createdById: phoneRequests.createdBy,
      clientId: phoneRequests.clientId,
      oldPhone: phoneRequests.oldPhone,
      newPhone: phoneRequests.newPhone,
      reason: phoneRequests.reason,
      employeePhone: phoneRequests.employeePhone,
      employeeName: phoneRequests.employeeName,
    })
    .from(phoneRequests)
    .where(and(eq(phoneRequests.id, id), eq(phoneRequests.hallId, a.hallId), readableBy(a.user)))
    .for('update');
  if (!row) throw errors.notFound('Заявка не найдена');
  if (row.status !== 'new') {
    const label = PHONE_REQUEST_STATUS_LABELS[row.status as PhoneRequestStatus];
    throw new ApiError(409, 'request_closed', `Заявка уже закрыта: «${label}»`);
  }
  if (row.version !== version) throw errors.staleVersion();
  return row;
}

const onlyAuthor = (what: string) =>
  new ApiError(403, 'not_author', `${what} заявку может только её автор`);

export async function updatePhoneRequest(
  a: Actor,
  id: number,
  version: number,
  input: PhoneRequestInput,
) {
  const row = await lockOpen(a, id, version);
  if (!isAuthor(row, a.user)) throw onlyAuthor('Изменить');
  const clientId = await clientOf(a.tx, input.oldPhone);
  await checkWarnings(a, input, clientId, id);
  const next = formFields(input);
  const changes: Record<string, { from: string; to: string }> = {};
  for (const [field, value] of Object.entries(next)) {
    const before = row[field as keyof typeof next];
    if (before !== value) changes[field] = { from: before, to: value };
  }
  await a.tx
    .update(phoneRequests)
    .set({ ...next, clientId, version: sql`${phoneRequests.version} + 1` })
    .where(eq(phoneRequests.id, id));
  await recordEvent(a, id, 'edited', { changes });
  return findPhoneRequest(a.tx, a.hallId, id, a.user);
}

export async function cancelPhoneRequest(a: Actor, id: number, version: number) {
  const row = await lockOpen(a, id, version);
  if (!isAuthor(row, a.user) && a.user.role !== 'admin') throw onlyAuthor('Отменить');
  await a.tx
    .update(phoneRequests)
    .set({ status: 'cancelled', version: sql`${phoneRequests.version} + 1` })
    .where(eq(phoneRequests.id, id));
  await recordEvent(a, id, 'cancelled');
  return findPhoneRequest(a.tx, a.hallId, id, a.user);
}

/**
 * An admin's decision. Approval moves the client's phone in the same transaction: if the old
 * number is no longer the client's, or the new one has become another client's, nothing changes.
 */
export async function decidePhoneRequest(
  a: Actor,
  id: number,
  version: number,
  decision: 'approved' | 'rejected',
  comment: string,
) {
  const row = await lockOpen(a, id, version);
  if (decision === 'approved') {
    try {
      const moved = await a.tx
        .update(clients)
        .set({ phone: row.newPhone })
        .where(and(eq(clients.id, row.clientId), eq(clients.phone, row.oldPhone)))
        .returning({ id: clients.id });
      if (moved.length === 0) {
        throw new ApiError(
          409,
          'client_phone_changed',
          'У клиента уже другой номер: заявка устарела',
        );
      }
    } catch (error) {
      if (!isUniqueViolation(error, 'clients_phone_uq')) throw error;
      throw new ApiError(
        409,
        'phone_taken',
        `Номер ${formatPhone(row.newPhone)} принадлежит другому клиенту`,
        { newPhone: 'Номер принадлежит другому клиенту: сначала смените номер у него' },
      );
    }
  }
  await a.tx
    .update(phoneRequests)
    .set({
      status: decision,
      decidedBy: a.user.id,
      decidedAt: a.now,
      comment: comment || null,
      version: sql`${phoneRequests.version} + 1`,
    })
    .where(eq(phoneRequests.id, id));
  await recordEvent(a, id, decision, { comment });
  return findPhoneRequest(a.tx, a.hallId, id, a.user);
}
