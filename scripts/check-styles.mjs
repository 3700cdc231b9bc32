/**
 * Every Mantine class (`m_` and eight hex digits, from the components' class maps) that code can
 * put on an element has its rule in a style sheet that is loaded by then. Each file imports the
 * sheets of the Mantine components it draws (the root layout holds those of the login and the
 * error pages), so a sheet comes with the chunk that needs it; this fails the build's checks when
 * a component comes into use without its sheet, instead of showing it unstyled on one screen.
 *
 * Checked for every exported page (its scripts and preloads against its style sheets), and for
 * every part loaded later (`import()`, from Next's `react-loadable-manifest.json`) against its
 * own sheets and those of every page or part that can load it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'out');
const CLASS = /\bm_[0-9a-f]{8}\b/g;

const cache = new Map();
/** @param {string} file a path under `_next/` @returns {Set<string>} */
function classesIn(file) {
  if (!cache.has(file)) {
    cache.set(file, new Set(readFileSync(join(OUT, '_next', file), 'utf8').match(CLASS) ?? []));
  }
  return cache.get(file);
}

/** Classes of `scripts` with no rule in `sheets`. */
function unstyled(scripts, sheets) {
  const styled = new Set(sheets.flatMap((file) => [...classesIn(file)]));
  return [...new Set(scripts.flatMap((file) => [...classesIn(file)]))]
    .filter((name) => !styled.has(name))
    .sort();
}

/** The repository's own files that `file` imports statically, by path from the root. */
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*'([^']+)'|(?:^|\n)\s*import\s*'([^']+)'/g;
function resolveImport(from, specifier) {
  const base = specifier.startsWith('@/')
    ? join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(join(ROOT, from)), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return relative(ROOT, candidate);
  }
  return null;
}
const closures = new Map();
/** `file` and every repository file it reaches through static imports. */
function staticClosure(file) {
  if (closures.has(file)) return closures.get(file);
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.pop();
    for (const match of readFileSync(join(ROOT, current), 'utf8').matchAll(SPECIFIER)) {
      const target = resolveImport(current, match[1] ?? match[2]);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  closures.set(file, seen);
  return seen;
}

/** Next's record of every `import()`: `importer -> specifier` and the files it loads. */
const loadable = Object.entries(
  JSON.parse(readFileSync(join(ROOT, '.next', 'react-loadable-manifest.json'), 'utf8')),
).map(([key, { files }]) => {
  const [importer, specifier] = key.split(' -> ');
  return {
    key,
    importer,
    target: resolveImport(importer, specifier),
    scripts: files.filter((file) => file.endsWith('.js')),
    sheets: files.filter((file) => file.endsWith('.css')),
  };
});

/** Which of Mantine's sheets holds each class, to name what a file should import. */
const sheetOf = new Map();
for (const dir of [
  '@mantine/core/styles',
  '@mantine/dates',
  '@mantine/charts',
  '@mantine/notifications',
]) {
  const path = join(ROOT, 'node_modules', dir);
  for (const name of readdirSync(path).filter((file) => /^[\w-]+\.layer\.css$/.test(file))) {
    for (const found of readFileSync(join(path, name), 'utf8').match(CLASS) ?? []) {
      if (!sheetOf.has(found)) sheetOf.set(found, `${dir}/${name}`);
    }
  }
}
const named = (missing) =>
  [...new Set(missing.map((name) => sheetOf.get(name) ?? name))].sort().join(', ');

const problems = [];
const checkedParts = new Set();

/**
 * The parts that the files of `closure` load later, each checked against its sheets and
 * `loaded` (the sheets there by the time it can load), then the parts those load in turn.
 */
function checkParts(where, closure, loaded) {
  for (const part of loadable) {
    if (!closure.has(part.importer)) continue;
    const sheets = [...loaded, ...part.sheets];
    const visit = `${part.key}|${[...new Set(sheets)].sort().join(',')}`;
    if (checkedParts.has(visit)) continue;
    checkedParts.add(visit);
    const missing = unstyled(part.scripts, sheets);
    if (missing.length > 0) problems.push(`${where} → ${part.key}: ${named(missing)}`);
    if (part.target) checkParts(`${where} → ${part.key}`, staticClosure(part.target), sheets);
  }
}

const pages = readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter((name) =>
  name.endsWith('index.html'),
);
const attribute = (html, pattern) =>
  [...html.matchAll(pattern)].map((match) => match[1].replace(/^\/_next\//, ''));
for (const page of pages) {
  const html = readFileSync(join(OUT, page), 'utf8');
  const scripts = attribute(html, /(?:src|href)="(\/_next\/static\/chunks\/[^"]+\.js)"/g);
  // Linked or written in (`data-href`, a list where Next inlines several).
  const sheets = [...html.matchAll(/href="([^"]+)"/g)]
    .flatMap((match) => match[1].split(' '))
    .filter((href) => /^\/_next\/static\/css\/.+\.css$/.test(href))
    .map((href) => href.replace(/^\/_next\//, ''));
  const missing = unstyled(scripts, sheets);
  if (missing.length > 0) problems.push(`/${dirname(page)}/: ${named(missing)}`);
  const route = dirname(page) === '.' ? '' : dirname(page);
  const pageFile = ['app', 'app/(protected)']
    .map((dir) => join(dir, route, 'page.tsx'))
    .find((file) => existsSync(join(ROOT, file)));
  if (pageFile) checkParts(`/${route}`, staticClosure(pageFile), sheets);
  // The layouts' own parts (the notifications, the sign-out question, error reporting).
  const layouts = pageFile?.startsWith('app/(protected)/')
    ? ['app/layout.tsx', 'app/(protected)/layout.tsx']
    : ['app/layout.tsx'];
  for (const layout of layouts) {
    checkParts(`/${route} (${layout})`, staticClosure(layout), sheets);
  }
}

console.log(
  `Mantine classes checked on ${pages.length} pages and ${new Set([...checkedParts].map((visit) => visit.split('|')[0])).size} parts loaded later`,
);
if (problems.length > 0) {
  console.error(`Без стилей:\n${problems.join('\n')}`);
  process.exit(1);
}
