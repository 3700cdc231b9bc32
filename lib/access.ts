/**
 * Who may open which screen (PRODUCT §2). The API enforces it; the menu and the «Нет доступа»
 * screen mirror it.
 */
import type { Role } from './roles';
import { normalizePath } from './routes';

const ALL: readonly Role[] = ['cashier', 'manager', 'admin'];
const STAFF: readonly Role[] = ['manager', 'admin'];

export const SCREEN_ROLES: Record<string, readonly Role[]> = {
  '/halls': ALL,
  '/error': ALL,
  '/dashboard': STAFF,
  '/equipment': ALL,
  '/workers': STAFF,
  '/cashbox': ALL,
  '/games-report': STAFF,
  '/attendance': STAFF,
  '/phone/request': ALL,
  '/sms/mailing': STAFF,
  '/summary': STAFF,
};

export function canOpen(role: Role | null, path: string): boolean {
  if (!role) return false;
  const roles = SCREEN_ROLES[normalizePath(path)];
  return roles ? roles.includes(role) : false;
}

/** Where a user lands once a hall is chosen: the dashboard, or the cash desk for a cashier. */
export function homeScreen(role: Role | null): string {
  return canOpen(role, '/dashboard') ? '/dashboard' : '/cashbox';
}
