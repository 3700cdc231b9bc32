import type { Page } from '@playwright/test';

export type Role = 'cashier' | 'manager' | 'admin';

const NAMES: Record<Role, string> = {
  cashier: 'Кассир Демо',
  manager: 'Управляющий Демо',
  admin: 'Администратор Демо',
};

/** Puts a stored user record in place, as a successful sign-in leaves it. */
export async function storeUser(page: Page, role: Role = 'manager') {
  await page.goto('/auth/login/');
  await page.evaluate(
    ([fullName, role]) =>
      localStorage.setItem('user', JSON.stringify({ fullName, token: 'e2e-token', role })),
    [NAMES[role], role],
  );
  return NAMES[role];
}
