/**
 * Variances signed off and reported (decision 060). A variance above the manager's threshold is
 * open until the manager signs it with a reason; above head office's, until head office signs
 * too. Nobody signs their own variance, and nobody signs both levels of one.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { may } from '@/lib/shared/access';
import type { SignOffLevel, VarianceKind } from '@/lib/shared/cash-desks';
import { fromMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';
import { cashDesks, cashVariances, devices, hallExceptions, users } from '../db/schema';
import { ApiError, errors } from '../errors';
import { hallDayRange } from '../halls/hall-days';
import { allRows, listPage, TOTAL } from '../list-page';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import type { VarianceFilter, VarianceQueryInput, VarianceRecord } from './variance-schemas';

const refuse = (status: 403 | 409, code: string, message: string) =>
  new ApiError(status, code, message);

/** Whether a variance still waits for a signature. */
export const awaitingSql = sql`(${cashVariances.signOff} = 'manager' and ${cashVariances.managerAt} is null)
  or (${cashVariances.signOff} = 'head_office' and (${cashVariances.managerAt} is null or ${cashVariances.headOfficeAt} is null))`;

/** The sign-off a machine's variance needs: the manager's, and head office's above its threshold. */
export const machineSignOff = (amount: ReturnType<typeof sql>, headOfficeTenge: number) =>
  sql`case when abs(${amount}) > ${headOfficeTenge}::bigint * 100 then 'head_office'
    else 'manager' end`;

/**
 * Signs a variance off at the caller's level: the manager's first, then head office's. When the
 * last signature it needs is given, its exception is marked as seen with the reason.
 */
export async function signOffVariance(a: Actor, id: number, reason: string) {
  const [variance] = await a.tx
    .select()
    .from(cashVariances)
    .where(and(eq(cashVariances.id, id), eq(cashVariances.hallId, a.hallId)))
    .for('update');
  if (!variance) throw errors.notFound('Расхождение не найдено');
  if (variance.userId === a.user.id) {
    throw refuse(403, 'own_variance', 'Своё расхождение подписывает другой человек');
  }
  const level = variance.signOff as SignOffLevel;
  if (level === 'none') throw refuse(409, 'no_sign_off', 'Это расхождение не требует подписи');
  const set: Partial<typeof cashVariances.$inferInsert> = {};
  if (variance.managerAt === null) {
    set.managerBy = a.user.id;
    set.managerAt = a.now;
    set.managerReason = reason;
  } else if (level === 'head_office' && variance.headOfficeAt === null) {
    if (!may(a.user.role, 'signOffLargeVariances')) {
      throw refuse(403, 'head_office_sign_off', 'Вторую подпись ставит главный офис');
    }
    if (variance.managerBy === a.user.id) {
      throw refuse(403, 'second_signature', 'Вторую подпись ставит другой человек');
    }
    set.headOfficeBy = a.user.id;
    set.headOfficeAt = a.now;
    set.headOfficeReason = reason;
  } else {
    throw refuse(409, 'already_signed', 'Расхождение уже подписано');
  }
  await a.tx.update(cashVariances).set(set).where(eq(cashVariances.id, id));
  const done = level === 'manager' || set.headOfficeAt !== undefined;
  if (done) {
    await a.tx
      .update(hallExceptions)
      .set({ seenAt: a.now, seenBy: a.user.id, seenComment: reason })
      .where(and(eq(hallExceptions.key, `variance:${id}`), sql`${hallExceptions.seenAt} is null`));
  }
  await recordAudit(a, 'cash_variance.sign_off', id, {
    level: set.headOfficeAt ? 'head_office' : 'manager',
    reason,
  });
}

const person = alias(users, 'person');
const manager = alias(users, 'manager_signer');
const headOffice = alias(users, 'head_office_signer');

const selectVariances = (db: Db) =>
  db
    .select({
      id: cashVariances.id,
      at: cashVariances.at,
      kind: cashVariances.kind,
      deskName: sql<string>`coalesce(${cashDesks.name}, 'Автомат ' || ${devices.number})`,
      deviceId: devices.id,
      deviceNumber: devices.number,
      deviceName: devices.name,
      day: sql<string | null>`${cashVariances.day}::text`,
      dropId: cashVariances.dropId,
      shiftId: cashVariances.shiftId,
      userId: cashVariances.userId,
      person: person.fullName,
      amount: cashVariances.amount,
      signOff: cashVariances.signOff,
      managerBy: manager.fullName,
      managerAt: cashVariances.managerAt,
      managerReason: cashVariances.managerReason,
      headOfficeBy: headOffice.fullName,
      headOfficeAt: cashVariances.headOfficeAt,
      headOfficeReason: cashVariances.headOfficeReason,
      awaiting: sql<boolean>`${awaitingSql}`,
    })
    .from(cashVariances)
    .leftJoin(cashDesks, eq(cashDesks.id, cashVariances.deskId))
    .leftJoin(devices, eq(devices.id, cashVariances.deviceId))
    .leftJoin(person, eq(person.id, cashVariances.userId))
    .leftJoin(manager, eq(manager.id, cashVariances.managerBy))
    .leftJoin(headOffice, eq(headOffice.id, cashVariances.headOfficeBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectVariances>['execute']>>[number];

const iso = (value: Date | null) => value?.toISOString() ?? null;

const toVariance = ({ deviceId, deviceNumber, deviceName, ...row }: Row): VarianceRecord => ({
  ...row,
  device: deviceId === null ? null : { id: deviceId, number: deviceNumber!, name: deviceName! },
  at: row.at.toISOString(),
  kind: row.kind as VarianceKind,
  amount: fromMinorUnits(row.amount),
  signOff: row.signOff as SignOffLevel,
  managerAt: iso(row.managerAt),
  headOfficeAt: iso(row.headOfficeAt),
});

function conditions(hallId: number, filter: VarianceFilter): SQL | undefined {
  const where: SQL[] = [
    eq(cashVariances.hallId, hallId),
    ...hallDayRange(cashVariances.at, hallId, filter),
  ];
  if (filter.status === 'open') where.push(sql`(${awaitingSql})`);
  if (filter.userId) where.push(eq(cashVariances.userId, Number(filter.userId)));
  return and(...where);
}

/** The people of the filter's variances: shifts, shortages, overages, how many need a signature. */
export async function variancesByPerson(db: Db, hallId: number, filter: VarianceFilter) {
  const rows = await queryRows<{
    user_id: number | null;
    person: string | null;
    shifts: number;
    shortages: number;
    shortage: string;
    overages: number;
    overage: string;
    above: number;
    open: number;
  }>(
    db,
    sql`select cash_variances.user_id, u.full_name as person,
          count(distinct shift_id)::int as shifts,
          count(*) filter (where amount < 0)::int as shortages,
          coalesce(sum(-amount) filter (where amount < 0), 0)::text as shortage,
          count(*) filter (where amount > 0)::int as overages,
          coalesce(sum(amount) filter (where amount > 0), 0)::text as overage,
          count(*) filter (where sign_off <> 'none')::int as above,
          count(*) filter (where ${awaitingSql})::int as open
        from cash_variances left join users u on u.id = cash_variances.user_id
        where ${conditions(hallId, filter)} and cash_variances.device_id is null
        group by cash_variances.user_id, u.full_name
        order by coalesce(sum(-amount) filter (where amount < 0), 0) desc, u.full_name`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    person: r.person,
    shifts: r.shifts,
    shortages: r.shortages,
    shortage: fromMinorUnits(BigInt(r.shortage)),
    overages: r.overages,
    overage: fromMinorUnits(BigInt(r.overage)),
    aboveThreshold: r.above,
    awaiting: r.open,
  }));
}

/** The variance report of a period: by person, and the variances themselves, newest first. */
export async function varianceReport(db: Db, hallId: number, filter: VarianceQueryInput) {
  const where = conditions(hallId, filter);
  const [page, people] = await Promise.all([
    listPage(
      filter,
      {
        rows: selectVariances(db)
          .where(where)
          .orderBy(desc(cashVariances.at), desc(cashVariances.id)),
        total: db.select(TOTAL).from(cashVariances).where(where),
      },
      (rows) => rows.map(toVariance),
    ),
    variancesByPerson(db, hallId, filter),
  ]);
  return { ...page, people };
}

/** One variance of the hall as the report lists it. */
export async function varianceById(db: Db, hallId: number, id: number) {
  const [row] = await selectVariances(db).where(
    and(eq(cashVariances.hallId, hallId), eq(cashVariances.id, id)),
  );
  if (!row) throw errors.notFound('Расхождение не найдено');
  return toVariance(row);
}

/** Every variance of the filter, read in batches as an export is sent. */
export async function* allVariances(db: Db, hallId: number, filter: VarianceFilter) {
  const rows = selectVariances(db)
    .where(conditions(hallId, filter))
    .orderBy(desc(cashVariances.at), desc(cashVariances.id));
  for await (const row of allRows(rows)) yield toVariance(row);
}
