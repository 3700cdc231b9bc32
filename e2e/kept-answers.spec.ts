import { expect, test, type Page } from '@playwright/test';
import { KEPT_ANSWERS_KEY } from '../lib/browser/storage-keys';
import { typeCredentials } from './accounts';
import { expectAccessible } from './axe';
import { headersOf, holdShift, newCashier } from './cash-desk';
import { chooseHall, signOut } from './session';

const HALL = 'Шымкент Север';

const keptAnswers = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), KEPT_ANSWERS_KEY);

/** Waits until the page has kept the answers it shows (a second after they came). */
async function answersKept(page: Page, what: string) {
  await expect.poll(async () => (await keptAnswers(page)) ?? '').toContain(what);
}

async function hallId(page: Page, name: string) {
  const { halls } = await (
    await page.request.get('/api/halls', { headers: await headersOf(page.request, 'admin') })
  ).json();
  return (halls as { id: number; name: string }[]).find((hall) => hall.name === name)!.id;
}

test('a returning cashier sees the shift at once, without its cash, and works on while the API is away', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const hall = await hallId(page, HALL);
  const cashier = await newCashier(page.request, hall);
  await holdShift(
    page.request,
    hall,
    await headersOf(page.request, cashier.login, cashier.password),
    await headersOf(page.request, 'admin'),
  );
  await typeCredentials(page, cashier.login, cashier.password);
  await page.waitForURL(/\/cashbox\/$/);
  const heading = page.getByRole('heading', { name: / · смена № \d+$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('cash-balance')).toHaveText(/10\s000,00/);
  await answersKept(page, '"current"');
  expect(await keptAnswers(page)).toContain('"balance":null');

  // The API goes away: the reload still draws the shift, says of when, and shows no cash.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Данные на / })).toBeVisible();
  await expect(page.getByTestId('cash-balance')).toBeHidden();
  await expect(page.getByText('обновляется…', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Закрыть смену' })).toBeDisabled();
  await expect(page.getByText(/Данные на .* · не удалось обновить/)).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(page, 'the desk from kept answers, the API away');

  // An operation still goes to the queue, and leaves when the API is back.
  await expect(page.locator('[data-offline-ready]')).toBeAttached({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Внесение', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Кассовая операция' });
  await dialog.getByRole('textbox', { name: 'Сумма' }).fill('500');
  await dialog.getByRole('button', { name: 'Провести' }).click();
  await expect(page.getByTestId('queued-write')).toHaveCount(1);
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Проверить связь' }).click();
  await expect(page.getByTestId('queued-write')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('cash-balance')).toHaveText(/10\s500,00/);
  await expect(page.getByText(/^Данные на /)).toBeHidden();
});

test('the next person on a shared computer finds nothing of the last one’s kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The manager's dashboard keeps its figures for the manager's next visit.
  await typeCredentials(page, 'manager', 'demo1234');
  await page.waitForURL(/\/halls\//);
  await chooseHall(page, 'Алматы Достык');
  await page.waitForURL(/\/dashboard\/$/);
  await expect(page.locator('[data-kpi="filled"]').first()).toBeVisible();
  await answersKept(page, '"dashboard"');
  // With the API away, the dashboard stays on the kept figures, dimmed, and says of when.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.locator('[data-kpi="kept"]').first()).toBeVisible();
  await expect(page.getByText(/Данные на .* · не удалось обновить/)).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(page, 'the dashboard from kept answers, the API away');
  await page.unroute('**/api/**');
  await page.reload();
  await expect(page.locator('[data-kpi="filled"]').first()).toBeVisible();

  // «Выйти»: nothing is kept for the next one.
  await signOut(page);
  expect(await keptAnswers(page)).toBeNull();

  // The cashier signs in on the same browser and keeps only the cashier's own.
  await typeCredentials(page, 'cashier', 'demo1234');
  await page.waitForURL(/\/cashbox\/$/);
  await expect(page.getByRole('heading', { name: 'Касса', exact: true })).toBeVisible();
  await answersKept(page, '"current"');
  const cashiers = (await keptAnswers(page))!;
  expect(cashiers).not.toContain('"dashboard"');
  expect(cashiers).not.toContain('Алматы Достык');
  // A blind hall's cashier is never told the expected cash: there is none to keep.
  expect(cashiers).not.toMatch(/"balance":"\d/);
  await signOut(page);
  expect(await keptAnswers(page)).toBeNull();
});
