import type { Page } from '@playwright/test';
import { SIGNED_IN_AS_KEY, USER_KEY } from '../lib/storage-keys';

export type Role = 'cashier' | 'manager' | 'admin';

export const DEMO_NAMES: Record<Role, string> = {
  cashier: 'Дана Кассир',
  manager: 'Марат Управляющий',
  admin: 'Айгерим Администратор',
};

/**
 * Signs the demo user of a role in through the API (the cookie lands in the browser context)
 * and leaves the user record and the signed-in login where the login screen leaves them.
 */
export async function storeUser(page: Page, role: Role = 'manager') {
  const response = await page.request.post('/api/auth/login', {
    data: { login: role, password: 'demo1234' },
  });
  if (!response.ok()) throw new Error(`sign-in of ${role}: ${response.status()}`);
  const record = await response.json();
  await page.goto('/auth/login/');
  await page.evaluate(
    ({ keys, user, login }) => {
      localStorage.setItem(keys.user, JSON.stringify(user));
      sessionStorage.setItem(keys.signedInAs, login); // who the drafts of this tab belong to
    },
    {
      keys: { user: USER_KEY, signedInAs: SIGNED_IN_AS_KEY },
      user: { fullName: record.fullName, token: record.token, role: record.role },
      login: role,
    },
  );
  return record.fullName as string;
}

/** Signs in as the demo user of a role, chooses the hall and opens a screen of it. */
export async function openHallScreen(page: Page, role: Role, path: string, hall = 'Алматы Центр') {
  await storeUser(page, role);
  await page.goto('/halls/');
  await chooseHall(page, hall);
  await page.waitForURL(/\/(dashboard|cashbox)\/$/);
  await page.goto(path);
}

/** Chooses a hall on the hall picker by its card. */
export async function chooseHall(page: Page, hall: string) {
  await page
    .getByRole('list', { name: 'Залы' })
    .getByRole('button', { name: new RegExp(`^${hall}`) })
    .click();
}

/** An item of the list that the user's name opens in the header (the list closes with it). */
export async function chooseFromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /учётная запись/ }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
}

/** «Выйти» from that list, once the login screen is there. */
export async function signOut(page: Page) {
  await chooseFromAccountMenu(page, 'Выйти');
  await page.waitForURL(/\/auth\/login\/?$/);
}
