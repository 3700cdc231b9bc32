/** Accounts for the sign-in walks: made through the API as head office would, typed in by keyboard. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tabTo } from './keyboard';

/** The demo admin's headers for the API, from a context of its own (not the page's cookie). */
async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', {
    data: { login: 'admin', password: 'demo1234' },
  });
  return { authorization: `Bearer ${(await response.json()).token}` };
}

/** A new account made by the admin: its login and the temporary password shown once. */
export async function newAccount(request: APIRequestContext, role: 'cashier' | 'admin') {
  const login = `e2e${Date.now().toString(36)}${role[0]}`;
  const response = await request.post('/api/users', {
    headers: await adminHeaders(request),
    data: { login, fullName: 'Проверка Входа', role, hallIds: role === 'admin' ? [] : [1] },
  });
  expect(response.status()).toBe(201);
  return { login, temporary: (await response.json()).temporaryPassword as string };
}

/** Login and password typed and sent with the keyboard alone. */
export async function typeCredentials(page: Page, login: string, password: string) {
  await page.goto('/auth/login/');
  await tabTo(page, page.getByLabel('Логин'));
  await page.keyboard.type(login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}
