import { expect, test } from '@playwright/test';
import { storeUser } from './session';

test('/error shows its text and stores the error marker', async ({ page }) => {
  await storeUser(page);
  await page.goto('/error/');
  await expect(page.getByRole('heading', { name: 'Ошибка-рыбка!' })).toBeVisible();
  const marker = await page.evaluate(() => localStorage.getItem('error'));
  expect(marker).not.toBeNull();
  expect(Date.parse(JSON.parse(marker!).at)).not.toBeNaN();
});

test('a screen whose code fails to load says so, with type and address, without reloading', async ({
  page,
}) => {
  await storeUser(page);
  await page.goto('/halls/');
  await expect(page.getByRole('heading', { level: 1, name: 'Выбор зала' })).toBeVisible();

  // From now on every script the page has not loaded yet fails, as after a new deployment.
  let failed = '';
  await page.route('**/_next/static/chunks/**/*.js', (route) => {
    failed ||= route.request().url();
    return route.abort('failed');
  });
  let loads = 0;
  page.on('load', () => loads++);

  await page.getByRole('navigation', { name: 'Главное меню' }).getByText('Дашборд').click();

  const alert = page.getByRole('alert').filter({ hasText: 'Перезагрузить' });
  await expect(
    alert.getByRole('heading', { name: 'Не удалось загрузить часть приложения' }),
  ).toBeVisible();
  await expect(alert).toContainText(/Ошибка загрузки: \w+/);
  await expect(alert).toContainText('/_next/static/chunks/');
  expect(failed).not.toBe('');
  await expect(alert.getByRole('button', { name: 'Перезагрузить' })).toBeVisible();

  await page.waitForTimeout(2000);
  expect(loads).toBeLessThanOrEqual(1);
  await expect(alert).toBeVisible();
});

test('the built runtime waits 120000 ms for a chunk', async ({ request }) => {
  const html = await (await request.get('/auth/login/')).text();
  const runtime = /src="(\/_next\/static\/chunks\/webpack-[^"]+\.js)"/.exec(html)?.[1];
  expect(runtime).toBeTruthy();
  const code = await (await request.get(runtime!)).text();
  expect(code).toMatch(/setTimeout\([^;]*?\{type:"timeout"[^;]*?,(12e4|120000)\)/);
});
