/**
 * `npm run lighthouse`: Lighthouse (performance, mobile preset, and desktop for the login; median
 * of 3 runs) against what `npm start` serves, in Debian's Chromium: the login page on a first
 * visit, then — signed in as the demo admin in the same browser profile — every signed-in screen,
 * then the login again after «Выйти». The browser cache is emptied before every run, so each one
 * loads everything again. Prints a table and fails under the targets. Plain JavaScript:
 * Lighthouse sends some of its functions to the page as text, which a TypeScript loader would
 * alter.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { signIn, signOut } from './browser-session.mjs';
import { startServer } from './server-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only these pages, comma-separated (e.g. `/workers/,/auth/login/`), for a closer look. */
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
const wanted = (path) => !ONLY || ONLY.some((only) => path.startsWith(only));
/** A folder to keep each median report in (JSON), for a closer look. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

const MOBILE = { name: 'mobile' }; // Lighthouse's default: a mid-range phone on slow 4G
const DESKTOP = { name: 'desktop', config: desktopConfig };

/** Score and the metrics' ceilings: the login 98, every signed-in screen 95 (mobile). */
const LIMITS = { lcp: 2500, tbt: 150, cls: 0.02 };
const scoreTarget = (page, preset) =>
  page.startsWith('/auth/login') ? (preset === 'desktop' ? 100 : 98) : 95;

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
 * What was downloaded (bytes on the wire) by the time the largest content was painted, as the
 * run observed it before Lighthouse's simulated throttling.
 * @param {import('lighthouse').Result} lhr
 */
function bytesBeforeLcp(lhr) {
  const lcp = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  return lhr.audits['network-requests'].details.items
    .filter((request) => request.networkEndTime <= lcp)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/**
 * The three scripts (or the page itself) that cost the main thread most, with their time.
 * @param {import('lighthouse').Result} lhr
 */
function biggestCosts(lhr) {
  return lhr.audits['bootup-time'].details.items
    .slice(0, 3)
    .map((item) => `${item.url.split('/').filter(Boolean).pop()} ${Math.round(item.total)} ms`)
    .join(', ');
}

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {boolean} signedIn
 */
async function measure(browser, url, signedIn, presets = [MOBILE], label = undefined) {
  const rows = [];
  for (const preset of presets) {
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
      page: label ?? new URL(url).pathname,
      preset: preset.name,
      scores: sorted.map(score),
      lcp: median.audits['largest-contentful-paint'].numericValue,
      tbt: median.audits['total-blocking-time'].numericValue,
      cls: median.audits['cumulative-layout-shift'].numericValue,
      bytes: median.audits['total-byte-weight'].numericValue,
      beforeLcp: bytesBeforeLcp(median),
      costs: biggestCosts(median),
      metrics: METRICS.map(([name, id]) => `${name} ${median.audits[id].displayValue}`).join('  '),
    });
  }
  return rows;
}

/** What misses a target, in words; empty when the row meets them all. */
function misses(row) {
  const median = row.scores[Math.floor(row.scores.length / 2)];
  const found = [];
  const target = scoreTarget(row.page, row.preset);
  if (median < target) found.push(`score < ${target}`);
  if (row.preset === 'mobile') {
    if (row.lcp > LIMITS.lcp) found.push(`LCP > ${LIMITS.lcp / 1000} s`);
    if (row.tbt > LIMITS.tbt) found.push(`TBT > ${LIMITS.tbt} ms`);
    if (row.cls > LIMITS.cls) found.push(`CLS > ${LIMITS.cls}`);
  }
  return found;
}

async function main() {
  const server = await startServer(PORT);
  const profile = `/tmp/lighthouse-profile-${process.pid}`;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    userDataDir: profile,
    args: ['--headless=new', ...CHROMIUM_ARGS],
  });
  let failed = false;
  try {
    const login = `${server.url}/auth/login/`;
    const rows = wanted('/auth/login/')
      ? await measure(browser, login, false, [MOBILE, DESKTOP])
      : [];
    const screens = await signIn(browser, server.url);
    for (const screen of screens.filter(wanted)) {
      rows.push(...(await measure(browser, `${server.url}${screen}`, true)));
    }
    await signOut(browser, server.url);
    if (wanted('/auth/login/')) {
      rows.push(...(await measure(browser, login, true, [MOBILE], '/auth/login/ (after «Выйти»)')));
    }

    console.log(`Lighthouse performance, median of ${RUNS}, ${CHROMIUM_PATH}, served by npm start`);
    console.log(
      `${'page'.padEnd(30)} ${'preset'.padEnd(8)} score  ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'KiB'.padStart(6)} ${'≤LCP'.padStart(6)}  runs      verdict`,
    );
    for (const row of rows) {
      const median = row.scores[Math.floor(row.scores.length / 2)];
      const missed = misses(row);
      failed ||= missed.length > 0;
      console.log(
        [
          row.page.padEnd(30),
          row.preset.padEnd(8),
          String(median).padStart(5),
          `${(row.lcp / 1000).toFixed(2)} s`.padStart(7),
          `${Math.round(row.tbt)} ms`.padStart(7),
          row.cls.toFixed(3).padStart(6),
          String(Math.round(row.bytes / 1024)).padStart(6),
          String(Math.round(row.beforeLcp / 1024)).padStart(6),
          ` ${row.scores.join('/').padEnd(9)}`,
          missed.length ? `✗ ${missed.join(', ')}` : '✓',
        ].join(' '),
      );
    }
    console.log(
      '\nThe three biggest main-thread costs of each page (median run, Lighthouse bootup-time):',
    );
    for (const row of rows)
      console.log(`${row.page.padEnd(30)} ${row.preset.padEnd(8)} ${row.costs}`);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    server.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
