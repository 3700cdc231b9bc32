/**
 * Sign-in accounts of the staff (GET/POST/PATCH /api/users): the login rule, the list's sorts
 * and statuses, and who may keep which accounts (the browser and the API read the same rules).
 */
import type { Role } from './roles';

/** A login: 3–50 Latin letters, digits, «.», «_» or «-», kept in lower case. */
export const LOGIN_PATTERN = /^[a-z0-9._-]{3,50}$/;
export const LOGIN_MESSAGE = 'Логин: от 3 до 50 латинских букв, цифр и знаков . _ -';
export const normalizeLogin = (login: string) => login.trim().toLowerCase();

/** A temporary password signs in once, within this time from its issue. */
export const TEMPORARY_PASSWORD_HOURS = 72;

export const ACCOUNT_SORTS = ['login', 'fullName', 'role', 'lastSignInAt'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];
export const ACCOUNT_SORT_LABELS: Record<AccountSort, string> = {
  login: 'Логин',
  fullName: 'ФИО',
  role: 'Роль',
  lastSignInAt: 'Последний вход',
};

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  active: 'Активна',
  disabled: 'Заблокирована',
};

/** The roles whose accounts `role` may create and keep: a manager keeps the cashiers of their halls. */
export function rolesKeptBy(role: Role | null): readonly Role[] {
  if (role === 'admin') return ['cashier', 'manager', 'admin'];
  if (role === 'manager') return ['cashier'];
  return [];
}
