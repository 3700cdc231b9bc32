/**
 * `npm run bench:returning`: how soon a screen shows its first figure to a person who opens it
 * again, in a real browser (Debian's Chromium, puppeteer) against what `npm start` serves, with
 * and without the answers kept of the last visit (decision 070). Lighthouse simulates a phone, whose
 * main thread hides the API's round trip; a cash desk is a desktop on a slow link, so here the CPU
 * runs at its own speed and the network is Lighthouse's slow 4G (150 ms, 1.6 Mbit/s down).
 *
 * Each screen of each person (the admin's desk, dashboard and staff list, the manager's dashboard
 * and desk, the cashier's desk) is opened in rounds: once as a first visit (the session kept, the
 * kept answers removed) and once as a returning one (right after a visit of its own), the HTTP
 * cache emptied before each. The time is from the navigation's start to the frame that first
 * shows the screen's first figure; the median of `RETURNING_RUNS` (5) rounds, with the API's
 * round trip of the same run beside it.
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { dropKeptAnswers, signIn } from './browser-session.mjs';
import { median } from './percentile.mjs';
import { startServer } from './server-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3970);
const RUNS = Number(process.env.RETURNING_RUNS ?? 5);
const mbit = (n) => (n * 1024 * 1024) / 8;
/**
 * The links measured, applied by the browser to every request: Lighthouse's slow 4G, and a
 * hall's office line to an API in another city.
 */
const LINKS = {
  'slow 4G (150 ms, 1.6 Mbit/s)': {
    latency: 150,
    downloadThroughput: mbit(1.6),
    uploadThroughput: mbit(0.75),
  },
  'office line (60 ms, 20 Mbit/s)': {
    latency: 60,
    downloadThroughput: mbit(20),
    uploadThroughput: mbit(5),
  },
  // An evening's load: every answer of the API 300 ms later than an idle server's.
  'office line, API +300 ms': {
    latency: 60,
    downloadThroughput: mbit(20),
    uploadThroughput: mbit(5),
    apiDelay: 300,
  },
};

/** What a screen's first figure is: an element that only the API's answer (or its kept copy) draws. */
const FIRST_FIGURE = {
  '/cashbox/': 'main h2',
  '/dashboard/': '[data-kpi="filled"], [data-kpi="kept"]',
  '/workers/': 'main table tbody tr, main [data-list-card]',
};

const PEOPLE = [
  { login: 'admin', screens: ['/cashbox/', '/dashboard/', '/workers/'] },
  { login: 'manager', screens: ['/dashboard/', '/cashbox/'] },
  { login: 'cashier', screens: ['/cashbox/'] },
];

/**
 * One visit: ms from the navigation's start to the first frame with the figure.
 * @param {import('puppeteer-core').Browser} browser
 */
async function visit(browser, url, selector, link) {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1440, height: 900 });
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const { apiDelay = 0, ...conditions } = link;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  if (apiDelay) {
    await tab.setRequestInterception(true);
    tab.on('request', (request) => {
      const api = new URL(request.url()).pathname.startsWith('/api/');
      setTimeout(() => void request.continue(), api ? apiDelay : 0);
    });
  }
  await tab.evaluateOnNewDocument((wanted) => {
    const seen = () => {
      if (!document.querySelector(wanted)) return false;
      requestAnimationFrame(() => {
        window.__figureAt ??= performance.now();
      });
      return true;
    };
    new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  }, selector);
  await tab.goto(url, { waitUntil: 'domcontentloaded' });
  await tab.waitForFunction(() => window.__figureAt !== undefined, { timeout: 60_000 });
  const at = await tab.evaluate(() => window.__figureAt);
  // Long enough for the answers to come and be kept (a second after they come).
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await tab.close();
  return at;
}

async function main() {
  const server = await startServer(PORT);
  const browsers = [];
  try {
    const rows = [];
    for (const person of PEOPLE) {
      const browser = await puppeteer.launch({
        executablePath: CHROMIUM_PATH,
        args: ['--headless=new', ...CHROMIUM_ARGS],
      });
      browsers.push(browser);
      await signIn(browser, server.url, person.login);
      for (const path of person.screens) {
        const url = `${server.url}${path}`;
        for (const [name, link] of Object.entries(LINKS)) {
          const first = [];
          const returning = [];
          for (let round = 1; round <= RUNS; round++) {
            await dropKeptAnswers(browser, server.url);
            first.push(await visit(browser, url, FIRST_FIGURE[path], link));
            // The visit just made kept its answers: this one returns.
            returning.push(await visit(browser, url, FIRST_FIGURE[path], link));
          }
          rows.push({ label: `${path} · ${person.login}`, link: name, first, returning });
          process.stderr.write(
            `${path} · ${person.login}, ${name}: ${median(first)} / ${median(returning)}\n`,
          );
        }
      }
    }
    console.log(
      `Time to the first figure, median of ${RUNS}, ${CHROMIUM_PATH}, the CPU unthrottled`,
    );
    console.log(
      `${'screen'.padEnd(24)} ${'link'.padEnd(31)} ${'first visit'.padStart(11)} ${'returning'.padStart(10)}  gain`,
    );
    for (const { label, link, first, returning } of rows) {
      const [a, b] = [median(first), median(returning)];
      console.log(
        `${label.padEnd(24)} ${link.padEnd(31)} ${`${Math.round(a)} ms`.padStart(11)} ${`${Math.round(b)} ms`.padStart(10)}  ${Math.round(a - b)} ms (${Math.round((100 * (a - b)) / a)} %)`,
      );
    }
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
