import type { Page } from '@playwright/test';
import { DRAFT_OWNER_KEY, HALLS_KEY, SIGNED_IN_AS_KEY, USER_KEY } from '../lib/storage-keys';

export type Role = 'cashier' | 'manager' | 'admin';

export const DEMO_NAMES: Record<Role, string> = {
  cashier: 'Дана Кассир',
  manager: 'Марат Управляющий',
  admin: 'Айгерим Администратор',
};

/**
 * Signs the demo user of a role in through the API (the cookie lands in the browser context)
 * and leaves in storage what the login screen leaves: the user record and who signed in on this
 * tab. With `hall`, also what the hall picker leaves: the user's halls with that one chosen, and
 * the tab's drafts owned by that person in that hall. The storage is written on a page of the
 * site's origin that runs none of our scripts (the API's health), so nothing of the app can
 * write its own state over it, and no screen is loaded for it.
 */
export async function storeUser(page: Page, role: Role = 'manager', hall?: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { login: role, password: 'demo1234' },
  });
  if (!response.ok()) throw new Error(`sign-in of ${role}: ${response.status()}`);
  const record = await response.json();
  const chosen = hall ? await hallState(page, role, hall) : null;
  await page.goto('/api/health');
  await page.evaluate(
    ({ keys, user, login, chosen }) => {
      localStorage.setItem(keys.user, JSON.stringify(user));
      sessionStorage.setItem(keys.signedInAs, login);
      if (chosen) {
        localStorage.setItem(keys.halls, JSON.stringify({ state: chosen.state, version: 1 }));
        sessionStorage.setItem(keys.draftOwner, JSON.stringify({ login, hallId: chosen.hallId }));
      }
    },
    {
      keys: {
        user: USER_KEY,
        signedInAs: SIGNED_IN_AS_KEY,
        halls: HALLS_KEY,
        draftOwner: DRAFT_OWNER_KEY,
      },
      user: { fullName: record.fullName, token: record.token, role: record.role },
      login: role,
      chosen,
    },
  );
  return record.fullName as string;
}

/** The halls store as the picker leaves it once `hall` is chosen. */
async function hallState(page: Page, role: Role, hall: string) {
  const response = await page.request.get('/api/halls');
  if (!response.ok()) throw new Error(`halls of ${role}: ${response.status()}`);
  const { halls } = (await response.json()) as {
    halls: { id: number; name: string; timezone: string; city: string; address: string }[];
  };
  const chosen = halls.find((h) => h.name === hall);
  if (!chosen) throw new Error(`${role} has no hall «${hall}»`);
  return {
    hallId: chosen.id,
    state: {
      hallsList: halls.map(({ id, name, timezone }) => ({ id, name, timezone })),
      currentHall: chosen.id,
      addresses: halls.map(({ id, city, address }) => ({ hallId: id, city, address })),
    },
  };
}

/**
 * Opens a screen of a hall as the demo user of a role, signed in and with the hall chosen (the
 * login and the hall picker themselves are walked by the specs of the shell, roles and cash desk).
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
