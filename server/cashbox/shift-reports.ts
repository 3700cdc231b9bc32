import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';
import { shortName } from '@/lib/shared/clients';
import { cashOperations, shifts, users } from '../db/schema';
import { errors } from '../errors';
import { operationTotals } from './journal';
import { hallDayRange } from '../halls/hall-days';
import { sortedBy } from '../list-query';
import type { ShiftFilter, ShiftRecord, ShiftReportRecord } from './shift-schemas';
import { listPage, TOTAL } from '../list-page';

const opener = alias(users, 'opener');
const closer = alias(users, 'closer');

const columns = {
  id: shifts.id,
  status: shifts.status,
  openingCash: shifts.openingCash,
  balance: shifts.balance,
  openedAt: shifts.openedAt,
  openedBy: opener.fullName,
  closedAt: shifts.closedAt,
  closedBy: closer.fullName,
  expectedCash: shifts.expectedCash,
  countedCash: shifts.countedCash,
};

const money = (units: bigint | null) => (units === null ? null : fromMinorUnits(units));

function toShift(row: {
  id: number;
  status: string;
  openingCash: bigint;
  balance: bigint;
  openedAt: Date;
  openedBy: string | null;
  closedAt: Date | null;
  closedBy: string | null;
  expectedCash: bigint | null;
  countedCash: bigint | null;
}): ShiftRecord {
  const closed = row.expectedCash !== null && row.countedCash !== null;
  return {
    id: row.id,
    status: row.status as ShiftRecord['status'],
    openingCash: fromMinorUnits(row.openingCash),
    balance: fromMinorUnits(row.balance),
    openedAt: row.openedAt.toISOString(),
    openedBy: row.openedBy,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy,
    expectedCash: money(row.expectedCash),
    countedCash: money(row.countedCash),
    discrepancy: closed ? fromMinorUnits(row.countedCash! - row.expectedCash!) : null,
  };
}

const selectShifts = (db: Db) =>
  db
    .select(columns)
    .from(shifts)
    .leftJoin(opener, eq(opener.id, shifts.openedBy))
    .leftJoin(closer, eq(closer.id, shifts.closedBy));

/** The shift's winnings payouts that name a client, in the order paid. */
async function shiftWinnings(db: Db, shiftId: number) {
  const rows = await queryRows<{
    id: number;
    created_at: Date | string;
    amount: string;
    client_id: number;
    full_name: string;
    terminal: string;
  }>(
    db,
    sql`select o.id, o.created_at, o.amount::text, o.client_id, c.full_name, d.number as terminal
        from cash_operations o
        join clients c on c.id = o.client_id
        join devices d on d.id = o.device_id
        where o.shift_id = ${shiftId} and o.type = 'payout'
        order by o.created_at, o.id`,
  );
  return rows.map((r) => ({
    operationId: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    amount: fromMinorUnits(BigInt(r.amount)),
    client: { id: r.client_id, shortName: shortName(r.full_name) },
    terminal: r.terminal,
  }));
}

async function withTotals(db: Db, shift: ShiftRecord): Promise<ShiftReportRecord> {
  const [totals, winnings] = await Promise.all([
    operationTotals(db, eq(cashOperations.shiftId, shift.id)),
    shiftWinnings(db, shift.id),
  ]);
  return { ...shift, totals, operationCount: totals.reduce((n, t) => n + t.count, 0), winnings };
}

/** The X-report (open) or Z-report (closed) of one shift of the hall. */
export async function shiftReport(db: Db, hallId: number, shiftId: number) {
  const [row] = await selectShifts(db).where(
    and(eq(shifts.id, shiftId), eq(shifts.hallId, hallId)),
  );
  if (!row) throw errors.notFound('Смена не найдена');
  return withTotals(db, toShift(row));
}

/** The hall's open shift with its X-report, or null when the desk is closed. */
export async function currentShiftReport(db: Db, hallId: number) {
  const [row] = await selectShifts(db).where(
    and(eq(shifts.hallId, hallId), eq(shifts.status, 'open')),
  );
  return row ? withTotals(db, toShift(row)) : null;
}

const SORT_COLUMNS = {
  openedAt: shifts.openedAt,
  closedAt: shifts.closedAt,
  discrepancy: sql`${shifts.countedCash} - ${shifts.expectedCash}`,
};

/** The hall's shifts opened within the filter's days, newest first unless sorted otherwise. */
export async function listShifts(db: Db, hallId: number, filter: ShiftFilter) {
  const where = and(eq(shifts.hallId, hallId), ...hallDayRange(shifts.openedAt, hallId, filter));
  return listPage(
    filter,
    {
      rows: selectShifts(db)
        .where(where)
        .orderBy(...sortedBy(SORT_COLUMNS[filter.sort], shifts.id, filter.order)),
      total: db.select(TOTAL).from(shifts).where(where),
    },
    (rows) => rows.map(toShift),
  );
}
