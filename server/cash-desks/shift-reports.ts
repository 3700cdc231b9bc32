import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';
import { shortName } from '@/lib/shared/clients';
import { cashDesks, cashOperations, shifts, users } from '../db/schema';
import type { SessionUser } from '../auth/sessions';
import { viewsBlind } from './desk-records';
import { errors } from '../errors';
import { operationTotals } from '../cashbox/journal';
import { hallDayRange } from '../halls/hall-days';
import { sortedBy } from '../list-query';
import type { ShiftFilter, ShiftRecord, ShiftReportRecord } from './shift-schemas';
import { registerZReport } from '../fiscal/shift-documents';
import { listPage, TOTAL } from '../list-page';

const opener = alias(users, 'opener');
const closer = alias(users, 'closer');
const holder = alias(users, 'holder');

const columns = {
  id: shifts.id,
  status: shifts.status,
  deskId: shifts.deskId,
  deskName: cashDesks.name,
  heldBy: holder.fullName,
  openingCash: shifts.openingCash,
  // An open shift's cash is its desk's; a closed one keeps what was expected at its close.
  balance:
    sql<bigint>`case when ${shifts.status} = 'open' then ${cashDesks.balance} else ${shifts.balance} end`.mapWith(
      (value: string | bigint) => BigInt(value),
    ),
  openedAt: shifts.openedAt,
  openedBy: opener.fullName,
  closedAt: shifts.closedAt,
  closedBy: closer.fullName,
  expectedCash: shifts.expectedCash,
  countedCash: shifts.countedCash,
};

const money = (units: bigint | null) => (units === null ? null : fromMinorUnits(units));

function toShift(
  row: {
    id: number;
    status: string;
    deskId: number;
    deskName: string;
    heldBy: string | null;
    openingCash: bigint;
    balance: bigint;
    openedAt: Date;
    openedBy: string | null;
    closedAt: Date | null;
    closedBy: string | null;
    expectedCash: bigint | null;
    countedCash: bigint | null;
  },
  blind = false,
): ShiftRecord {
  const closed = row.expectedCash !== null && row.countedCash !== null;
  return {
    id: row.id,
    status: row.status as ShiftRecord['status'],
    deskId: row.deskId,
    deskName: row.deskName,
    heldBy: row.heldBy,
    openingCash: fromMinorUnits(row.openingCash),
    balance: blind && row.status === 'open' ? null : fromMinorUnits(row.balance),
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
    .innerJoin(cashDesks, eq(cashDesks.id, shifts.deskId))
    .leftJoin(holder, eq(holder.id, shifts.heldBy))
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
  const [totals, winnings, registerZ] = await Promise.all([
    operationTotals(db, eq(cashOperations.shiftId, shift.id)),
    shiftWinnings(db, shift.id),
    registerZReport(db, shift.id),
  ]);
  const operationCount = totals.reduce((n, t) => n + t.count, 0);
  // A blind cashier's open shift: the totals would add up to the expected cash.
  const hidden = shift.status === 'open' && shift.balance === null;
  return { ...shift, totals: hidden ? [] : totals, operationCount, winnings, registerZ };
}

const blindViewer = async (db: Db, hallId: number, viewer: SessionUser | null) =>
  viewer !== null && viewsBlind(db, hallId, viewer);

/**
 * The X-report (open) or Z-report (closed) of one shift of the hall, as `viewer` may see it
 * (null: the whole of it, for a write's own answer already judged).
 */
export async function shiftReport(
  db: Db,
  hallId: number,
  shiftId: number,
  viewer: SessionUser | null,
) {
  const [[row], blind] = await Promise.all([
    selectShifts(db).where(and(eq(shifts.id, shiftId), eq(shifts.hallId, hallId))),
    blindViewer(db, hallId, viewer),
  ]);
  if (!row) throw errors.notFound('Смена не найдена');
  return withTotals(db, toShift(row, blind));
}

/**
 * The viewer's own open shift in the hall with its X-report, or a desk's (`deskId`, for the
 * manager); null when there is none.
 */
export async function currentShiftReport(
  db: Db,
  hallId: number,
  viewer: SessionUser,
  deskId?: number,
) {
  const whose = deskId === undefined ? eq(shifts.heldBy, viewer.id) : eq(shifts.deskId, deskId);
  const [[row], blind] = await Promise.all([
    selectShifts(db).where(and(eq(shifts.hallId, hallId), eq(shifts.status, 'open'), whose)),
    blindViewer(db, hallId, viewer),
  ]);
  return row ? withTotals(db, toShift(row, blind)) : null;
}

const SORT_COLUMNS = {
  openedAt: shifts.openedAt,
  closedAt: shifts.closedAt,
  discrepancy: sql`${shifts.countedCash} - ${shifts.expectedCash}`,
};

/** The hall's shifts opened within the filter's days, newest first unless sorted otherwise. */
export async function listShifts(db: Db, hallId: number, filter: ShiftFilter, viewer: SessionUser) {
  const blind = await blindViewer(db, hallId, viewer);
  const where = and(eq(shifts.hallId, hallId), ...hallDayRange(shifts.openedAt, hallId, filter));
  return listPage(
    filter,
    {
      rows: selectShifts(db)
        .where(where)
        .orderBy(...sortedBy(SORT_COLUMNS[filter.sort], shifts.id, filter.order)),
      total: db.select(TOTAL).from(shifts).where(where),
    },
    (rows) => rows.map((row) => toShift(row, blind)),
  );
}
