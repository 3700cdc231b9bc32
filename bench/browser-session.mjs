/** A demo user's session in a benchmark's browser (puppeteer), as a person makes it. */

/**
 * Signs a demo user in through the form and chooses the first hall of their list, as a person
 * would (one with a single hall is taken to it). Answers the screens the user may open, as the API's menu lists them (the hall picker
 * first).
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {string} [login] a demo login: `admin` (the default), `manager` or `cashier`
 */
export async function signIn(browser, url, login = 'admin') {
  const page = await browser.newPage();
  await page.goto(`${url}/auth/login/`, { waitUntil: 'networkidle0' });
  await page.locator('input[autocomplete="username"]').fill(login);
  await page.locator('input[type="password"]').fill('demo1234');
  await Promise.all([
    page.waitForNavigation().catch(() => {}),
    page.locator('button[type="submit"]').click(),
  ]);
  await page.waitForFunction(() => !location.pathname.startsWith('/auth/'));
  // A person with one hall is taken past the hall picker; the others choose the first.
  const halls = await page.evaluate(() => fetch('/api/halls').then((r) => r.json()));
  if (halls.halls.length > 1) await page.locator('[role="list"][aria-label="Залы"] button').click();
  // A hall chosen, staff land on the dashboard, a cashier on the cash desk.
  await page.waitForFunction(() => !location.pathname.startsWith('/halls/'));
  const menu = await page.evaluate(() => fetch('/api/menu').then((r) => r.json()));
  await page.close();
  return [...menu.header, ...menu.main].map((item) => `${item.path}/`);
}

/**
 * «Выйти», as a person leaves a shared computer: the next visit to the login is in that browser.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 */
export async function signOut(browser, url) {
  const page = await browser.newPage();
  // Not networkidle: a signed-in screen keeps its event stream open.
  await page.goto(`${url}/dashboard/`, { waitUntil: 'load' });
  // The user's name in the header opens the list that holds «Выйти».
  await page
    .locator('button[aria-expanded]')
    .filter((button) => button.textContent.includes('учётная запись'))
    .click();
  await page.locator('::-p-text(Выйти)').click();
  await page.waitForFunction(() => location.pathname.startsWith('/auth/login'));
  await page.close();
}

/** Where a session keeps the answers a returning person sees at once (`KEPT_ANSWERS_KEY`). */
const KEPT_ANSWERS_KEY = 'keptAnswers';

/**
 * The answers kept of earlier visits, removed (the session stays): the next visit is a first one.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} origin
 */
export async function dropKeptAnswers(browser, origin) {
  const tab = await browser.newPage();
  await tab.goto(`${origin}/config.json`);
  await tab.evaluate((key) => localStorage.removeItem(key), KEPT_ANSWERS_KEY);
  await tab.close();
}

/**
 * A visit of the screen at `url` whose answers are kept: the next visit is a returning one. A
 * screen that keeps nothing (its data is a guest's) leaves after 10 s.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 */
export async function visitAndKeep(browser, url) {
  const tab = await browser.newPage();
  await tab.goto(new URL('/config.json', url).href);
  const before = await tab.evaluate((key) => localStorage.getItem(key), KEPT_ANSWERS_KEY);
  // Not networkidle: a signed-in screen keeps its event stream open.
  await tab.goto(url, { waitUntil: 'load' });
  await tab
    .waitForFunction(
      (key, earlier) => {
        const now = localStorage.getItem(key);
        return now !== null && now !== earlier;
      },
      { timeout: 10_000 },
      KEPT_ANSWERS_KEY,
      before,
    )
    .catch(() => {});
  await tab.close();
}
