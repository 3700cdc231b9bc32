/** The register of restricted persons: the vocabulary of the browser and the API (decision 055). */

export const RESTRICTION_SOURCE_LABELS = {
  self: 'Самоограничение',
  debtors: 'Реестр должников',
  list: 'Иной список',
} as const;
export type RestrictionSource = keyof typeof RESTRICTION_SOURCE_LABELS;

export const RESTRICTION_STATUS_LABELS = {
  active: 'Действует',
  upcoming: 'Ещё не началось',
  ended: 'Закончилось',
} as const;
export type RestrictionStatus = keyof typeof RESTRICTION_STATUS_LABELS;

/** A self-restriction's shortest and longest period, in months (Art. 15-1). */
export const SELF_RESTRICTION_MONTHS = { min: 6, max: 120 } as const;

/** `YYYY-MM-DD` `months` after `day`; a day the month lacks is its last (31 Aug + 6 → 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/**
 * Why a self-restriction's period is refused, by field, or null: it starts today or later (on
 * the hall's clock) and lasts from 6 months to 10 years.
 */
export function selfRestrictionProblem(
  from: string,
  to: string,
  today: string,
): { from?: string; to?: string } | null {
  if (from < today) return { from: 'Ограничение начинается не раньше сегодняшнего дня' };
  if (to < addMonths(from, SELF_RESTRICTION_MONTHS.min)) {
    return { to: 'Срок самоограничения — не меньше 6 месяцев' };
  }
  if (to > addMonths(from, SELF_RESTRICTION_MONTHS.max)) {
    return { to: 'Срок самоограничения — не больше 10 лет' };
  }
  return null;
}

/** The columns of a list import, as its header names them. */
export const RESTRICTION_IMPORT_COLUMNS = ['iin', 'document', 'from', 'to', 'source'] as const;
export type RestrictionImportColumn = (typeof RESTRICTION_IMPORT_COLUMNS)[number];

/** The answer of a list import or its dry run. */
export type RestrictionImportResult = {
  rows: number;
  created: number;
  unchanged: number;
  errors: { row: number; field: RestrictionImportColumn | 'file'; message: string }[];
  moreErrors: number;
  written: boolean;
};
