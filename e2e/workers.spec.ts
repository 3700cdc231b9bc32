import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { chooseHall, openHallScreen } from './session';

test('a manager creates, edits, filters, exports and dismisses a worker', async ({ page }) => {
  // A whole working session in one test: about 25 s here, more on a busy machine.
  test.setTimeout(60_000);
  const unique = String(Date.now()).slice(-7);
  const phone = `+7 (702) ${unique.slice(0, 3)}-${unique.slice(3, 5)}-${unique.slice(5)}`;
  const name = 'Тестова Айжан Маратовна';
  await openHallScreen(page, 'manager', '/workers/');
  await expect(page.getByRole('heading', { name: 'Сотрудники' })).toBeVisible();
  await expect(page.getByText(/^1–25 из \d+/)).toBeVisible();

  // Create: the form refuses bad input under each field, then takes good input.
  await page.getByRole('button', { name: 'Добавить' }).click();
  const drawer = page.getByRole('dialog', { name: 'Новый сотрудник' });
  await drawer.getByLabel('ФИО').fill('<img src=x onerror=alert(1)>');
  await drawer.getByLabel('Телефон').fill('87011234567');
  await drawer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    drawer.getByText('Допустимы только буквы, пробел, дефис и апостроф `'),
  ).toBeVisible();
  await expect(drawer.getByText('Введите номер в формате +7 (7XX) XXX-XX-XX')).toBeVisible();
  await expect(drawer.getByText('Выберите должность из списка')).toBeVisible();
  await drawer.getByLabel('ФИО').fill(name);
  await drawer.getByLabel('Телефон').fill(phone);
  await drawer.getByRole('combobox', { name: 'Должность' }).click();
  await page
    .getByRole('listbox', { name: 'Должность' })
    .getByRole('option', { name: 'Бармен' })
    .click();
  await drawer.getByLabel('Дата приёма').fill('15.03.2025');
  await drawer.getByLabel('Дата приёма').press('Tab');
  await drawer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сотрудник добавлен')).toBeVisible();
  await expect(drawer).toBeHidden();

  // Filter: the search by phone finds exactly the new worker; the filter survives a reload.
  await page.getByLabel('Поиск по имени или телефону').fill(unique);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(name);
  await expect(rows.nth(1)).toContainText('Бармен');
  await page.reload();
  await expect(page.getByLabel('Поиск по имени или телефону')).toHaveValue(unique);
  await expect(page.getByRole('row')).toHaveCount(2);

  // Edit.
  await page.getByRole('button', { name: `Изменить: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Изменение сотрудника' });
  await expect(edit.getByLabel('Телефон')).toHaveValue(phone);
  await edit.getByRole('combobox', { name: 'Статус' }).click();
  await page
    .getByRole('listbox', { name: 'Статус' })
    .getByRole('option', { name: 'В отпуске' })
    .click();
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('В отпуске');

  // Export: the file holds what the filter shows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт CSV' }).click();
  const file = await readFile(await (await download).path());
  const lines = file
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('ФИО;Должность;Телефон;Статус;Дата приёма;Дата увольнения');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${name};Бармен;`);

  // Dismiss, after a confirmation; the worker stays in the list as «Уволен».
  await page.getByRole('button', { name: `Уволить: ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Уволить сотрудника?' })
    .getByRole('button', { name: 'Уволить' })
    .click();
  await expect(page.getByRole('row').nth(1)).toContainText('Уволен');
  await expect(page.getByRole('button', { name: `Уволить: ${name}` })).toHaveCount(0);
});

/**
 * The session ends on the server; the next request (a search typed, or the live stream's own
 * reconnect, whichever comes first) gets 401 and the app signs out. Then `login` signs in on the
 * same tab, chooses Алматы Центр and opens the workers again.
 */
async function expireAndSignIn(page: Page, login: string) {
  await page.request.post('/api/auth/logout');
  await page
    .getByLabel('Поиск по имени или телефону')
    .fill('x', { timeout: 3_000 })
    .catch(() => {
      // The live stream found the session gone first: the page is on its way to the login.
    });
  await page.waitForURL(/\/auth\/login\//);
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill('demo1234');
  await page.getByRole('button', { name: 'Войти' }).click();
  await chooseHall(page, 'Алматы Центр');
  await page.waitForURL(/\/dashboard\/$/);
  await page.goto('/workers/');
}

test('a half-filled worker form survives an expired session and a new sign-in', async ({
  page,
}) => {
  await openHallScreen(page, 'manager', '/workers/');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await page.getByLabel('ФИО').fill('Черновик Сохранится');
  await expireAndSignIn(page, 'manager');
  // The screen loads afresh after the sign-in: seconds beside another test.
  await expect(page.getByRole('dialog', { name: 'Новый сотрудник' }).getByLabel('ФИО')).toHaveValue(
    'Черновик Сохранится',
    { timeout: 15_000 },
  );
});

test('a half-filled form is not offered to the next person who signs in on that computer', async ({
  page,
}) => {
  await openHallScreen(page, 'manager', '/workers/');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await page.getByLabel('ФИО').fill('Чужой Черновик');
  await expireAndSignIn(page, 'admin');
  await expect(page.getByRole('button', { name: 'Добавить' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Новый сотрудник' })).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:'))),
  ).toEqual([]);
});

test('a cashier has no workers screen, and the API refuses the list', async ({ page }) => {
  await openHallScreen(page, 'cashier', '/workers/');
  await expect(page.getByText('Нет доступа')).toBeVisible();
  expect((await page.request.get('/api/halls/1/workers')).status()).toBe(403);
});
