import { expect, test } from '@playwright/test';
import { storeUser } from './session';

const PROTECTED = [
  ['/halls/', 'Выбор зала'],
  ['/error/', 'Ошибка-рыбка!'],
  ['/dashboard/', 'Дашборд'],
  ['/equipment/', 'Оборудование'],
  ['/workers/', 'Сотрудники'],
  ['/cashbox/', 'Касса'],
  ['/games-report/', 'Отчёт по играм'],
  ['/attendance/', 'Посещаемость'],
  ['/phone/request/', 'Смена номера'],
  ['/sms/mailing/', 'SMS-рассылки'],
  ['/summary/', 'Сводный отчёт'],
] as const;

test('the root address opens the login screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
});

for (const [path] of PROTECTED) {
  test(`${path} sends a logged-out visitor to the login screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login\/?$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  });
}

for (const [path, title] of PROTECTED) {
  test(`${path} loads its screen for a logged-in user`, async ({ page }) => {
    await storeUser(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('the side menu moves between screens without a reload', async ({ page }) => {
  await storeUser(page);
  await page.goto('/halls/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('navigation', { name: 'Главное меню' }).getByText('Касса').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Касса' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('an unknown address shows the Russian 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});

test('a reload with a stored user raises no hydration warning', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await storeUser(page);
  await page.goto('/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible();
  expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});
