/** Workers of a hall: positions, statuses and the rules of the worker form (browser and API). */
import { messages } from './validation/messages';

export const WORKER_POSITIONS = [
  'cashier',
  'administrator',
  'operator',
  'security',
  'bartender',
  'technician',
  'cleaner',
] as const;
export type WorkerPosition = (typeof WORKER_POSITIONS)[number];

export const POSITION_LABELS: Record<WorkerPosition, string> = {
  cashier: 'Кассир',
  administrator: 'Администратор',
  operator: 'Оператор',
  security: 'Охрана',
  bartender: 'Бармен',
  technician: 'Техник',
  cleaner: 'Уборка',
};

export const WORKER_STATUSES = ['active', 'vacation', 'dismissed'] as const;
export type WorkerStatus = (typeof WORKER_STATUSES)[number];

export const WORKER_STATUS_LABELS: Record<WorkerStatus, string> = {
  active: 'Работает',
  vacation: 'В отпуске',
  dismissed: 'Уволен',
};

export const WORKER_SORTS = ['fullName', 'position', 'phone', 'status', 'hireDate'] as const;
export type WorkerSort = (typeof WORKER_SORTS)[number];

export const FULL_NAME_MAX = 120;

/** The earliest hire date the form takes; the latest is a year from today (a planned hire). */
export const HIRE_DATE_MIN = '1990-01-01';

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

const formatDay = (iso: string) => iso.split('-').reverse().join('.');

/** The hire date rule: a real date from 1990 to a year from `today`. */
export function hireDateMessage(value: string, today: Date): string | null {
  if (!value) return messages.required('Дата приёма');
  if (!isIsoDate(value)) return messages.invalidDate();
  const latest = isoDateAfter(today, 365);
  if (value < HIRE_DATE_MIN) return `Дата должна быть не раньше ${formatDay(HIRE_DATE_MIN)}`;
  if (value > latest) return `Дата должна быть не позже ${formatDay(latest)}`;
  return null;
}
