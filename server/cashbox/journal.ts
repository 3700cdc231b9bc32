import { and, eq, sql, type SQL } from 'drizzle-orm';
import { OPERATION_TYPES, type OperationType, type PayoutKind } from '@/lib/shared/cashbox';
import { fromMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';
import { cashDesks, cashOperations, clients, devices, users } from '../db/schema';
import { shortName } from '@/lib/shared/clients';
import { hallDayRange } from '../halls/hall-days';
import { sortedBy } from '../list-query';
import type { OperationFilter, OperationRecord } from './operation-schemas';
import { allRows, listPage } from '../list-page';

const SORT_COLUMNS = {
  createdAt: cashOperations.createdAt,
  type: cashOperations.type,
  amount: cashOperations.amount,
};

/** The filter without its type: the totals by type follow everything else. */
function rangeCondition(hallId: number, filter: JournalFilter): SQL | undefined {
  const conditions: SQL[] = [eq(cashOperations.hallId, hallId)];
  if (filter.shiftId) conditions.push(eq(cashOperations.shiftId, Number(filter.shiftId)));
  if (filter.deskId) conditions.push(eq(cashOperations.deskId, Number(filter.deskId)));
  conditions.push(...hallDayRange(cashOperations.createdAt, hallId, filter));
  return and(...conditions);
}

/** Count and sum of the operations `where` selects, by type, every type listed (zeros too). */
export async function operationTotals(db: Db, where: SQL | undefined) {
  const rows = await queryRows<{ type: OperationType; count: number; amount: string }>(
    db,
    sql`select type, count(*)::int as count, sum(amount)::text as amount
        from cash_operations where ${where} group by type`,
  );
  const byType = new Map(rows.map((row) => [row.type, row]));
  return OPERATION_TYPES.map((type) => {
    const row = byType.get(type);
    return { type, count: row?.count ?? 0, amount: fromMinorUnits(BigInt(row?.amount ?? 0)) };
  });
}

/** The journal's columns, each operation with its cashier, client and machine. */
const selectJournal = (db: Db) =>
  db
    .select({
      id: cashOperations.id,
      deskId: cashOperations.deskId,
      deskName: cashDesks.name,
      shiftId: cashOperations.shiftId,
      type: cashOperations.type,
      amount: cashOperations.amount,
      balanceAfter: cashOperations.balanceAfter,
      orderId: cashOperations.orderId,
      note: cashOperations.note,
      createdAt: cashOperations.createdAt,
      createdBy: users.fullName,
      clientId: cashOperations.clientId,
      clientName: clients.fullName,
      terminal: devices.number,
      payoutKind: cashOperations.payoutKind,
    })
    .from(cashOperations)
    .innerJoin(cashDesks, eq(cashDesks.id, cashOperations.deskId))
    .leftJoin(users, eq(users.id, cashOperations.createdBy))
    .leftJoin(clients, eq(clients.id, cashOperations.clientId))
    .leftJoin(devices, eq(devices.id, cashOperations.deviceId));

/** The journal's rows of a filter, in its order. */
function selectOperations(db: Db, hallId: number, filter: JournalFilter) {
  const range = rangeCondition(hallId, filter);
  return selectJournal(db)
    .where(filter.type ? and(range, eq(cashOperations.type, filter.type)) : range)
    .orderBy(...sortedBy(SORT_COLUMNS[filter.sort], cashOperations.id, filter.order));
}

type OperationRow = Awaited<ReturnType<ReturnType<typeof selectJournal>['execute']>>[number];

const toOperation = (
  { clientId, clientName, ...row }: OperationRow,
  blind = false,
): OperationRecord => ({
  ...row,
  type: row.type as OperationType,
  payoutKind: row.payoutKind as PayoutKind | null,
  amount: fromMinorUnits(row.amount),
  balanceAfter: blind ? null : fromMinorUnits(row.balanceAfter),
  createdAt: row.createdAt.toISOString(),
  client: clientId === null ? null : { id: clientId, shortName: shortName(clientName ?? '') },
});

/** One operation of the hall as the journal shows it. */
export async function operationById(db: Db, hallId: number, id: number) {
  const [row] = await selectJournal(db).where(
    and(eq(cashOperations.hallId, hallId), eq(cashOperations.id, id)),
  );
  return toOperation(row);
}

/** The journal of a filter without its paging: the export's filter. */
export type JournalFilter = Omit<OperationFilter, 'page' | 'pageSize'>;

/** Every operation of the filter, read in batches as an export is sent. */
export async function* allOperations(
  db: Db,
  hallId: number,
  filter: JournalFilter,
  blind = false,
  batch = 1000,
) {
  for await (const row of allRows(selectOperations(db, hallId, filter), batch)) {
    yield toOperation(row, blind);
  }
}

/** The totals by type of a filter (its type aside: the totals show every type). */
export const journalTotals = (db: Db, hallId: number, filter: JournalFilter) =>
  operationTotals(db, rangeCondition(hallId, filter));

/**
 * A page of the journal, newest first, with the totals by type of the whole filter. A `blind`
 * viewer (a cashier of a blind hall) gets neither the cash after each operation nor the totals.
 */
export async function listOperations(
  db: Db,
  hallId: number,
  filter: OperationFilter,
  blind = false,
) {
  const totals = journalTotals(db, hallId, filter);
  const page = await listPage(
    filter,
    {
      rows: selectOperations(db, hallId, filter),
      total: totals.then((byType) =>
        byType
          .filter((t) => !filter.type || t.type === filter.type)
          .reduce((n, t) => n + t.count, 0),
      ),
    },
    (rows) => rows.map((row) => toOperation(row, blind)),
  );
  return { ...page, totals: blind ? [] : await totals };
}
