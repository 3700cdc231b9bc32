import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expectFocusOn, tabTo } from './keyboard';
import { openHallScreen } from './session';

/**
 * The card's count is the hall's open exceptions as the server has them: one fewer after a mark,
 * unless the minute's detector opened another meanwhile (other tests work in the demo's halls).
 */
async function expectCountOfServer(page: Page, count: Locator, hallId: number) {
  await expect(async () => {
    const open = await page.request.get(`/api/halls/${hallId}/exceptions`);
    const { total } = (await open.json()) as { total: number };
    await expect(count).toHaveText(String(total), { timeout: 1_000 });
  }).toPass();
}

test('a manager marks an exception as seen on the dashboard, and the summary keeps the comment', async ({
  page,
}) => {
  // Two screens and three axe runs: about 14 s alone, twice that beside another test on 2 cores.
  test.setTimeout(60_000);
  await openHallScreen(page, 'manager', '/dashboard/');
  const card = page.getByRole('region', { name: 'Отклонения' });
  const count = card.getByLabel(/^Открытых: \d+$/);
  await expect(count).toBeVisible();
  const before = Number(await count.textContent());
  expect(before).toBeGreaterThan(0);

  const first = card.getByRole('listitem').first();
  const subject = await first.getAttribute('aria-label');
  await first.getByRole('button', { name: /^Отметить: / }).click();
  await first.getByRole('button', { name: 'Отметить', exact: true }).click();
  await expect(first.getByText('Пожалуйста, заполните поле «Комментарий»')).toBeVisible();
  await expectAccessible(page, 'an exception’s mark with an error');

  const comment = `Проверили на месте ${Date.now()}`;
  await first.getByLabel('Комментарий').fill(comment);
  await first.getByRole('button', { name: 'Отметить', exact: true }).click();
  await expect(page.getByText('Отклонение отмечено')).toBeVisible();
  // The card follows without a reload: that one gone from it, its count the server's.
  await expect(card.getByRole('listitem', { name: subject! })).toHaveCount(0);
  await expectCountOfServer(page, count, 1);

  await page.getByRole('navigation', { name: 'Главное меню' }).getByText('Сводный отчёт').click();
  await page.getByRole('button', { name: /^Отклонения: Алматы Центр, открытых \d+$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Отклонения: Алматы Центр' });
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'a hall’s exceptions');
  await drawer.getByText('Отмеченные').click();
  const marked = drawer.getByRole('listitem', { name: subject! });
  await expect(marked).toContainText(comment);
  await expect(marked).toContainText('Марат Управляющий');
  await expectAccessible(page, 'a hall’s marked exceptions');
});

test('a cashier sees no exceptions, and the API refuses them', async ({ page }) => {
  await openHallScreen(page, 'cashier', '/cashbox/');
  const answer = await page.request.get('/api/halls/1/exceptions');
  expect(answer.status()).toBe(403);
});

test('an exception is marked with the keyboard alone', async ({ page }) => {
  // Another hall than the walk above, which marks in parallel.
  await openHallScreen(page, 'manager', '/dashboard/', 'Алматы Достык');
  const card = page.getByRole('region', { name: 'Отклонения' });
  const count = card.getByLabel(/^Открытых: \d+$/);
  await expect(count).toBeVisible();
  const subject = await card.getByRole('listitem').last().getAttribute('aria-label');
  const item = card.getByRole('listitem', { name: subject! });
  await tabTo(page, item.getByRole('button', { name: /^Отметить: / }));
  await page.keyboard.press('Enter');
  const comment = item.getByLabel('Комментарий');
  await expectFocusOn(comment);
  await page.keyboard.type('Проверено с клавиатуры');
  await tabTo(page, item.getByRole('button', { name: 'Отметить', exact: true }));
  await page.keyboard.press('Enter');
  await expect(card.getByRole('listitem', { name: subject! })).toHaveCount(0);
  await expectCountOfServer(page, count, 2);
});
