import { expect, test, type Page } from '@playwright/test';
import { ERROR_ROUTE, SCREENS } from '../lib/shared/routes';
import { storeUser } from './session';

const PAGES = [...SCREENS.map((s) => `${s.path}/`), `${ERROR_ROUTE}/`];

/** Every Content-Security-Policy violation the page reports, from the start of each document. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (t: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${document.location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the login page, every screen and the 404 page run without a CSP violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await page.goto('/auth/login/');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.goto('/no-such-page/');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();

  await storeUser(page, 'admin');
  for (const screen of PAGES) {
    // The network never idles on a signed-in screen (its event stream stays open): the page is
    // settled once the stream has answered and the screen's requests have come back.
    const streaming = page.waitForResponse((r) => r.url().endsWith('/api/events'));
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await streaming;
    await page.waitForLoadState('load');
  }
  // Client-side navigation loads the router's payloads and chunks too.
  await page.getByRole('navigation', { name: 'Главное меню' }).getByText('Касса').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Касса' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('an inline script that is not the page’s own is blocked', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/auth/login/');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
