/** A gaming day's figures as SQL sums them and as the API answers them (decision 065). */
import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import {
  MACHINE_COUNT_METERS,
  MACHINE_METERS,
  MACHINE_MONEY_METERS,
  meterColumn,
} from '@/lib/shared/machine-meters';
import { fromMinorUnits } from '@/lib/shared/money';
import { Money } from '../money-fields';

/**
 * `coalesce(sum(h.coin_in), 0)::text as coin_in, …` of every meter of rows `alias`, as text for
 * an answer (bigints as exact strings) or as numbers for an insert.
 */
export const summedMeters = (alias: string, prefix = '', text = true) =>
  sql.raw(
    MACHINE_METERS.map(
      (name) =>
        `coalesce(sum(${alias}.${meterColumn(name)}), 0)${text ? '::text' : '::bigint'} as ${prefix}${meterColumn(name)}`,
    ).join(', '),
  );

/** Every meter's column of rows `alias`, for a select or an insert list (`alias` '' for none). */
export const meterColumns = (alias = '') =>
  sql.raw(MACHINE_METERS.map((name) => `${alias && `${alias}.`}${meterColumn(name)}`).join(', '));

export const DayFigures = z
  .object({
    ...Object.fromEntries(MACHINE_MONEY_METERS.map((name) => [name, Money])),
    ...Object.fromEntries(MACHINE_COUNT_METERS.map((name) => [name, z.number().int()])),
    meterWin: Money.openapi({
      description: 'Выигрыш зала по счётчикам: сыграно − выиграно − джекпоты, выплаченные вручную',
    }),
    bills: z
      .record(z.string(), z.number().int())
      .openapi({ description: 'Принято купюр по номиналам', example: { '1000': 12, '5000': 3 } }),
  })
  .openapi('GamingDayFigures') as unknown as z.ZodType<DayFiguresRecord>;

export type DayFiguresRecord = Record<(typeof MACHINE_MONEY_METERS)[number], string> &
  Record<(typeof MACHINE_COUNT_METERS)[number], number> & {
    meterWin: string;
    bills: Record<string, number>;
  };

/** A row's sums (tiyn and counts as text, notes as JSON) as the API's figures. */
export function dayFigures(
  row: Record<string, unknown> & { bills?: Record<string, string | number> | null },
): DayFiguresRecord {
  const tiyn = (name: string) => BigInt(String(row[meterColumn(name as never)] ?? 0));
  const money = Object.fromEntries(
    MACHINE_MONEY_METERS.map((name) => [name, fromMinorUnits(tiyn(name))]),
  );
  const counts = Object.fromEntries(
    MACHINE_COUNT_METERS.map((name) => [name, Number(row[meterColumn(name)] ?? 0)]),
  );
  const win = tiyn('coinIn') - tiyn('coinOut') - tiyn('jackpotHandPays');
  const bills = Object.fromEntries(
    Object.entries(row.bills ?? {}).map(([note, count]) => [note, Number(count)]),
  );
  return { ...money, ...counts, meterWin: fromMinorUnits(win), bills } as DayFiguresRecord;
}

/** A machine's meters as kept (tiyn and counts as text) in the API's units, or null. */
export function meterSet(
  value: { meters?: Record<string, string>; bills?: Record<string, string> } | null,
): MeterSetRecord | null {
  if (!value) return null;
  const meters = value.meters ?? {};
  return {
    meters: Object.fromEntries(
      Object.entries(meters).map(([name, kept]) => [
        name,
        (MACHINE_MONEY_METERS as readonly string[]).includes(name)
          ? fromMinorUnits(BigInt(kept))
          : Number(kept),
      ]),
    ),
    bills: Object.fromEntries(
      Object.entries(value.bills ?? {}).map(([note, count]) => [note, Number(count)]),
    ),
  };
}

export type MeterSetRecord = {
  meters: Record<string, string | number>;
  bills: Record<string, number>;
};

export const MeterSet = z
  .object({
    meters: z.record(z.string(), z.union([z.string(), z.number()])).openapi({
      description: 'Счётчики автомата: деньги — строкой в тенге, счёт — числом',
      example: { coinIn: '1234500.00', gamesPlayed: 10234 },
    }),
    bills: z.record(z.string(), z.number().int()),
  })
  .openapi('MachineMeterSet');
