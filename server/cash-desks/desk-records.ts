/** A hall's cash desks: the list with who holds each, and the manager's set-up of them. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { may } from '@/lib/shared/access';
import type { CountPolicy } from '@/lib/shared/cash-desks';
import { fromMinorUnits, toMinorUnits } from '@/lib/shared/money';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { cashDesks, halls, shifts, users } from '../db/schema';
import { ApiError, errors } from '../errors';
import type { Actor } from '../writes/actor';
import { recordChange } from '../writes/audit';
import { auditedEdit, uniqueOr409 } from '../writes/audited-edit';
import type { CashRules } from './cash-rules';
import type { DeskChanges, DeskInput, DeskRecord } from './desk-schemas';
import { registersOfHall } from '../fiscal/register-records';
import type { RegisterRecord } from '../fiscal/register-schemas';

/**
 * How a hall counts: blind or not, by denomination or a total allowed, and whether a cashier may
 * confirm the safe's count.
 */
export type HallCashPolicy = {
  blindCount: boolean;
  countByDenomination: CountPolicy;
  cashierConfirmsSafe: boolean;
};

export async function hallCashPolicy(db: Db, hallId: number): Promise<HallCashPolicy> {
  const [row] = await db
    .select({
      blindCount: halls.blindCount,
      countByDenomination: halls.countByDenomination,
      cashierConfirmsSafe: halls.cashierConfirmsSafe,
    })
    .from(halls)
    .where(eq(halls.id, hallId));
  if (!row) throw errors.notFound('Зал не найден');
  return row as HallCashPolicy;
}

/**
 * Whether this person is kept from the expected cash: a cashier of a blind hall. The manager
 * and head office see it.
 */
export const isBlind = (user: SessionUser, policy: HallCashPolicy) =>
  policy.blindCount && !may(user.role, 'keepSafe');

/** Whether this viewer of the hall is kept from the expected cash (one read of the hall). */
export const viewsBlind = async (db: Db, hallId: number, viewer: SessionUser) =>
  may(viewer.role, 'keepSafe') ? false : isBlind(viewer, await hallCashPolicy(db, hallId));

const columns = {
  id: cashDesks.id,
  kind: cashDesks.kind,
  name: cashDesks.name,
  workingCapital: cashDesks.workingCapital,
  balance: cashDesks.balance,
  countedAt: cashDesks.countedAt,
  retiredAt: cashDesks.retiredAt,
  version: cashDesks.version,
};

type DeskRow = {
  id: number;
  kind: string;
  name: string;
  workingCapital: bigint | null;
  balance: bigint;
  countedAt: Date | null;
  retiredAt: Date | null;
  version: number;
};

type ShiftRow = {
  shiftId: number | null;
  heldBy: string | null;
  heldById: number | null;
  openedAt: Date | null;
};

function toDesk(
  row: DeskRow & Partial<ShiftRow>,
  blind = false,
  fiscal: RegisterRecord | null = null,
): DeskRecord {
  return {
    id: row.id,
    kind: row.kind as DeskRecord['kind'],
    name: row.name,
    workingCapital: row.workingCapital === null ? null : fromMinorUnits(row.workingCapital),
    balance: blind ? null : fromMinorUnits(row.balance),
    overCapital: !blind && row.workingCapital !== null && row.balance > row.workingCapital,
    countedAt: row.countedAt?.toISOString() ?? null,
    retired: row.retiredAt !== null,
    version: row.version,
    shift:
      row.shiftId == null
        ? null
        : {
            id: row.shiftId,
            heldBy: row.heldBy ?? null,
            heldById: row.heldById ?? null,
            openedAt: row.openedAt!.toISOString(),
          },
    fiscal,
  };
}

/** The hall's desks (the safe first, then by kind and name) with their open shifts and the policy. */
export async function listDesks(db: Db, hallId: number, viewer: SessionUser, rules: CashRules) {
  const [policy, registers, rows] = await Promise.all([
    hallCashPolicy(db, hallId),
    registersOfHall(db, hallId),
    db
      .select({
        ...columns,
        shiftId: shifts.id,
        heldBy: users.fullName,
        heldById: shifts.heldBy,
        openedAt: shifts.openedAt,
      })
      .from(cashDesks)
      .leftJoin(shifts, and(eq(shifts.deskId, cashDesks.id), eq(shifts.status, 'open')))
      .leftJoin(users, eq(users.id, shifts.heldBy))
      .where(eq(cashDesks.hallId, hallId))
      .orderBy(
        sql`${cashDesks.retiredAt} is not null`,
        sql`array_position(array['safe', 'window', 'bar'], ${cashDesks.kind})`,
        asc(cashDesks.name),
        asc(cashDesks.id),
      ),
  ]);
  const blind = isBlind(viewer, policy);
  return {
    // A blind cashier is told no desk's cash; the safe's is the manager's to know in any hall.
    items: rows.map((row) =>
      toDesk(
        row,
        blind || (row.kind === 'safe' && !may(viewer.role, 'keepSafe')),
        registers.get(row.id) ?? null,
      ),
    ),
    policy: { ...policy, denominations: rules.denominations },
  };
}

const uniqueName = <T>(write: () => Promise<T>) =>
  uniqueOr409(write, 'cash_desks_hall_name_uq', 'name', 'Касса с таким названием уже есть в зале');

const capital = (value: string | null | undefined) =>
  value === undefined ? {} : { workingCapital: value === null ? null : toMinorUnits(value) };

/** A new window or bar till of the hall, empty until cash is moved into it. */
export async function createDesk(a: Actor, input: DeskInput): Promise<DeskRecord> {
  const [row] = await uniqueName(() =>
    a.tx
      .insert(cashDesks)
      .values({
        hallId: a.hallId,
        kind: input.kind,
        name: input.name,
        createdAt: a.now,
        ...capital(input.workingCapital),
      })
      .returning(columns),
  );
  const desk = toDesk(row);
  await recordChange(a, 'cash_desk.create', { id: desk.id, hallId: a.hallId }, null, desk);
  return desk;
}

const refuse = (code: string, message: string, field = 'retired') =>
  new ApiError(409, code, message, { [field]: message });

/**
 * A rename, a new working capital, a retirement or a return to work, at the version the manager
 * saw. A desk retires empty and closed: its cash goes back to the safe first. The safe stays.
 */
export async function updateDesk(a: Actor, id: number, version: number, changes: DeskChanges) {
  const where = and(eq(cashDesks.id, id), eq(cashDesks.hallId, a.hallId));
  let held = { open: false, cash: 0n };
  const desk = await auditedEdit(a, version, {
    action: 'cash_desk.update',
    hallId: a.hallId,
    missing: 'Касса не найдена',
    read: async () => {
      const [row] = await a.tx
        .select({
          ...columns,
          open: sql<boolean>`exists (select 1 from shifts s where s.desk_id = cash_desks.id and s.status = 'open')`,
        })
        .from(cashDesks)
        .where(where)
        .for('update');
      if (row) held = { open: row.open, cash: row.balance };
      return row && toDesk(row);
    },
    apply: async (current) => {
      const retire = changes.retired === true && !current.retired;
      if (retire && current.kind === 'safe')
        throw refuse('safe_kept', 'Сейф зала не выводят из работы');
      if (retire && held.open) throw refuse('desk_open', 'Сначала закройте смену этой кассы');
      if (retire && held.cash > 0n) {
        throw refuse('desk_holds_cash', 'В кассе остались наличные: сначала верните их в сейф');
      }
      const [row] = await uniqueName(() =>
        a.tx
          .update(cashDesks)
          .set({
            ...(changes.name !== undefined && { name: changes.name }),
            ...capital(changes.workingCapital),
            ...(retire && { retiredAt: a.now }),
            ...(changes.retired === false && { retiredAt: null }),
            version: sql`${cashDesks.version} + 1`,
          })
          .where(where)
          .returning(columns),
      );
      return toDesk(row);
    },
  });
  return { ...desk, fiscal: (await registersOfHall(a.tx, a.hallId)).get(id) ?? null };
}
