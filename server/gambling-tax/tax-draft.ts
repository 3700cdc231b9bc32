/**
 * A hall's quarter of the tax on gambling business (decision 069), computed from its machines'
 * dates in service: one row per object with its months and amounts, the total, the due dates and
 * the versions head office has filed.
 */
import { sql } from 'drizzle-orm';
import {
  monthShares,
  monthTaxTiyn,
  quarterBounds,
  quarterDueDates,
  quarterKey,
  type MonthShare,
  type Quarter,
} from '@/lib/shared/gambling-tax';
import { fromMinorUnits, toMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';

export type TaxMonth = MonthShare & { amount: string };

export type TaxObject = {
  deviceId: number;
  number: string;
  manufacturer: string;
  model: string;
  serial: string;
  taxRegNo: string;
  taxRegDate: string | null;
  inServiceFrom: string;
  outOfServiceOn: string | null;
  months: TaxMonth[];
  total: string;
};

export type TaxFiling = {
  version: number;
  lockedAt: string;
  lockedBy: string | null;
  objects: number;
  total: string;
  mrp: number;
  rateMrp: number;
};

/** The МРП in force on the quarter's first day, and the rate of a slot machine, with sources. */
export async function quarterRates(db: Db, q: Quarter) {
  const [row] = await queryRows<{
    mrp: number | null;
    mrp_source: string | null;
    rate: number | null;
    rate_source: string | null;
  }>(
    db,
    sql`select m.amount as mrp, m.source as mrp_source, r.mrp as rate, r.source as rate_source
        from (select 1) one
        left join mrp_years m on m.year = ${q.year}
        left join gambling_tax_rates r on r.kind = 'slot_machine'`,
  );
  return {
    mrp: row.mrp,
    mrpSource: row.mrp_source ?? '',
    rateMrp: row.rate,
    rateSource: row.rate_source ?? '',
  };
}

/** The hall's objects of the quarter, each with what it owes a month. */
export async function taxObjects(
  db: Db,
  hallId: number,
  q: Quarter,
  rateMrp: number,
  mrp: number,
): Promise<TaxObject[]> {
  const { from, to } = quarterBounds(q);
  const rows = await queryRows<Omit<TaxObject, 'months' | 'total'>>(
    db,
    sql`select id as "deviceId", number, manufacturer, name as model, serial,
          tax_reg_no as "taxRegNo", tax_reg_date::text as "taxRegDate",
          in_service_from::text as "inServiceFrom", out_of_service_on::text as "outOfServiceOn"
        from devices
        where hall_id = ${hallId} and type = 'game_terminal'
          and in_service_from <= ${to}::date
          and (out_of_service_on is null or out_of_service_on >= ${from}::date)
        order by number, id`,
  );
  return rows.map((row) => {
    const months = monthShares(row.inServiceFrom, row.outOfServiceOn, q).map((share) => ({
      ...share,
      tiyn: monthTaxTiyn(share.halves, rateMrp, mrp),
    }));
    return {
      ...row,
      months: months.map(({ tiyn, ...share }) => ({ ...share, amount: fromMinorUnits(tiyn) })),
      total: fromMinorUnits(months.reduce((sum, m) => sum + m.tiyn, 0n)),
    };
  });
}

/** The versions head office has filed of the quarter, newest first. */
export async function quarterFilings(db: Db, hallId: number, q: Quarter): Promise<TaxFiling[]> {
  const rows = await queryRows<
    Omit<TaxFiling, 'lockedAt' | 'total'> & { lockedAt: Date | string; total: string }
  >(
    db,
    sql`select f.version, f.locked_at as "lockedAt", u.full_name as "lockedBy", f.objects,
          f.total::text as total, f.mrp, f.rate_mrp as "rateMrp"
        from gambling_tax_filings f left join users u on u.id = f.locked_by
        where f.hall_id = ${hallId} and f.year = ${q.year} and f.quarter = ${q.quarter}
        order by f.version desc`,
  );
  return rows.map((r) => ({
    ...r,
    lockedAt: new Date(r.lockedAt).toISOString(),
    total: fromMinorUnits(BigInt(r.total)),
  }));
}

/** The rows a filing froze, to compare a draft with. */
export async function filedRows(db: Db, hallId: number, q: Quarter, version: number) {
  const [row] = await queryRows<{ rows: TaxObject[] }>(
    db,
    sql`select rows from gambling_tax_filings
        where hall_id = ${hallId} and year = ${q.year} and quarter = ${q.quarter} and version = ${version}`,
  );
  return row?.rows ?? null;
}

/** What the draft compares by: the objects and their amounts, not the names typed on them. */
export const taxFingerprint = (objects: TaxObject[], mrp: number, rateMrp: number) =>
  JSON.stringify([
    mrp,
    rateMrp,
    objects.map((o) => [
      o.deviceId,
      o.taxRegNo,
      o.months.map((m) => [m.month, m.halves, m.amount]),
    ]),
  ]);

/** The quarter's draft: rates, objects, totals, due dates, filed versions and whether it changed. */
export async function quarterDraft(db: Db, hallId: number, q: Quarter, today: string) {
  const rates = await quarterRates(db, q);
  const objects =
    rates.mrp !== null && rates.rateMrp !== null
      ? await taxObjects(db, hallId, q, rates.rateMrp, rates.mrp)
      : [];
  const filings = await quarterFilings(db, hallId, q);
  const last = filings[0];
  const lastRows = last ? await filedRows(db, hallId, q, last.version) : null;
  const changed =
    last !== undefined &&
    lastRows !== null &&
    taxFingerprint(objects, rates.mrp ?? 0, rates.rateMrp ?? 0) !==
      taxFingerprint(lastRows, last.mrp, last.rateMrp);
  const due = quarterDueDates(q);
  const total = objects.reduce((sum, o) => sum + toMinorUnits(o.total), 0n);
  return {
    quarter: quarterKey(q),
    from: quarterBounds(q).from,
    to: quarterBounds(q).to,
    ...rates,
    objects,
    total: fromMinorUnits(total),
    unregistered: objects.filter((o) => o.taxRegNo === '').length,
    inAndOut: objects.filter((o) => o.months.some((m) => m.note === 'in_and_out')).length,
    declarationDue: due.declaration,
    paymentDue: due.payment,
    ended: today > quarterBounds(q).to,
    overdue: filings.length === 0 && today > due.declaration,
    filings,
    changedSinceFiling: changed,
  };
}
