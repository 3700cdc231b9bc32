/** Calendar dates as `YYYY-MM-DD` strings, as forms and the API exchange them. */

/** `YYYY-MM-DD` of the day `days` after `from`, in UTC. */
export function isoDateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `31.12.2024` (or `1.2.2024`) as a person types it → `2024-12-31`; anything else is null. */
export function russianDay(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  return match ? `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}` : null;
}

/** `2024-12-31` → `31.12.2024`, as a Russian reader writes a day. */
export const dottedDay = (iso: string) => iso.split('-').reverse().join('.');
