export type Role = 'cashier' | 'manager' | 'admin';

export const ROLES: readonly Role[] = ['cashier', 'manager', 'admin'];

export const ROLE_LABELS: Record<Role, string> = {
  cashier: 'Кассир',
  manager: 'Управляющий',
  admin: 'Администратор',
};
