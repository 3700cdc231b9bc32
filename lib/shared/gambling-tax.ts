/**
 * The tax on gambling business (decision 069; PRODUCT §13): a fixed sum per object a month, in
 * МРП, by calendar quarter. What a month costs depends on the days the object entered and left
 * service, as hall-local dates (`YYYY-MM-DD`).
 */

export type Quarter = { year: number; quarter: 1 | 2 | 3 | 4 };

/** The last day of the month on which an entry still pays the whole month (and a withdrawal half). */
export const HALF_MONTH_DAY = 15;

/** The rate of a slot machine a month, in МРП, as the Code gives it; head office keeps it as a setting. */
export const SLOT_MACHINE_RATE_MRP = 60;

/** The kinds of objects the product keeps: a hall's slot machines. */
export const TAX_OBJECT_KINDS = ['slot_machine'] as const;
export type TaxObjectKind = (typeof TAX_OBJECT_KINDS)[number];
export const TAX_OBJECT_KIND_LABELS: Record<TaxObjectKind, string> = {
  slot_machine: 'Игровой автомат',
};

/** Why a month is not the whole rate, or is despite a move: shown beside the month in the draft. */
export type MonthNote = 'entered' | 'left' | 'in_and_out' | null;

export const MONTH_NOTE_LABELS: Record<Exclude<MonthNote, null>, string> = {
  entered: 'установлен в этом месяце',
  left: 'выбыл в этом месяце',
  in_and_out: 'установлен и выбыл в одном месяце: взята полная ставка (решение 069)',
};

export type MonthShare = {
  /** `YYYY-MM`. */
  month: string;
  /** In halves of the monthly rate: 2 the whole month, 1 half of it. */
  halves: 1 | 2;
  note: MonthNote;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The quarter a date falls in. */
export function quarterOf(day: string): Quarter {
  const month = Number(day.slice(5, 7));
  return { year: Number(day.slice(0, 4)), quarter: (Math.floor((month - 1) / 3) + 1) as 1 };
}

/** The quarter's three months, `YYYY-MM`. */
export function quarterMonths({ year, quarter }: Quarter): string[] {
  return [1, 2, 3].map((i) => `${year}-${pad((quarter - 1) * 3 + i)}`);
}

/** The quarter's first and last day. */
export function quarterBounds(q: Quarter): { from: string; to: string } {
  const [first, , last] = quarterMonths(q);
  return { from: `${first}-01`, to: `${last}-${pad(daysInMonth(last))}` };
}

function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The month `n` months after `month`'s. */
function monthAfter(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/**
 * The declaration is due by the 15th of the second month after the quarter, the payment by the
 * 25th (Q4 2026: 15 and 25 February 2027).
 */
export function quarterDueDates(q: Quarter): { declaration: string; payment: string } {
  const month = monthAfter(quarterMonths(q)[2], 2);
  return { declaration: `${month}-15`, payment: `${month}-25` };
}

/** The quarter before `q`, and the one after it. */
export const quarterBefore = ({ year, quarter }: Quarter): Quarter =>
  quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: (quarter - 1) as 1 };
export const quarterAfter = ({ year, quarter }: Quarter): Quarter =>
  quarter === 4 ? { year: year + 1, quarter: 1 } : { year, quarter: (quarter + 1) as 1 };

export const quarterLabel = ({ year, quarter }: Quarter) => `${quarter} квартал ${year}`;

export const quarterKey = ({ year, quarter }: Quarter) => `${year}-Q${quarter}`;

/** `2026-Q1` → the quarter; anything else null. */
export function parseQuarter(text: string): Quarter | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(text);
  return match ? { year: Number(match[1]), quarter: Number(match[2]) as 1 } : null;
}

/**
 * The months of a quarter an object was in service, with the share of the rate each owes. In
 * service from `from` (the day it was put into service) until `to` (the day it was withdrawn or
 * moved out; null: still in service). Entering on or before the 15th pays the whole month,
 * after it half; leaving on or before the 15th pays half, after it the whole month; entering
 * and leaving in one month pays the whole month, flagged (decision 069).
 */
export function monthShares(from: string, to: string | null, q: Quarter): MonthShare[] {
  const shares: MonthShare[] = [];
  for (const month of quarterMonths(q)) {
    const first = `${month}-01`;
    const last = `${month}-${pad(daysInMonth(month))}`;
    if (from > last || (to !== null && to < first)) continue;
    const entered = from >= first;
    const left = to !== null && to <= last;
    const early = (day: string) => Number(day.slice(8, 10)) <= HALF_MONTH_DAY;
    if (entered && left) shares.push({ month, halves: 2, note: 'in_and_out' });
    else if (entered) shares.push({ month, halves: early(from) ? 2 : 1, note: 'entered' });
    else if (left) shares.push({ month, halves: early(to) ? 1 : 2, note: 'left' });
    else shares.push({ month, halves: 2, note: null });
  }
  return shares;
}

/** A month's tax in tiyn: the share of `rateMrp` × `mrp` (whole tenge). */
export function monthTaxTiyn(halves: 1 | 2, rateMrp: number, mrp: number): bigint {
  return (BigInt(rateMrp) * BigInt(mrp) * 100n * BigInt(halves)) / 2n;
}
