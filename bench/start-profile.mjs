/**
 * `npm run profile:start`: where a signed-in screen's start-up main-thread time goes.
 *
 * Builds the profiling export (out-profile/: React's profiling build, unminified code with source
 * maps, the app inside a Profiler; `--no-build` reuses it), serves it with `npm start`'s server
 * on the demo, signs the admin in, then opens every signed-in screen in a fresh tab with an empty
 * cache, at 4× CPU slowdown, until its first content is drawn (no skeleton or loader left, the
 * page at rest for 500 ms). For each screen it prints:
 * - the main thread's busy time, and by whom: React's rendering by our component (what a
 *   Mantine component or a hook under it costs counts for our nearest component above it), and
 *   the rest by module (V8's sampling profiler, through the source maps);
 * - every render and commit React made on the way (React's Scheduler track).
 * React reports both through `console.timeStamp`, which the page hands to the script here.
 * `PROFILE_ONLY=/workers/,/cashbox/` limits the screens; `PROFILE_TOP` the rows (default 8).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { signIn } from './browser-session.mjs';
import { startServer } from './server-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SITE = join(ROOT, 'out-profile');
const PORT = Number(process.env.BENCH_PORT ?? 3960);
const CPU_SLOWDOWN = 4;
const ONLY = process.env.PROFILE_ONLY?.split(',').filter(Boolean);
const TOP = Number(process.env.PROFILE_TOP ?? 8);
/** Also break every render pass of at least this many ms down by component (`PROFILE_PASSES=40`). */
const PASSES = Number(process.env.PROFILE_PASSES ?? 0);
const ms = (value) => `${Math.round(value)}`.padStart(6) + ' ms';

function build() {
  console.log('Профилирующая сборка (out-profile/)…');
  const result = spawnSync('npx', ['next', 'build', '--webpack', '--profile'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PROFILE_BUILD: '1', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The names of the components our code declares (app/, components/). */
function ourComponents() {
  const names = new Set();
  const scan = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) scan(path);
      else if (/\.tsx$/.test(entry.name) && !entry.name.includes('.test.')) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/(?:function|const) ([A-Z]\w*)/g)) names.add(m[1]);
      }
    }
  };
  scan(join(ROOT, 'app'));
  scan(join(ROOT, 'components'));
  return names;
}

/**
 * Self time of each component React rendered (its span less its children's), counted for our
 * nearest component: the spans of one render nest, so a span's parent is the innermost one
 * around it.
 */
function byComponent(spans, ours) {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const totals = new Map();
  const stack = [];
  for (const span of sorted) {
    while (stack.length && stack.at(-1).end <= span.start) stack.pop();
    const parent = stack.at(-1);
    span.owner = ours.has(span.name) ? span.name : (parent?.owner ?? '(outside our components)');
    span.self = span.end - span.start;
    if (parent && span.end <= parent.end) parent.self -= span.end - span.start;
    stack.push(span);
  }
  for (const span of sorted) totals.set(span.owner, (totals.get(span.owner) ?? 0) + span.self);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Source maps of the export's chunks, read once each. */
const maps = new Map();
function mapFor(url) {
  if (!maps.has(url)) {
    const path = join(SITE, new URL(url).pathname + '.map');
    maps.set(
      url,
      existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null,
    );
  }
  return maps.get(url);
}

/** A package's own source maps name its files from its src/: which package that is. */
const PACKAGE_SOURCES = [
  [/^src\/(client|shared|build|lib|server)\//, 'next'],
  [/^src\/(core|components)\//, '@mantine/core'],
  [/^src\/(use-|hooks|utils)/, '@mantine/hooks'],
];

/** `components/workers/WorkerRows.tsx`, `react-dom`, `@mantine/core`, or what V8 calls it. */
function moduleOf({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return `(${functionName.replace(/^\((.*)\)$/, '$1') || 'anonymous'})`;
  if (!url.includes('/_next/')) return new URL(url).pathname;
  const source = mapFor(url)?.originalPositionFor({
    line: lineNumber + 1,
    column: columnNumber,
  }).source;
  if (!source) return `${new URL(url).pathname.split('/').pop()} (unmapped)`;
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+|^\.\//g, '');
  const compiled = /node_modules\/next\/dist\/compiled\/([^/]+)/.exec(path);
  if (compiled) return compiled[1];
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  return PACKAGE_SOURCES.find(([pattern]) => pattern.test(path))?.[1] ?? path;
}

const OURS = /^(app|components|lib|stores)\//;

/** CPU time (ms) by our innermost module on the stack, else by the running code's package. */
function byModule(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const owners = new Map();
  const ownerOf = (id) => {
    if (owners.has(id)) return owners.get(id);
    let owner = null;
    for (let up = id; !owner && up !== undefined; up = parent.get(up)) {
      const name = moduleOf(nodes.get(up).callFrame);
      if (OURS.test(name)) owner = name;
    }
    owner ??= moduleOf(nodes.get(id).callFrame);
    owners.set(id, owner);
    return owner;
  };
  const totals = new Map();
  profile.samples.forEach((id, i) => {
    const name = ownerOf(id);
    if (name !== '(idle)') totals.set(name, (totals.get(name) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Resolves once the screen shows its first content: no loader or skeleton in view, the DOM at rest. */
async function firstContent(page) {
  // A skeleton below the fold stays until someone scrolls to it (a chart is drawn in view).
  await page.waitForFunction(
    () =>
      document.querySelector('main') &&
      ![...document.querySelectorAll('[aria-label="Загрузка"], .mantine-Skeleton-root')].some(
        (skeleton) => skeleton.getBoundingClientRect().top < innerHeight,
      ),
    { timeout: 60_000, polling: 50 },
  );
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 500);
        });
        let timer = setTimeout(done, 500);
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );
}

async function profileScreen(browser, url) {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
  // A page of the same site first: the profiler stays with the renderer process it starts in.
  await page.goto(new URL('/favicon.svg', url).toString());
  await page.evaluateOnNewDocument(() => {
    const stamp = console.timeStamp;
    window.__reactSpans = [];
    console.timeStamp = function (name, start, end, track, group) {
      window.__reactSpans.push({ name, start, end, track, group });
      return stamp.apply(console, arguments);
    };
  });
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await firstContent(page);
  const { profile } = await session.send('Profiler.stop');
  const spans = await page.evaluate(() => window.__reactSpans);
  await page.close();
  return { profile, spans };
}

function report(screen, { profile, spans }, ours) {
  const modules = byModule(profile);
  const busy = modules
    .filter(([name]) => !['(program)', '(garbage collector)'].includes(name))
    .reduce((sum, [, time]) => sum + time, 0);
  const components = spans.filter(
    (s) => s.track === 'Components ⚛' && s.end > s.start && s.name !== 'Blocked',
  );
  const scheduler = spans.filter((s) => s.group === 'Scheduler ⚛' && s.end > s.start);
  const react = scheduler
    .filter((s) => ['Render', 'Hydrated', 'Commit', 'Remaining Effects'].includes(s.name))
    .reduce((sum, s) => sum + s.end - s.start, 0);
  console.log(
    `\n${screen}  scripts ${Math.round(busy)} ms, of which React ${Math.round(react)} ms`,
  );
  console.log('  React, by our component:');
  for (const [name, time] of byComponent(components, ours).slice(0, TOP)) {
    console.log(`  ${ms(time)}  ${name}`);
  }
  console.log('  All scripts, by module:');
  for (const [name, time] of modules.slice(0, TOP)) console.log(`  ${ms(time)}  ${name}`);
  const passes = scheduler.filter((s) => ['Render', 'Hydrated', 'Commit'].includes(s.name));
  console.log(
    `  ${passes.filter((s) => s.name === 'Commit').length} commits: ` +
      passes
        .map(
          (s) => `${s.track[0]}:${s.name === 'Commit' ? 'c' : 'r'}${Math.round(s.end - s.start)}`,
        )
        .join(' '),
  );
  const blocking = passes
    .filter((s) => s.track.startsWith('Blocking'))
    .reduce((sum, s) => sum + s.end - s.start, 0);
  console.log(`  blocking renders and commits: ${Math.round(blocking)} ms`);
  if (!PASSES) return;
  for (const pass of passes.filter((s) => s.name !== 'Commit' && s.end - s.start >= PASSES)) {
    const inside = components.filter((c) => c.start >= pass.start && c.end <= pass.end);
    const selfByName = new Map();
    for (const span of inside) {
      selfByName.set(span.name, (selfByName.get(span.name) ?? 0) + span.self);
    }
    const top = (entries) =>
      [...entries]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, time]) => `${name} ${Math.round(time)}`)
        .join(', ');
    const owners = new Map();
    for (const span of inside) owners.set(span.owner, (owners.get(span.owner) ?? 0) + span.self);
    console.log(
      `  ${pass.track[0]}:r${Math.round(pass.end - pass.start)} at ${Math.round(pass.start)}`,
    );
    console.log(`      ours: ${top(owners)}`);
    console.log(`      self: ${top(selfByName)}`);
  }
}

async function main() {
  if (!process.argv.includes('--no-build') || !existsSync(join(SITE, 'index.html'))) build();
  const ours = ourComponents();
  const server = await startServer(PORT, { SITE_DIR: SITE, DEMO_METERS: '0', DEMO_VISITS: '0' });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const screens = (await signIn(browser, server.url)).filter(
      (path) => !ONLY || ONLY.some((only) => path.startsWith(only)),
    );
    console.log(`Start-up of each screen at ${CPU_SLOWDOWN}× CPU, until its first content.`);
    console.log('Commits: B blocking, T transition; r render, c commit (ms).');
    for (const screen of screens) {
      report(screen, await profileScreen(browser, `${server.url}${screen}`), ours);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
