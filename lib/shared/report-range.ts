/**
 * Report ranges: hall-local calendar days `YYYY-MM-DD`, both ends inclusive, split into the
 * buckets of a period. Shared by the screens (defaults, labels) and the API (checks, zero-filled
 * buckets), so both count the same buckets.
 */
import { isIsoDate } from './iso-date';
import type { Period } from './periods';

export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) =>
  toDay(new Date(toDate(day).getTime() + days * DAY_MS));

/** The first day of the month `months` after the month of `day`. */
export function addMonths(day: string, months: number): string {
  const d = toDate(day);
  return toDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
export const monthEnd = (day: string) => addDays(addMonths(day, 1), -1);
export const yearStart = (day: string) => `${day.slice(0, 4)}-01-01`;
export const yearEnd = (day: string) => `${day.slice(0, 4)}-12-31`;

export const daysBetween = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS) + 1;
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  (Number(to.slice(5, 7)) - Number(from.slice(5, 7))) +
  1;

/** The longest range of each period: one day of hours, 366 days, 60 months, 20 years. */
export const RANGE_LIMITS = { hourly: 1, daily: 366, monthly: 60, yearly: 20 } as const;

/** The screens' defaults: today by hours, the last 30 days, the last 12 months, the last 5 years. */
export function defaultRange(period: Period, today: string): DayRange {
  switch (period) {
    case 'hourly':
      return { from: today, to: today };
    case 'daily':
      return { from: addDays(today, -29), to: today };
    case 'monthly':
      return { from: addMonths(today, -11), to: today };
    case 'yearly':
      return { from: `${Number(today.slice(0, 4)) - 4}-01-01`, to: today };
  }
}

/** Monthly and yearly ranges cover whole months and years. */
export function wholeBuckets(period: Period, { from, to }: DayRange): DayRange {
  if (period === 'monthly') return { from: monthStart(from), to: monthEnd(to) };
  if (period === 'yearly') return { from: yearStart(from), to: yearEnd(to) };
  return { from, to };
}

/**
 * A range as the whole months inside it (`months`: the first days of the first and the last) and
 * the days before and after them; with no whole month inside, all of it is `days`.
 */
export function splitWholeMonths({ from, to }: DayRange): {
  months: DayRange | null;
  days: DayRange[];
} {
  const first = from === monthStart(from) ? from : addMonths(from, 1);
  const last = to === monthEnd(to) ? monthStart(to) : addMonths(to, -1);
  if (first > last) return { months: null, days: [{ from, to }] };
  const days: DayRange[] = [];
  if (from < first) days.push({ from, to: addDays(first, -1) });
  if (monthEnd(last) < to) days.push({ from: addDays(monthEnd(last), 1), to });
  return { months: { from: first, to: last }, days };
}

/** Russian messages for a range the period cannot take, by field; empty when it is fine. */
export function rangeErrors(period: Period, from: string, to: string) {
  const errors: { from?: string; to?: string } = {};
  if (!isIsoDate(from)) errors.from = 'Неверная дата';
  if (!isIsoDate(to)) errors.to = 'Неверная дата';
  if (errors.from || errors.to) return errors;
  if (to < from) return { to: 'Конец периода раньше его начала' };
  const limit = RANGE_LIMITS[period];
  if (period === 'hourly' && from !== to) {
    errors.to = 'По часам строится один день: выберите одну дату';
  } else if (period === 'daily' && daysBetween(from, to) > limit) {
    errors.to = `По дням — не больше ${limit} дней`;
  } else if (period === 'monthly' && monthsBetween(from, to) > limit) {
    errors.to = `По месяцам — не больше ${limit} месяцев`;
  } else if (period === 'yearly' && Number(to.slice(0, 4)) - Number(from.slice(0, 4)) >= limit) {
    errors.to = `По годам — не больше ${limit} лет`;
  }
  return errors;
}

/**
 * The buckets of a range, in order: hours `00`–`23`, days `YYYY-MM-DD`, months `YYYY-MM`,
 * years `YYYY`. The API answers one row for each, zeros where nothing happened.
 */
export function bucketKeys(period: Period, range: DayRange): string[] {
  const { from, to } = wholeBuckets(period, range);
  const keys: string[] = [];
  if (period === 'hourly') {
    for (let hour = 0; hour < 24; hour++) keys.push(String(hour).padStart(2, '0'));
  } else if (period === 'daily') {
    for (let day = from; day <= to; day = addDays(day, 1)) keys.push(day);
  } else if (period === 'monthly') {
    for (let day = from; day <= to; day = addMonths(day, 1)) keys.push(day.slice(0, 7));
  } else {
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      keys.push(String(year));
    }
  }
  return keys;
}

/** The range of the same length just before: the day before, the 30 days before, and so on. */
export function previousRange(period: Period, range: DayRange): DayRange {
  const { from, to } = wholeBuckets(period, range);
  if (period === 'monthly') {
    return { from: addMonths(from, -monthsBetween(from, to)), to: addDays(from, -1) };
  }
  if (period === 'yearly') {
    const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1;
    return { from: `${Number(from.slice(0, 4)) - years}-01-01`, to: addDays(from, -1) };
  }
  const days = daysBetween(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];
/** The months' names in the nominative, January first. */
export const MONTH_NAMES = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];

/** A bucket as a chart axis shows it: `14:00`, `23 ноя`, `ноябрь 2026`, `2026`. */
export function bucketLabel(period: Period, bucket: string): string {
  if (period === 'hourly') return `${bucket}:00`;
  if (period === 'daily')
    return `${Number(bucket.slice(8, 10))} ${MONTHS[Number(bucket.slice(5, 7)) - 1]}`;
  if (period === 'monthly') {
    return `${MONTH_NAMES[Number(bucket.slice(5, 7)) - 1]} ${bucket.slice(0, 4)}`;
  }
  return bucket;
}

/** A bucket as a table row or an exported file names it: `14:00`, `23.11.2026`, `Ноябрь 2026`. */
export function bucketTitle(period: Period, bucket: string): string {
  if (period === 'daily') return bucket.split('-').reverse().join('.');
  const label = bucketLabel(period, bucket);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** ISO weekdays 1–7 as the heat map names them. */
export const WEEKDAY_LABELS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

/** The days a filter holds as a report's range: none → the screen's default; a start alone → that day. */
export function pickedRange([from, to]: readonly [string | null, string | null]): DayRange | null {
  return from ? { from, to: to ?? from } : null;
}

/** What is wrong with the picked range for the period, as one message; null when it is fine. */
export function pickedRangeError(period: Period, range: DayRange | null): string | null {
  if (!range) return null;
  const errors = rangeErrors(period, range.from, range.to);
  return errors.from ?? errors.to ?? null;
}
