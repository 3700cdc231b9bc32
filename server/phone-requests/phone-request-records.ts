/**
 * The phone-number requests written: filed by a cashier (with the warnings a manager must see),
 * changed or cancelled by their author while open, decided by head office.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { hallClock } from '@/lib/shared/hall-time';
import { PHONE_REQUEST_STATUS_LABELS, type PhoneRequestStatus } from '@/lib/shared/phone-requests';
import { formatPhone } from '@/lib/shared/validation/rules';
import { asMiss } from '../auth/lookup-limit';
import type { Db } from '../db/database';
import { clients, halls, phoneRequestEvents, phoneRequests } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import { visibleHalls } from '../halls/visible-halls';
import type { PhoneRequestInput } from './phone-request-schemas';
import type { Actor } from '../writes/actor';
import { findPhoneRequest, isAuthor, readableBy } from './phone-request-list';

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
