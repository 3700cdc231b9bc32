/** Workers of a hall: positions, statuses and the rules of the worker form (browser and API). */
import { isIsoDate, isoDateAfter } from './iso-date';
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
export const WORKER_SORT_LABELS: Record<WorkerSort, string> = {
  fullName: 'ФИО',
  position: 'Должность',
  phone: 'Телефон',
  status: 'Статус',
  hireDate: 'Дата приёма',
};

/** The earliest hire date the form takes; the latest is a year from today (a planned hire). */
export const HIRE_DATE_MIN = '1990-01-01';

const formatDay = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The hire date rule: a real date from 1990 to a year from `today` (the bound not checked without
 * a `today`: the API's schema knows no clock, its write checks it on the request's).
 */
export function hireDateMessage(value: string, today: Date | null): string | null {
  if (!value) return messages.required('Дата приёма');
  if (!isIsoDate(value)) return messages.invalidDate();
  if (value < HIRE_DATE_MIN) return `Дата должна быть не раньше ${formatDay(HIRE_DATE_MIN)}`;
  const latest = today && isoDateAfter(today, 365);
  if (latest && value > latest) return `Дата должна быть не позже ${formatDay(latest)}`;
  return null;
}
