/**
 * `npm run lighthouse`: Lighthouse (performance, mobile preset: simulated slow 4G and 4× CPU)
 * against what `npm start` serves, in Debian's Chromium, measured against a floor in the same
 * run: a bare Next.js export built from this project's own `next`, `react` and `react-dom`
 * (`bench/floor/`: a server page with a heading, and a client page that draws a plain table of
 * 25 rows after 300 ms; beside it, the same rows with only Mantine's provider and with only
 * TanStack Query), served by the same server code.
 *
 * The pages are measured in rounds, one run of each page a round, so that the machine's drift
 * falls on all of them alike: the two floor pages, the login on a first visit (its own origin,
 * storage emptied), every signed-in screen of each person (the demo's admin on every screen of
 * the menu, its manager and its cashier on the screens of their role that cost what the role
 * sees: each signed in as a person does, in a browser of their own); then, after the admin's
 * «Выйти», rounds of the floor pages and the login in that browser. Each signed-in screen is
 * measured twice a round: as a first visit (the session kept, no answers kept of an earlier visit)
 * and as a returning one (↻: just after a visit of the same screen, its answers kept; decision
 * 070). The browser cache is emptied before every run. Each figure is the median of its runs.
 *
 * Targets, a first visit of a signed-in screen: TBT ≤ 1.5 × the rows page's, LCP ≤ the rows
 * page's + 0.5 s, CLS ≤ 0.02, score ≥ the rows page's − 3, bytes downloaded before the largest
 * paint ≤ the rows page's + 80 KiB (decision 062); a returning visit of the cash desk and the
 * dashboard: score ≥ the rows page's − 8, TBT ≤ 2 ×, LCP ≤ + 0.7 s, and of a list: score ≥ 95 or
 * ≥ the rows page's − 3 (decision 070); the login, both times: score ≥ the bare page's − 2. Prints a table with the
 * floor's figure beside each and fails under them. `LIGHTHOUSE_HTTP2=1` puts both sites behind the chain's
 * balancer (`deploy/haproxy.cfg`: TLS and HTTP/2, as a CDN serves the export too), where a page's
 * requests share one connection instead of queueing on six. Plain JavaScript: Lighthouse sends some of its functions
 * to the page as text, which a TypeScript loader would alter.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { dropKeptAnswers, signIn, signOut, visitAndKeep } from './browser-session.mjs';
import { misses, score, summary } from './lighthouse-results.mjs';
import { selfSignedCertificate, startBalancer, startServer } from './server-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only these pages, comma-separated (e.g. `/workers/,/auth/login/`), for a closer look. */
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
const wanted = (path) => !ONLY || ONLY.some((only) => path.startsWith(only));
/** A folder to keep each page's median report in (JSON), for a closer look. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/**
 * The floor with only Mantine's provider (its rows a Mantine `Table`) and with only TanStack Query
 * (its rows read through `useQuery`), measured beside it: what each library costs alone.
 * `LIGHTHOUSE_VARIANTS=0` leaves them out.
 */
const VARIANTS = process.env.LIGHTHOUSE_VARIANTS !== '0';
/**
 * The visits of each signed-in screen: a first one (nothing kept of an earlier visit) and a
 * returning one; `LIGHTHOUSE_VISITS=returning` (or `first`) measures one of them.
 */
const VISITS = (process.env.LIGHTHOUSE_VISITS ?? 'first,returning').split(',');
/** Both sites behind the chain's balancer: TLS and HTTP/2. */
const BALANCED = process.env.LIGHTHOUSE_HTTP2 === '1';

/**
 * Who is measured where: the admin on every screen the menu offers; a manager and a cashier on
 * the screens of their day whose cost changes with the role (the dashboard of their halls, the
 * cash desk with or without the safe, with or without a shift).
 */
const PEOPLE = [
  { login: 'admin', screens: null },
  { login: 'manager', screens: ['/dashboard/', '/cashbox/'] },
  { login: 'cashier', screens: ['/cashbox/'] },
];

/**
 * One Lighthouse run on a fresh tab with an empty cache. A run whose trace Lighthouse could not
 * read (it says so in runtimeError, e.g. NO_NAVSTART) is repeated, at most twice.
 * @param {import('puppeteer-core').Browser} browser
 * @param {{ url: string, keepStorage: boolean }} page
 */
async function run({ browser, url, keepStorage, visit }) {
  if (visit) await prepareVisit(browser, url, visit);
  for (let attempt = 1; ; attempt++) {
    const tab = await browser.newPage();
    const session = await tab.createCDPSession();
    await session.send('Network.clearBrowserCache');
    /** @type {import('lighthouse').Flags} */
    const flags = {
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Signed-in pages keep the session (cookie and local storage); the cache is emptied above.
      disableStorageReset: keepStorage,
    };
    const result = await lighthouse(url, flags, undefined, tab);
    await tab.close();
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

/**
 * A signed-in screen's visit as it is measured: a first one, with no answers kept from an earlier
 * visit (the session kept), or a returning one, just after a visit of the same screen whose
 * answers were kept (decision 070).
 */
const prepareVisit = (browser, url, visit) =>
  visit === 'first' ? dropKeptAnswers(browser, new URL(url).origin) : visitAndKeep(browser, url);

/**
 * Every page once a round, RUNS rounds; the runs of each page, by its label.
 * @param {{ label: string, url: string, keepStorage: boolean, browser: import('puppeteer-core').Browser }[]} pages
 * @param {Map<string, import('lighthouse').Result[]>} runs
 */
async function measureInRounds(pages, runs) {
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      const lhr = await run(page);
      runs.set(page.label, [...(runs.get(page.label) ?? []), lhr]);
      process.stderr.write(`round ${round}/${RUNS} ${page.label}: ${score(lhr)}\n`);
    }
  }
}

function buildFloor() {
  const built = spawnSync('npx', ['tsx', join(ROOT, 'bench', 'floor', 'build-floor.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

async function main() {
  buildFloor();
  // Behind the balancer the instances read the scheme from it, as in production.
  const env = BALANCED ? { TRUST_PROXY: '1' } : {};
  const direct = await startServer(PORT, env);
  const floorDirect = await startServer(PORT + 1, {
    ...env,
    SITE_DIR: join(ROOT, 'bench', 'floor', 'out'),
  });
  const instance = (site) => new URL(site.url).host;
  const { pem } = BALANCED ? selfSignedCertificate() : { pem: '' };
  const balancers = BALANCED
    ? await Promise.all([
        startBalancer(PORT + 2, [instance(direct), instance(direct)], pem),
        startBalancer(PORT + 3, [instance(floorDirect), instance(floorDirect)], pem),
      ])
    : [];
  const [server, floorServer] = BALANCED ? balancers : [direct, floorDirect];
  /** A browser of its own for each person: a session is the origin's storage of one profile. */
  const launch = (name) => {
    const userDataDir = `/tmp/lighthouse-profile-${process.pid}-${name}`;
    profiles.push(userDataDir);
    return puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      userDataDir,
      acceptInsecureCerts: BALANCED,
      args: [
        '--headless=new',
        ...CHROMIUM_ARGS,
        ...(BALANCED ? ['--ignore-certificate-errors'] : []),
      ],
    });
  };
  const profiles = [];
  const browsers = [];
  let failed = false;
  try {
    for (const person of PEOPLE) browsers.push(await launch(person.login));
    const [browser] = browsers;
    const floorPages = [
      { label: 'bare Next page (a heading)', kind: 'bare', url: `${floorServer.url}/` },
      { label: 'bare Next, 25 rows (floor)', kind: 'floor', url: `${floorServer.url}/rows/` },
      // The floor with one of our libraries added, to tell what each costs.
      ...(VARIANTS
        ? [
            {
              label: 'floor + Mantine provider, Table',
              kind: 'variant',
              url: `${floorServer.url}/mantine/`,
            },
            { label: 'floor + TanStack Query', kind: 'variant', url: `${floorServer.url}/query/` },
          ]
        : []),
    ].map((page) => ({ ...page, browser, keepStorage: false }));
    // The first visit has an origin of its own, so that emptying its storage before each run
    // leaves the signed-in origin's session alone.
    const firstVisit = server.url.replace('127.0.0.1', 'localhost');
    const screens = [];
    for (const [i, person] of PEOPLE.entries()) {
      const menu = await signIn(browsers[i], server.url, person.login);
      const paths = (person.screens ?? menu).filter((path) => menu.includes(path) && wanted(path));
      const label = (path) => (i === 0 ? path : `${path} · ${person.login}`);
      // Each screen as a first visit of the session and as a returning one (decision 070).
      screens.push(
        ...paths.flatMap((path) =>
          VISITS.map((visit) => ({
            label: visit === 'first' ? label(path) : `${label(path)} ↻`,
            kind: 'screen',
            visit,
            path,
            url: `${server.url}${path}`,
            browser: browsers[i],
            keepStorage: true,
          })),
        ),
      );
    }
    const pages = [
      ...floorPages,
      ...(wanted('/auth/login/')
        ? [
            {
              label: '/auth/login/ (first visit)',
              kind: 'login',
              url: `${firstVisit}/auth/login/`,
              browser,
              keepStorage: false,
            },
          ]
        : []),
      ...screens,
    ];
    /** @type {Map<string, import('lighthouse').Result[]>} */
    const runs = new Map();
    await measureInRounds(pages, runs);
    const afterSignOut = {
      label: '/auth/login/ (after «Выйти»)',
      kind: 'login',
      url: `${server.url}/auth/login/`,
      browser,
      keepStorage: true,
    };
    if (wanted('/auth/login/')) {
      await signOut(browser, server.url);
      const floors = floorPages.filter((page) => page.kind !== 'variant');
      await measureInRounds([...floors, afterSignOut], runs);
    }

    const rows = [...pages, afterSignOut]
      .filter((page) => runs.has(page.label))
      .map((page) => summary(page, runs.get(page.label), REPORTS));
    const bare = rows.find((row) => row.kind === 'bare');
    const floor = rows.find((row) => row.kind === 'floor');

    console.log(
      `Lighthouse performance, mobile, median of ${RUNS} rounds (floor pages ${2 * RUNS} runs), ` +
        `${CHROMIUM_PATH}, served by npm start's server` +
        (BALANCED ? " behind the chain's balancer (TLS, HTTP/2)" : ''),
    );
    console.log(
      `${'page'.padEnd(32)} score ${'runs'.padEnd(9)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ` +
        `${'CLS'.padStart(6)} ${'TBT÷fl'.padStart(6)} ${'LCP−fl'.padStart(7)} ${'KiB'.padStart(5)} ` +
        `${'≤LCP'.padStart(5)} ${'−fl'.padStart(5)}  verdict`,
    );
    for (const row of rows) {
      const missed = misses(row, bare, floor);
      failed ||= missed.length > 0;
      console.log(
        [
          row.label.padEnd(32),
          String(row.score).padStart(5),
          row.scores.join('/').padEnd(9),
          `${(row.lcp / 1000).toFixed(2)} s`.padStart(7),
          `${Math.round(row.tbt)} ms`.padStart(7),
          row.cls.toFixed(3).padStart(6),
          `${(row.tbt / floor.tbt).toFixed(1)}×`.padStart(6),
          `${row.lcp >= floor.lcp ? '+' : '−'}${(Math.abs(row.lcp - floor.lcp) / 1000).toFixed(2)} s`.padStart(
            7,
          ),
          String(Math.round(row.bytes / 1024)).padStart(5),
          String(Math.round(row.beforeLcp / 1024)).padStart(5),
          `${row.beforeLcp >= floor.beforeLcp ? '+' : '−'}${Math.round(Math.abs(row.beforeLcp - floor.beforeLcp) / 1024)}`.padStart(
            5,
          ),
          ` ${missed.length ? `✗ ${missed.join(', ')}` : '✓'}`,
        ].join(' '),
      );
    }
    console.log(
      '\nThe three biggest main-thread costs of each page (median run, Lighthouse bootup-time):',
    );
    for (const row of rows) console.log(`${row.label.padEnd(32)} ${row.costs}`);
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
    await Promise.all(balancers.map((balancer) => balancer.stop()));
    await Promise.all([direct.stop(), floorDirect.stop()]);
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
