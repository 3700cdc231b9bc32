/** A hall's settings: its clock, its opening hours and the limits of its texts. */

export const HALL_STATUSES = ['open', 'closed'] as const;
export type HallStatus = (typeof HALL_STATUSES)[number];
export const HALL_STATUS_LABELS: Record<HallStatus, string> = { open: 'Открыт', closed: 'Закрыт' };

export const HALL_NAME_MAX = 100;
export const HALL_CITY_MAX = 60;
export const HALL_ADDRESS_MAX = 200;

/** Where the chain's halls are: Kazakhstan's zones come first in the form's list. */
export const HALL_ZONES = [
  'Asia/Almaty',
  'Asia/Aqtobe',
  'Asia/Aqtau',
  'Asia/Atyrau',
  'Asia/Oral',
  'Asia/Qostanay',
  'Asia/Qyzylorda',
] as const;
export const DEFAULT_HALL_ZONE = 'Asia/Almaty';

/** The hours a new hall is open, as the chain's halls mostly keep them. */
export const DEFAULT_OPEN_HOURS = { from: '10:00', to: '06:00' } as const;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isClockTime = (value: string) => CLOCK.test(value);

/** `"06:30"` → 390 (minutes after midnight). */
export function clockMinutes(value: string): number {
  const match = CLOCK.exec(value);
  if (!match) throw new Error(`Not a time of day: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 390 → `"06:30"`. */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether a hall open from `from` to `to` (minutes after midnight on its clock) is open at
 * `minute`. Hours past midnight (10:00–06:00) wrap; the same time twice means round the clock.
 */
export function isOpenAt(minute: number, from: number, to: number): boolean {
  if (from === to) return true;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** «10:00–06:00», or «Круглосуточно». */
export const openHoursText = (hours: { from: string; to: string }) =>
  hours.from === hours.to ? 'Круглосуточно' : `${hours.from}–${hours.to}`;

let zones: Set<string> | null = null;

/** An IANA time zone the runtime knows (`Asia/Almaty`); offsets and abbreviations are not. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (zones.has(value)) return true;
  // Links the list leaves out (Asia/Qostanay on an older ICU, say) are still zones.
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
