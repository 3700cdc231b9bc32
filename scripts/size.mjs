// `npm run size`: first-load JavaScript (gzip) of every exported route, checked against budgets.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const out = fileURLToPath(new URL('../out', import.meta.url));
const KIB = 1024;
// 167: the API client's hook that hands each read's answer to the signed-in screens (decision 042)
// took the login from 166.0 to 166.1 KiB; fewer, larger chunks (decision 044) took it to 165.5.
// Ten chunk requests instead of six (decision 050) took it to 166.4: Mantine's provider and
// theme were in two of its chunks.
const BUDGETS = { '/auth/login': 167 * KIB };
// 224: fewer, larger chunks (decision 044) took the signed-in screens from at most 220.0 KiB to
// at most 223.5 KiB (the cash desk's): 5 requests fewer for 3.5 KiB. 225: the API client's take
// of the reads the page's head asked for (decision 045) took the cash desk to 224.3 KiB.
// 209: the shell without AppShell, dayjs with the pickers, each screen's sheets with it and
// ten chunk requests (decision 050) took the signed-in screens to at most 208.1 KiB.
// 206: the mailing store's form without the wizard's rules, and the name length without the
// workers' module, took them from at most 208.7 to at most 205.2 KiB.
const ROUTE_BUDGET = 206 * KIB;
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
// 328.0, but the lists' blocking time was higher, decision 050).
const WITH_LAZY_BUDGETS = {
  '/dashboard': 294 * KIB,
  '/attendance': 299 * KIB,
  '/games-report': 338 * KIB,
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
function chunk(src) {
  if (!cache.has(src)) {
    const body = readFileSync(join(out, src));
    cache.set(src, {
      gzip: gzipSync(body, { level: 9 }).length,
      sentry: SENTRY_MARKERS.some((m) => body.includes(m)),
    });
  }
  return cache.get(src);
}

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
    // noModule scripts (Next's polyfills) are skipped by every browser that runs modules.
    const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    const scripts = [
      ...new Set(
        tags
          .filter((tag) => !/\bnoModule\b/i.test(tag))
          .map((tag) => /src="([^"]+\.js)"/.exec(tag)?.[1])
          .filter(Boolean),
      ),
    ];
    const chunks = scripts.map(chunk);
    // What the route's own page chunk may load later (its screen, the screen's charts).
    const page = scripts.find((src) => src.includes('/page-'));
    const lazy = page ? [...lazyChunks(page)].filter((src) => !scripts.includes(src)) : [];
    return {
      route,
      bytes: chunks.reduce((sum, c) => sum + c.gzip, 0),
      withLazy: [...chunks, ...lazy.map(chunk)].reduce((sum, c) => sum + c.gzip, 0),
      sentry: chunks.some((c) => c.sentry),
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const failures = [];
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
console.log('route'.padEnd(20), 'first-load JS (gzip)', ' with the lazy chunks');
for (const { route, bytes, withLazy, sentry } of rows) {
  const budget = BUDGETS[route] ?? ROUTE_BUDGET;
  const lazyBudget = WITH_LAZY_BUDGETS[route];
  const over = bytes > budget;
  const lazyOver = lazyBudget !== undefined && withLazy > lazyBudget;
  console.log(
    route.padEnd(20),
    kib(bytes).padStart(10),
    over ? `> ${budget / KIB} KiB` : '',
    kib(withLazy).padStart(20),
    lazyOver ? `> ${lazyBudget / KIB} KiB` : lazyBudget ? `(≤ ${lazyBudget / KIB} KiB)` : '',
    sentry ? 'Sentry в первой загрузке' : '',
  );
  if (over) failures.push(`${route}: ${kib(bytes)} > ${budget / KIB} KiB`);
  if (lazyOver)
    failures.push(`${route} with its lazy chunks: ${kib(withLazy)} > ${lazyBudget / KIB} KiB`);
  if (sentry) failures.push(`${route}: Sentry SDK in the first load`);
}

if (failures.length) {
  console.error('\nBudget exceeded:\n' + failures.join('\n'));
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes within budget.`);
