// `npm run size`: first-load JavaScript (gzip) of every exported route, checked against budgets,
// and what each route downloads before its first paint can show the screen (its HTML with the
// style sheets written in, its scripts and the screen's preloaded chunks, gzip) beside the same
// figure of the floor of `npm run lighthouse` (bench/floor/: a bare Next.js export drawing 25
// rows), which is built first where it is missing. Decision 062's target is the floor's + 80 KiB.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { breakdown, byPackage, ourModules } from './size-breakdown.mjs';

const out = fileURLToPath(new URL('../out', import.meta.url));
/** The export's source maps, kept beside it and not served (scripts/finish-export.ts). */
const MAPS = fileURLToPath(new URL('../out-source-maps', import.meta.url));
const floorOut = fileURLToPath(new URL('../bench/floor/out', import.meta.url));
/** What a screen may download before its first paint, over the floor's: decision 062's target. */
const OVER_FLOOR_TARGET = 80 * 1024;
const KIB = 1024;
// 167: the API client's hook that hands each read's answer to the signed-in screens (decision 042)
// took the login from 166.0 to 166.1 KiB; fewer, larger chunks (decision 044) took it to 165.5.
// Ten chunk requests instead of six (decision 050) took it to 166.4: Mantine's provider and
// theme were in two of its chunks.
// The cash desk's page names its first reads, the desk's top's three among them (the shift, its
// handovers, the cash in transit: decision 062), with the cash desks' API client: 206.6 KiB.
// The machines' two actions in the one table of who may do what (decision 069), which the shell
// reads for its menu, took it from just under 207 to 207.03 KiB: 207.1.
// The answers kept between visits (decision 070: TanStack Query's hydration and the module that
// keeps them, in the shell of every signed-in screen) took it to 208.8: 209.
const BUDGETS = { '/auth/login': 167 * KIB, '/cashbox': 209 * KIB };
// 224: fewer, larger chunks (decision 044) took the signed-in screens from at most 220.0 KiB to
// at most 223.5 KiB (the cash desk's): 5 requests fewer for 3.5 KiB. 225: the API client's take
// of the reads the page's head asked for (decision 045) took the cash desk to 224.3 KiB.
// 209: the shell without AppShell, dayjs with the pickers, each screen's sheets with it and
// ten chunk requests (decision 050) took the signed-in screens to at most 208.1 KiB.
// 206: the mailing store's form without the wizard's rules, and the name length without the
// workers' module, took them from at most 208.7 to at most 205.2 KiB.
// 208: the answers kept between visits (decision 070) took them to at most 207.7 KiB.
const ROUTE_BUDGET = 208 * KIB;
// Screens whose code loads on demand, with what the page may load after its first load.
// The reports' bucket chart drawn as plain SVG, without recharts (decision 043), took the
// attendance from 432.7 to 299.8 KiB and the games report from 472.8 to 339.9 KiB. Fewer, larger
// chunks (decision 044) then took the dashboard from 300.8 to 304.4 KiB, the attendance to 309.5
// and the games report to 347.8. The early reads (decision 045) added 0.4–0.8 KiB: 305.1, 310.3
// and 348.5. The focus given back from a closing dialog (record 030), in the theme of every page,
// took the games report to 349.1. One start (decision 050) took the dashboard to 303.2 (its page
// names its first reads, whose query factories its page's chunk now holds too), the attendance to
// 298.9 and the games report to 334.9: plain tables, no positioned tooltips or modals manager.
// The same changes as the route budget's 209 took them to 292.8, 298.0 and 337.1 (each file's
// sheet imports are a module each in its chunk; without a chunk cap they were 290.6, 289.6 and
// 328.0, but the lists' blocking time was higher, decision 050). The fiscal exceptions' kind, its
// words and the register's two actions in the shared tables (decision 063) took the games report
// from 337.9 to 338.1. The tab «Игровые дни» with its day's drawer (decision 065), loaded with
// its tab, took the games report from 338.5 to 346.5. The day's cash beside its meters with its
// export (decision 067), and the reading by hand of a silent machine (its own chunk, loaded when
// asked for), took it to 353.4. The answers kept between visits (decision 070) took the
// dashboard to 295.6, the attendance to 299.9 and the games report to 356.0.
const WITH_LAZY_BUDGETS = {
  '/dashboard': 296 * KIB,
  '/attendance': 300.5 * KIB,
  '/games-report': 356.5 * KIB,
};
// Strings that only the error-reporting SDK carries.
const SENTRY_MARKERS = ['__SENTRY__', 'sentry.javascript'];

if (!existsSync(join(out, 'index.html'))) {
  console.error('Нет out/: сначала npm run build');
  process.exit(1);
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === '_next' ? [] : htmlFiles(path);
    return entry.endsWith('.html') ? [path] : [];
  });
}

const routeOf = (file) => {
  const rel = relative(out, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  return '/' + rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
};

const cache = new Map();
function chunk(src, dir = out) {
  const path = join(dir, src);
  if (!cache.has(path)) {
    const body = readFileSync(path);
    cache.set(path, {
      gzip: gzipSync(body, { level: 9 }).length,
      sentry: SENTRY_MARKERS.some((m) => body.includes(m)),
    });
  }
  return cache.get(path);
}

/** The scripts a page runs first (noModule ones, Next's polyfills, skipped by every browser that runs modules). */
function firstScripts(html) {
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
  return [
    ...new Set(
      tags
        .filter((tag) => !/\bnoModule\b/i.test(tag))
        .map((tag) => /src="([^"]+\.js)"/.exec(tag)?.[1])
        .filter(Boolean),
    ),
  ];
}

/**
 * What a page downloads before its screen can be drawn: the HTML (its style sheets are written
 * in), its first scripts and the screen's chunks it preloads, gzip.
 */
function scriptsBeforePaint(html) {
  const preloads = [
    ...html.matchAll(/<link rel="preload" as="script"[^>]*href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  return [...new Set([...firstScripts(html), ...preloads])];
}

function beforePaint(html, dir) {
  const scripts = scriptsBeforePaint(html);
  return (
    gzipSync(html, { level: 9 }).length +
    scripts.reduce((sum, src) => sum + chunk(src, dir).gzip, 0)
  );
}

if (!existsSync(join(floorOut, 'rows', 'index.html'))) {
  console.log('Сборка пола (bench/floor/)…');
  const built = spawnSync('npx', ['tsx', 'bench/floor/build-floor.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const floorBeforePaint = beforePaint(
  readFileSync(join(floorOut, 'rows', 'index.html'), 'utf8'),
  floorOut,
);

const CHUNKS = join(out, '_next', 'static', 'chunks');
const chunkFiles = readdirSync(CHUNKS).filter((f) => f.endsWith('.js'));

/**
 * The chunks a script may load on demand, followed to the end: webpack asks for them as
 * `x.e(<id>)` and names them `<id>.<hash>.js` (or `<id>-<hash>.js` when a page loads them first).
 */
function lazyChunks(src, seen = new Set()) {
  const body = readFileSync(join(out, src), 'utf8');
  for (const [, id] of body.matchAll(/[\w$]\.e\((\d+)\)/g)) {
    const file = chunkFiles.find((f) => f.startsWith(`${id}.`) || f.startsWith(`${id}-`));
    const next = file && `/_next/static/chunks/${file}`;
    if (next && !seen.has(next)) {
      seen.add(next);
      lazyChunks(next, seen);
    }
  }
  return seen;
}

const routes = new Map();
for (const file of htmlFiles(out)) routes.set(routeOf(file), file);

const rows = [...routes.entries()]
  .map(([route, file]) => {
    const html = readFileSync(file, 'utf8');
    const scripts = firstScripts(html);
    const chunks = scripts.map((src) => chunk(src));
    // What the route's own page chunk may load later (its screen, the screen's charts).
    const page = scripts.find((src) => src.includes('/page-'));
    const lazy = page ? [...lazyChunks(page)].filter((src) => !scripts.includes(src)) : [];
    return {
      route,
      bytes: chunks.reduce((sum, c) => sum + c.gzip, 0),
      withLazy: [...chunks, ...lazy.map((src) => chunk(src))].reduce((sum, c) => sum + c.gzip, 0),
      beforePaint: beforePaint(html, out),
      sentry: chunks.some((c) => c.sentry),
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const failures = [];
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
console.log(
  'route'.padEnd(20),
  'first-load JS (gzip)',
  ' with the lazy chunks',
  '   before the first paint, floor (KiB)',
);
for (const { route, bytes, withLazy, sentry, beforePaint: paint } of rows) {
  const budget = BUDGETS[route] ?? ROUTE_BUDGET;
  const lazyBudget = WITH_LAZY_BUDGETS[route];
  const over = bytes > budget;
  const lazyOver = lazyBudget !== undefined && withLazy > lazyBudget;
  const overFloor = paint - floorBeforePaint;
  console.log(
    route.padEnd(20),
    kib(bytes).padStart(10),
    over ? `> ${budget / KIB} KiB` : ''.padEnd(10),
    kib(withLazy).padStart(10),
    lazyOver
      ? `> ${lazyBudget / KIB} KiB`
      : lazyBudget
        ? `(≤ ${lazyBudget / KIB} KiB)`
        : ''.padEnd(12),
    `${(paint / KIB).toFixed(1)}, ${(floorBeforePaint / KIB).toFixed(1)}`.padStart(14),
    `${overFloor >= 0 ? '+' : '−'}${(Math.abs(overFloor) / KIB).toFixed(1)}`.padStart(7),
    overFloor > OVER_FLOOR_TARGET ? `> floor + ${OVER_FLOOR_TARGET / KIB}` : '',
    sentry ? 'Sentry в первой загрузке' : '',
  );
  if (over) failures.push(`${route}: ${kib(bytes)} > ${budget / KIB} KiB`);
  if (lazyOver)
    failures.push(`${route} with its lazy chunks: ${kib(withLazy)} > ${lazyBudget / KIB} KiB`);
  if (sentry) failures.push(`${route}: Sentry SDK in the first load`);
}

printBreakdowns();

if (failures.length) {
  console.error('\nBudget exceeded:\n' + failures.join('\n'));
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes within budget.`);
const farOver = rows.filter((row) => row.beforePaint - floorBeforePaint > OVER_FLOOR_TARGET).length;
if (farOver > 0) {
  console.log(
    `${farOver} of them download more than the floor's + ${OVER_FLOOR_TARGET / KIB} KiB before their first paint (decision 062's target; npm run lighthouse measures it).`,
  );
}

/**
 * What the cash desk's and the dashboard's bytes before their first paint are made of, by
 * package and by our own module, beside the floor's (from the source maps; decision 070).
 */
function printBreakdowns() {
  const pageShares = (dir, mapsDir, route) => {
    const html = readFileSync(join(dir, route, 'index.html'), 'utf8');
    return breakdown({ dir, mapsDir, html, scripts: scriptsBeforePaint(html) });
  };
  const floor = byPackage(pageShares(floorOut, floorOut, 'rows'));
  const width = 40;
  for (const route of ['cashbox', 'dashboard']) {
    const shares = pageShares(out, MAPS, route);
    const packages = byPackage(shares);
    const total = [...packages.values()].reduce((sum, n) => sum + n, 0);
    const floorTotal = [...floor.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `\n/${route} before its first paint, by package (gzip KiB; the floor's beside it):`,
    );
    const names = [...new Set([...packages.keys(), ...floor.keys()])].sort(
      (a, b) => (packages.get(b) ?? 0) - (packages.get(a) ?? 0),
    );
    for (const name of names) {
      const here = packages.get(name) ?? 0;
      const there = floor.get(name) ?? 0;
      if (here < 0.05 * KIB && there < 0.05 * KIB) continue;
      const over = here - there;
      console.log(
        `  ${name.padEnd(width)} ${(here / KIB).toFixed(1).padStart(6)} ${(there / KIB).toFixed(1).padStart(6)} ${`${over >= 0 ? '+' : '−'}${(Math.abs(over) / KIB).toFixed(1)}`.padStart(7)}`,
      );
    }
    console.log(
      `  ${'in all'.padEnd(width)} ${(total / KIB).toFixed(1).padStart(6)} ${(floorTotal / KIB).toFixed(1).padStart(6)} ${`+${((total - floorTotal) / KIB).toFixed(1)}`.padStart(7)}`,
    );
    console.log(`/${route}: our 15 biggest modules before its first paint (gzip KiB):`);
    const ours = [...ourModules(shares)].sort((a, b) => b[1] - a[1]).slice(0, 15);
    for (const [source, bytes] of ours) {
      console.log(`  ${source.padEnd(64)} ${(bytes / KIB).toFixed(1).padStart(6)}`);
    }
  }
}
