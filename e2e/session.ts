import type { Page } from '@playwright/test';
import {
  DRAFT_OWNER_KEY,
  HALLS_KEY,
  SIGNED_IN_AS_KEY,
  USER_KEY,
} from '../lib/browser/storage-keys';

export type Role = 'cashier' | 'manager' | 'admin';

export const DEMO_NAMES: Record<Role, string> = {
  cashier: 'Дана Кассир',
  manager: 'Марат Управляющий',
  admin: 'Айгерим Администратор',
};

type Hall = { id: number; name: string; timezone: string; city: string; address: string };

/**
 * Signs a user in through the API (the demo user of a role, or the account given; the cookie lands in the browser context)
 * and leaves the user record and the signed-in login where the login screen leaves them; given a
 * hall, also the choice that the hall picker leaves. The page stays on a file of the site's
 * origin that starts no application: the test's first screen is the first one to start.
 */
export async function storeUser(
  page: Page,
  role: Role = 'manager',
  hall?: string,
  { login = role as string, password = 'demo1234' } = {},
) {
  const response = await page.request.post('/api/auth/login', { data: { login, password } });
  if (!response.ok()) throw new Error(`sign-in of ${login}: ${response.status()}`);
  const record = await response.json();
  const halls: Hall[] = hall ? (await (await page.request.get('/api/halls')).json()).halls : [];
  const chosen = halls.find((each) => each.name === hall);
  if (hall && !chosen) throw new Error(`${login} has no hall ${hall}`);
  await page.goto('/config.json');
  await page.evaluate(
    ({ keys, user, login, halls, chosen }) => {
      localStorage.setItem(keys.user, JSON.stringify(user));
      sessionStorage.setItem(keys.signedInAs, login); // who the drafts of this tab belong to
      if (!chosen) return;
      const state = {
        hallsList: halls.map(({ id, name, timezone }) => ({ id, name, timezone })),
        currentHall: chosen,
        addresses: halls.map(({ id, city, address }) => ({ hallId: id, city, address })),
      };
      localStorage.setItem(keys.halls, JSON.stringify({ state, version: 1 }));
      sessionStorage.setItem(keys.draftOwner, JSON.stringify({ login, hallId: chosen }));
    },
    {
      keys: {
        user: USER_KEY,
        signedInAs: SIGNED_IN_AS_KEY,
        halls: HALLS_KEY,
        draftOwner: DRAFT_OWNER_KEY,
      },
      user: { fullName: record.fullName, token: record.token, role: record.role },
      login,
      halls,
      chosen: chosen?.id ?? 0,
    },
  );
  return record.fullName as string;
}

/**
 * Opens a screen of a hall as the demo user of a role, signed in and with the hall chosen as the
 * login screen and the hall picker leave them (both have walks of their own).
 */
export async function openHallScreen(page: Page, role: Role, path: string, hall = 'Алматы Центр') {
  await storeUser(page, role, hall);
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
