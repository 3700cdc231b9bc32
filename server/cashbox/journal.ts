import { and, eq, sql, type SQL } from 'drizzle-orm';
import { OPERATION_TYPES, type OperationType } from '@/lib/cashbox';
import { fromMinorUnits } from '@/lib/money';
import { queryRows, type Db } from '../db/database';
import { cashOperations, users } from '../db/schema';
import { hallDayRange } from '../halls/hall-days';
import { sortedBy } from '../list-query';
import type { OperationFilter, OperationRecord } from './operation-schemas';

const SORT_COLUMNS = {
  createdAt: cashOperations.createdAt,
  type: cashOperations.type,
  amount: cashOperations.amount,
};

/** The filter without its type: the totals by type follow everything else. */
function rangeCondition(hallId: number, filter: OperationFilter): SQL | undefined {
  const conditions: SQL[] = [eq(cashOperations.hallId, hallId)];
  if (filter.shiftId) conditions.push(eq(cashOperations.shiftId, Number(filter.shiftId)));
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

/** A page of the journal, newest first, with the totals by type of the whole filter. */
export async function listOperations(db: Db, hallId: number, filter: OperationFilter) {
  const range = rangeCondition(hallId, filter);
  const where = filter.type ? and(range, eq(cashOperations.type, filter.type)) : range;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: cashOperations.id,
        shiftId: cashOperations.shiftId,
        type: cashOperations.type,
        amount: cashOperations.amount,
        balanceAfter: cashOperations.balanceAfter,
        orderId: cashOperations.orderId,
        note: cashOperations.note,
        createdAt: cashOperations.createdAt,
        createdBy: users.fullName,
      })
      .from(cashOperations)
      .leftJoin(users, eq(users.id, cashOperations.createdBy))
      .where(where)
      .orderBy(...sortedBy(SORT_COLUMNS[filter.sort], cashOperations.id, filter.order))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    operationTotals(db, range),
  ]);
  const items: OperationRecord[] = rows.map((row) => ({
    ...row,
    type: row.type as OperationType,
    amount: fromMinorUnits(row.amount),
    balanceAfter: fromMinorUnits(row.balanceAfter),
    createdAt: row.createdAt.toISOString(),
  }));
  const total = totals
    .filter((t) => !filter.type || t.type === filter.type)
    .reduce((n, t) => n + t.count, 0);
  return { items, total, page: filter.page, pageSize: filter.pageSize, totals };
}
