import { expect, test } from '@playwright/test';
import { openHallScreen } from './session';

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

test("a screen's code is named by its page's HTML, and its first data is asked for once", async ({
  page,
}) => {
  await openHallScreen(page, 'manager', '/halls/');
  const api: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request.url());
  });
  await page.goto('/workers/');
  // A table of 25 rows beside another walk on two busy cores can take more than 5 s.
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  // What was asked for before the workers' first page: the event stream's reader comes after
  // the first reads, and the dialogs' code on intent.
  const loaded = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource');
    const data = entries.find((entry) => /\/api\/halls\/\d+\/workers\?/.test(entry.name));
    return entries
      .filter((entry) => data && entry.startTime < data.startTime)
      .map((entry) => new URL(entry.name).pathname)
      .filter((file) => /^\/_next\/static\/(chunks|css)\//.test(file));
  });
  expect(loaded.length).toBeGreaterThan(0);
  // Every file the rows needed was named by the HTML (a script, a stylesheet or a preload):
  // none was discovered only once the page's code had run.
  const html = await (await page.request.get('/workers/')).text();
  for (const file of loaded) expect(html, file).toContain(`"${file}"`);
  // No style sheet was asked for at all: the page's and the screen's are written into the HTML,
  // each under the name webpack's loader looks for (decision 051, a seam listed in 053).
  const sheets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((file) => file.endsWith('.css')),
  );
  expect(sheets).toEqual([]);
  // The workers' first page, asked for as soon as the stored session was read, is not asked
  // for again when the screen mounts.
  const firstPage = api.filter((url) => /\/api\/halls\/\d+\/workers\?/.test(url));
  expect(firstPage).toHaveLength(1);
});
