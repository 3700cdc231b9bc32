import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { hireDateMessage } from '@/lib/shared/workers';
import type { Db } from '../db/database';
import type { Actor } from '../writes/actor';
import { recordChange } from '../writes/audit';
import { lockWorkerAccount } from '../accounts/account-records';
import { workers } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import { likePattern } from '../list-query';
import type { WorkerFilter, WorkerRecord } from './worker-schemas';
import { allRows, listPage, TOTAL } from '../list-page';

const columns = {
  id: workers.id,
  fullName: workers.fullName,
  phone: workers.phone,
  position: workers.position,
  status: workers.status,
  hireDate: workers.hireDate,
  dismissedAt: workers.dismissedAt,
  userId: workers.userId,
  version: workers.version,
};

type Row = {
  [K in keyof typeof columns]: K extends 'dismissedAt' ? Date | null : unknown;
};

export const toWorker = (row: Row): WorkerRecord =>
  ({ ...row, dismissedAt: row.dismissedAt?.toISOString() ?? null }) as WorkerRecord;

const SORT_COLUMNS = {
  fullName: workers.fullName,
  position: workers.position,
  phone: workers.phone,
  status: workers.status,
  hireDate: workers.hireDate,
};

/**
 * The rows a filter selects: position, status, and a search. A search with letters looks in the
 * names; one of digits (and phone punctuation) looks in the phones.
 */
function filterCondition(hallId: number, filter: WorkerFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(workers.hallId, hallId)];
  if (filter.position) conditions.push(eq(workers.position, filter.position));
  if (filter.status) conditions.push(eq(workers.status, filter.status));
  const search = filter.search?.trim();
  if (search) {
    const digits = search.replace(/\D/g, '');
    conditions.push(
      /^[\d\s()+-]+$/.test(search)
        ? like(workers.phone, likePattern(digits))
        : like(workers.searchName, likePattern(search.toLocaleLowerCase('ru'))),
    );
  }
  return and(...conditions);
}

const ordering = (filter: WorkerFilter) => {
  const direction = filter.order === 'desc' ? desc : asc;
  // The id breaks ties, so pages never repeat or skip a row.
  return [direction(SORT_COLUMNS[filter.sort]), direction(workers.id)];
};

export async function listWorkers(
  db: Db,
  hallId: number,
  filter: WorkerFilter & { page: number; pageSize: number },
) {
  const where = filterCondition(hallId, filter);
  return listPage(
    filter,
    { rows: selectWorkers(db, where, filter), total: db.select(TOTAL).from(workers).where(where) },
    (rows) => rows.map(toWorker),
  );
}

const selectWorkers = (db: Db, where: SQL | undefined, filter: WorkerFilter) =>
  db
    .select(columns)
    .from(workers)
    .where(where)
    .orderBy(...ordering(filter));

/** Every row of the filter, a batch at a time, in the list's order. */
export async function* allWorkers(db: Db, hallId: number, filter: WorkerFilter, batch = 1000) {
  const where = filterCondition(hallId, filter);
  for await (const row of allRows(selectWorkers(db, where, filter), batch)) yield toWorker(row);
}

export async function findWorker(db: Db, hallId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(workers)
    .where(and(eq(workers.id, id), eq(workers.hallId, hallId)));
  if (!row) throw errors.notFound('Сотрудник не найден');
  return toWorker(row);
}

const duplicatePhone = () =>
  new ApiError(409, 'duplicate_phone', 'Сотрудник с таким телефоном уже есть в этом зале', {
    phone: 'Этот телефон уже у другого сотрудника зала',
  });

/** Runs a write and turns the phone's unique index into a 409 that names the field. */
async function guardPhone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'workers_hall_phone_uq')) throw duplicatePhone();
    throw error;
  }
}

/** A hire date at most a year ahead of the actor's today, or 400 under the field. */
function assertHireDate(hireDate: string | undefined, a: Actor) {
  const message = hireDate === undefined ? null : hireDateMessage(hireDate, a.now);
  if (message) {
    throw new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', {
      hireDate: message,
    });
  }
}

/** A new worker of the actor's hall, with the audit row of what was created. */
export async function createWorker(
  a: Actor,
  input: { fullName: string; phone: string; position: string; status: string; hireDate: string },
) {
  assertHireDate(input.hireDate, a);
  const [row] = await guardPhone(() =>
    a.tx
      .insert(workers)
      .values({
        hallId: a.hallId,
        ...input,
        dismissedAt: input.status === 'dismissed' ? a.now : null,
        createdAt: a.now,
        updatedAt: a.now,
      })
      .returning(columns),
  );
  const worker = toWorker(row);
  await recordChange(a, 'worker.create', { id: worker.id, hallId: a.hallId }, null, input);
  return worker;
}

export type WorkerChanges = Partial<{
  fullName: string;
  phone: string;
  position: string;
  status: string;
  hireDate: string;
}>;

/**
 * An edit at the version the client saw, in the write kit's transaction: one statement, so of
 * two concurrent edits from one version exactly one wins and the other gets 409. A dismissal
 * locks the worker's account and ends its sessions in the same transaction.
 */
export async function updateWorker(
  actor: Actor,
  id: number,
  version: number,
  changes: WorkerChanges,
) {
  assertHireDate(changes.hireDate, actor);
  const { tx, hallId, now } = actor;
  const dismissedAt =
    changes.status === undefined
      ? undefined
      : changes.status === 'dismissed'
        ? sql`coalesce(${workers.dismissedAt}, ${now.toISOString()}::timestamptz)`
        : null;
  const [row] = await guardPhone(() =>
    tx
      .update(workers)
      .set({
        ...changes,
        ...(dismissedAt === undefined ? {} : { dismissedAt }),
        version: sql`${workers.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(workers.id, id), eq(workers.hallId, hallId), eq(workers.version, version)))
      .returning(columns),
  );
  if (row) {
    if (row.status === 'dismissed' && row.userId !== null) {
      await lockWorkerAccount(actor, row.userId);
    }
    return toWorker(row);
  }
  await findWorker(tx, hallId, id); // 404 when it is not there at all
  throw errors.staleVersion();
}
