import { expect, test, type Page } from '@playwright/test';
import { DEMO_NAMES, signOut } from './session';

async function signInWithForm(page: Page, login: string) {
  await page.goto('/auth/login/');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill('demo1234');
  await page.getByRole('button', { name: 'Войти' }).click();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Главное меню' });
const menuItems = (page: Page) => menu(page).getByRole('link');

test('a cashier with one hall goes straight to the cash desk and sees only the allowed screens', async ({
  page,
}) => {
  await signInWithForm(page, 'cashier');
  await expect(page).toHaveURL(/\/cashbox\/$/);
  await expect(page.getByText('Алматы Центр', { exact: true })).toBeVisible();
  await expect(menuItems(page)).toHaveText(['Выбор зала', 'Оборудование', 'Касса', 'Смена номера']);

  await page.goto('/dashboard/');
  await expect(page.getByText('Нет доступа')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toHaveCount(0);
});

test('a manager picks a hall, stays signed in across a reload and signs out', async ({
  page,
  context,
}) => {
  await signInWithForm(page, 'manager');
  await expect(page).toHaveURL(/\/halls\//);
  const cards = page.getByRole('list', { name: 'Залы' }).getByRole('button');
  await expect(cards).toHaveCount(3);
  // Ten screens, and the client base under «SMS-рассылки».
  await expect(menuItems(page)).toHaveCount(11);

  await page.getByLabel('Поиск зала').fill('мангилик');
  await expect(cards).toHaveCount(1);
  await cards.first().click();

  await expect(page).toHaveURL(/\/dashboard\/$/);
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Текущий зал' });
  await expect(switcher.locator('option:checked')).toHaveText('Астана Есиль');
  await page.getByRole('radiogroup', { name: 'Период' }).getByText('По месяцам').click();

  await page.reload();
  await expect(
    page.getByRole('banner').getByText(DEMO_NAMES.manager, { exact: true }).first(),
  ).toBeVisible();
  await expect(switcher.locator('option:checked')).toHaveText('Астана Есиль');
  await expect(page.getByRole('radio', { name: 'По месяцам' })).toBeChecked();

  // Switching the hall clears every filter.
  await switcher.selectOption({ label: 'Алматы Центр' });
  await expect(switcher.locator('option:checked')).toHaveText('Алматы Центр');
  await expect(page.getByRole('radio', { name: 'По часам' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('dashboardFilter'))).toBeNull();

  await signOut(page);
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await context.cookies()).find((c) => c.name === 'bbp-cookie')).toBeUndefined();
  await page.goto('/dashboard/');
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
});

test('an admin sees every hall and the summary report', async ({ page }) => {
  await signInWithForm(page, 'admin');
  await expect(page).toHaveURL(/\/halls\//);
  // Every demo hall (other walks may have opened more), each with «Настройки» for head office.
  const halls = page.getByRole('list', { name: 'Залы' });
  await expect(halls.getByRole('button', { name: /^(Алматы|Астана|Шымкент)/ })).toHaveCount(6);
  await expect(halls.getByRole('button', { name: /^Настройки зала/ }).first()).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Сводный отчёт' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByText(DEMO_NAMES.admin, { exact: true }).first(),
  ).toBeVisible();
});

test('a session the server no longer knows logs out with a notice', async ({ page, context }) => {
  await signInWithForm(page, 'manager');
  await expect(page).toHaveURL(/\/halls\//);
  // The server forgets the session, as after 2 hours idle.
  await context.clearCookies();
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user')!);
    localStorage.setItem('user', JSON.stringify({ ...user, token: 'expired' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login\/\?expired=1$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Сессия истекла, войдите снова' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
