/**
 * The dashboard as a browser sees it on the local server: from the start of a navigation to
 * `/dashboard/` until every KPI card holds its figure (8 cards: the report's six, the cash desk
 * and the equipment). Headless Debian Chromium, signed in as the demo manager, hall 1.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export async function dashboardKpiTimes(url: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const login = await page.request.post(`${url}/api/auth/login`, {
      data: { login: 'manager', password: 'demo1234' },
    });
    const user = await login.json();
    await page.goto(`${url}/auth/login/`);
    await page.evaluate(
      (record) => {
        localStorage.setItem('user', JSON.stringify(record));
      },
      { fullName: user.fullName, token: user.token, role: user.role },
    );
    await page.goto(`${url}/halls/`);
    // The hall picker's card (the header's own hall list is a native select).
    await page
      .getByRole('list', { name: 'Залы' })
      .getByRole('button', { name: /^Алматы Центр/ })
      .click();
    await page.waitForURL(/\/dashboard\/$/);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      // A full navigation of the same tab each time: the browser cache stays, as for a returning manager.
      const started = performance.now();
      await page.goto(`${url}/dashboard/`, { waitUntil: 'commit' });
      await page.locator('[data-kpi="filled"]').nth(7).waitFor({ timeout: 10_000 });
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await browser.close();
  }
}
