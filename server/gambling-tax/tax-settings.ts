import { asc, eq, sql } from 'drizzle-orm';
import type { TaxObjectKind } from '@/lib/shared/gambling-tax';
import type { Db } from '../db/database';
import { gamblingTaxRates, mrpYears } from '../db/schema';
import { errors } from '../errors';
import type { Actor } from '../writes/actor';
import { recordChange } from '../writes/audit';

/** The МРП of each year and the rates per kind of object, with their sources. */
export async function taxSettings(db: Db) {
  const [years, rates] = await Promise.all([
    db.select().from(mrpYears).orderBy(asc(mrpYears.year)),
    db.select().from(gamblingTaxRates).orderBy(asc(gamblingTaxRates.kind)),
  ]);
  return { years, rates: rates.map((rate) => ({ ...rate, kind: rate.kind as TaxObjectKind })) };
}

/**
 * A year's МРП set by head office: a new year is added, a known one changed at the version seen
 * (409 when another change came first). A filed quarter keeps the МРП it used.
 */
export async function setMrpYear(
  a: Actor,
  year: number,
  input: { amount: number; source: string; version?: number },
) {
  const [current] = await a.tx.select().from(mrpYears).where(eq(mrpYears.year, year)).for('update');
  if (current && input.version !== current.version) throw errors.staleVersion();
  const [row] = await a.tx
    .insert(mrpYears)
    .values({ year, amount: input.amount, source: input.source })
    .onConflictDoUpdate({
      target: mrpYears.year,
      set: { amount: input.amount, source: input.source, version: sql`${mrpYears.version} + 1` },
    })
    .returning();
  await recordChange(a, 'gambling_tax.mrp', { id: year, hallId: null }, current ?? null, row);
  return row;
}

/** A kind's rate in МРП a month, at the version seen. */
export async function setTaxRate(
  a: Actor,
  kind: string,
  input: { mrp: number; source: string; version: number },
) {
  const [current] = await a.tx
    .select()
    .from(gamblingTaxRates)
    .where(eq(gamblingTaxRates.kind, kind))
    .for('update');
  if (!current) throw errors.notFound('Вид объекта не найден');
  if (input.version !== current.version) throw errors.staleVersion();
  const [row] = await a.tx
    .update(gamblingTaxRates)
    .set({ mrp: input.mrp, source: input.source, version: sql`${gamblingTaxRates.version} + 1` })
    .where(eq(gamblingTaxRates.kind, kind))
    .returning();
  await recordChange(a, 'gambling_tax.rate', { id: 0, hallId: null }, current, row);
  return { ...row, kind: row.kind as TaxObjectKind };
}
