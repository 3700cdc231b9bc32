// What a page's scripts before its first paint are made of, from the build's source maps: each
// package's share and each of our modules', gzip. A chunk's gzip size is shared among its sources
// in proportion to the bytes of minified code each one produced (gzip is not additive, so the
// shares are estimates that add up to the chunk). `npm run size` prints it for the cash desk and
// the dashboard beside the floor's (decision 070).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** What the runtime adds that maps to no source: webpack's module glue and its runtime. */
const UNMAPPED = '(webpack: glue and runtime)';

/** `webpack://_N_E/./node_modules/@mantine/core/esm/x.mjs?abc` → its path in the project. */
function sourcePath(source) {
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/\?.*$/, '')
    .replace(/ \+ \d+ modules$/, '');
}

const NODE_MODULES = fileURLToPath(new URL('../node_modules', import.meta.url));
/** The packages that ship source maps of their own: their modules are named by their sources. */
const MAPPED_PACKAGES = [
  'next',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/dates',
  '@mantine/form',
  '@mantine/charts',
];
let ownMaps = null;

/** A source without the `../` that leads to it: the same file is reached from several depths. */
const bare = (source) => source.replace(/^(\.\.\/)+/, '');

/**
 * The package of each source that a package's own source maps name (`../../src/core/Box/Box.tsx`
 * is @mantine/core's): webpack names a module by its package's map's source, not by its file.
 */
function packagesOwnSources() {
  if (ownMaps) return ownMaps;
  ownMaps = new Map();
  const walk = (dir, pkg) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, pkg);
      else if (entry.name.endsWith('.map')) {
        const sources = /"sources":\s*(\[[^\]]*\])/.exec(readFileSync(path, 'utf8'))?.[1];
        for (const source of sources ? JSON.parse(sources) : []) ownMaps.set(bare(source), pkg);
      }
    }
  };
  for (const pkg of MAPPED_PACKAGES) {
    if (existsSync(join(NODE_MODULES, pkg))) walk(join(NODE_MODULES, pkg), pkg);
  }
  return ownMaps;
}

/** The package a path belongs to (`@mantine/core`, `react-dom`), or null for our own code. */
export function packageOf(path) {
  const at = path.lastIndexOf('node_modules/');
  if (at >= 0) {
    // React, React DOM and the scheduler come compiled inside next: named for themselves.
    const inside = path.slice(at + 'node_modules/'.length).replace(/^next\/dist\/compiled\//, '');
    const [first, second] = inside.split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (path.startsWith('webpack/')) return 'webpack';
  if (path.startsWith('../')) return packagesOwnSources().get(bare(path)) ?? '(unknown)';
  return null;
}

/**
 * Bytes of minified code per source of one script, from its map: each mapping owns the code up
 * to the next mapping on its line.
 */
function bytesPerSource(code, map) {
  const lines = code.split('\n');
  // Sources by their index: the consumer would normalise `webpack://_N_E/../../src/x` away.
  const consumer = new SourceMapConsumer({
    ...map,
    sourceRoot: undefined,
    sources: map.sources.map((_, i) => `s${i}`),
  });
  const bytes = new Map();
  const add = (source, n) => n > 0 && bytes.set(source, (bytes.get(source) ?? 0) + n);
  let mapped = 0;
  let previous = null;
  const close = (line, column) => {
    if (!previous) return;
    const end = line === previous.line ? column : lines[previous.line - 1].length;
    add(previous.source, end - previous.column);
    mapped += end - previous.column;
  };
  consumer.eachMapping(
    (m) => {
      close(m.generatedLine, m.generatedColumn);
      previous = {
        line: m.generatedLine,
        column: m.generatedColumn,
        source: m.source ? sourcePath(map.sources[Number(m.source.slice(1))]) : UNMAPPED,
      };
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  if (previous) close(-1, 0);
  add(UNMAPPED, code.length - mapped);
  return bytes;
}

/**
 * Gzip bytes per source of the given scripts, the HTML (with its style sheets) as one more
 * source. `mapsDir` holds each script's `.map` at the script's path.
 * @param {{ dir: string, mapsDir: string, html: string, scripts: string[] }} page
 */
export function breakdown({ dir, mapsDir, html, scripts }) {
  const shares = new Map([
    ['(the HTML and its style sheets)', gzipSync(html, { level: 9 }).length],
  ]);
  for (const src of scripts) {
    const code = readFileSync(join(dir, src), 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    const mapFile = join(mapsDir, `${src}.map`);
    const bytes = existsSync(mapFile)
      ? bytesPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map([[`(no source map) ${src}`, code.length]]);
    const total = [...bytes.values()].reduce((sum, n) => sum + n, 0);
    for (const [source, n] of bytes) {
      shares.set(source, (shares.get(source) ?? 0) + (gzip * n) / total);
    }
  }
  return shares;
}

/** The shares summed by package; our own code as «ours». */
export function byPackage(shares) {
  const packages = new Map();
  for (const [source, bytes] of shares) {
    const name = packageOf(source) ?? (source.startsWith('(') ? source : '(ours)');
    packages.set(name, (packages.get(name) ?? 0) + bytes);
  }
  return packages;
}

/** Our own modules' shares. */
export const ourModules = (shares) =>
  new Map([...shares].filter(([source]) => !packageOf(source) && !source.startsWith('(')));
