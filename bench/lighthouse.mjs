/**
 * `npm run lighthouse`: Lighthouse (performance, mobile and desktop presets, median of 3 runs)
 * against what `npm start` serves, in Debian's Chromium: the login page, then — signed in as the
 * demo manager in the same browser profile — the hall picker and the dashboard. The browser
 * cache is emptied before every run, so each one is a first visit. Plain JavaScript: Lighthouse
 * sends some of its functions to the page as text, which a TypeScript loader would alter.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './server-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep each median report in (JSON), for a closer look. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

/** @type {{ name: 'mobile' | 'desktop', config?: import('lighthouse').Config }[]} */
const PRESETS = [
  { name: 'mobile' }, // Lighthouse's default: a mid-range phone on slow 4G
  { name: 'desktop', config: desktopConfig },
];
/** @type {Record<string, { mobile: number, desktop?: number }>} */
const TARGETS = {
  '/auth/login/': { mobile: 95, desktop: 100 },
  '/halls/': { mobile: 90 },
  '/dashboard/': { mobile: 90 },
};

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

/**
 * One Lighthouse run on a fresh tab with an empty cache. A run whose trace Lighthouse could not
 * read (it says so in runtimeError, e.g. NO_NAVSTART) is repeated, at most twice.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {boolean} signedIn
 * @param {import('lighthouse').Config | undefined} config
 */
async function run(browser, url, signedIn, config) {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    /** @type {import('lighthouse').Flags} */
    const flags = {
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Signed-in pages keep the session (cookie and local storage); the cache is emptied above.
      disableStorageReset: signedIn,
    };
    const result = await lighthouse(url, flags, config, page);
    await page.close();
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {boolean} signedIn
 */
async function measure(browser, url, signedIn) {
  const rows = [];
  for (const preset of PRESETS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(browser, url, signedIn, preset.config));
    /** @param {import('lighthouse').Result} lhr */
    const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
    const sorted = [...runs].sort((a, b) => score(a) - score(b));
    const median = sorted[Math.floor(sorted.length / 2)];
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}${preset.name}.json`;
      writeFileSync(join(REPORTS, name), JSON.stringify(median));
    }
    rows.push({
      page: new URL(url).pathname,
      preset: preset.name,
      scores: sorted.map(score),
      metrics: METRICS.map(([label, id]) => `${label} ${median.audits[id].displayValue}`).join(
        '  ',
      ),
    });
  }
  return rows;
}

/** Signs the demo manager in through the form and opens the first hall's dashboard. */
/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 */
async function signIn(browser, url) {
  const page = await browser.newPage();
  await page.goto(`${url}/auth/login/`, { waitUntil: 'networkidle0' });
  await page.locator('input[autocomplete="username"]').fill('manager');
  await page.locator('input[type="password"]').fill('demo1234');
  await Promise.all([
    page.waitForNavigation().catch(() => {}),
    page.locator('button[type="submit"]').click(),
  ]);
  await page.waitForFunction(() => location.pathname.startsWith('/halls/'));
  await page.locator('[aria-label^="Выбрать зал"]').click();
  await page.waitForFunction(() => location.pathname.startsWith('/dashboard/'));
  await page.close();
}

async function main() {
  const server = await startServer(PORT);
  const profile = `/tmp/lighthouse-profile-${process.pid}`;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    userDataDir: profile,
    args: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const rows = await measure(browser, `${server.url}/auth/login/`, false);
    await signIn(browser, server.url);
    rows.push(...(await measure(browser, `${server.url}/halls/`, true)));
    rows.push(...(await measure(browser, `${server.url}/dashboard/`, true)));

    console.log(`Lighthouse performance, median of ${RUNS}, ${CHROMIUM_PATH}, served by npm start`);
    for (const row of rows) {
      const median = row.scores[Math.floor(row.scores.length / 2)];
      const target = TARGETS[row.page]?.[row.preset];
      const verdict =
        target === undefined ? '' : median >= target ? `≥ ${target} ✓` : `< ${target} ✗`;
      console.log(
        `${row.page.padEnd(14)} ${row.preset.padEnd(8)} ${String(median).padStart(3)} ${verdict.padEnd(8)} runs ${row.scores.join('/')}   ${row.metrics}`,
      );
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
