import { expect, test } from '@playwright/test';

test('a failed config fetch is logged as «Fetch config error» and the app goes on', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/config.json', (route) => route.abort('failed'));
  await page.goto('/auth/login/');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect.poll(() => errors.some((e) => e.includes('Fetch config error'))).toBe(true);
});

test('without a DSN the error reporter is never downloaded', async ({ page }) => {
  await page.goto('/auth/login/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
});

test('with a DSN in config.json the error reporter starts', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { SENTRY_DSN: 'http://public@127.0.0.1:9/1', SENTRY_ENV: 'e2e', API_URL: '' },
    }),
  );
  // Nothing listens there; keep the reporter's own requests off the network entirely.
  await page.route('http://127.0.0.1:9/**', (route) => route.abort());
  await page.goto('/auth/login/');
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);
});
