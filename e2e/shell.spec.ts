import { expect, test } from '@playwright/test';
import { DEMO_NAMES, openHallScreen, storeUser, signOut } from './session';

test('logout empties local storage and the cookie and closes the protected screens', async ({
  page,
  context,
}) => {
  await openHallScreen(page, 'admin', '/dashboard/');
  const name = DEMO_NAMES.admin;
  await page.getByRole('radiogroup', { name: 'Период' }).getByText('По дням').click();
  await expect(page.getByText(name).first()).toBeVisible();

  await signOut(page);

  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await context.cookies()).find((c) => c.name === 'bbp-cookie')).toBeUndefined();
  await page.goto('/cashbox/');
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
});

test('the theme uses the specification colours', async ({ page }) => {
  await page.goto('/auth/login/');
  const button = page.getByRole('button', { name: 'Войти' });
  await expect(button).toBeVisible();
  const colours = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const submit = getComputedStyle(document.querySelector('button[type="submit"]')!);
    return {
      body: body.backgroundColor,
      fontSize: body.fontSize,
      button: submit.backgroundColor,
      buttonText: submit.color,
      radius: submit.borderTopLeftRadius,
    };
  });
  expect(colours).toEqual({
    body: 'rgb(9, 29, 53)',
    fontSize: '16px',
    button: 'rgb(248, 232, 0)',
    buttonText: 'rgb(9, 29, 53)',
    radius: '8px',
  });
});

test('the login form checks its fields and reports a wrong pair', async ({ page }) => {
  await page.goto('/auth/login/');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Пожалуйста, заполните поле «Логин»')).toBeVisible();
  await expect(page.getByText('Пожалуйста, заполните поле «Пароль»')).toBeVisible();

  await page.getByLabel('Логин').fill('admin');
  await page.getByLabel('Пароль').fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' }),
  ).toBeVisible();
  await expect(page.getByLabel('Логин')).toHaveValue('admin');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu becomes a burger drawer', async ({ page }) => {
    await storeUser(page);
    await page.goto('/halls/');
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(menu).toBeInViewport();
    await menu.getByText('Сотрудники').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Сотрудники' })).toBeVisible();
    await expect(menu).not.toBeInViewport();
  });
});
