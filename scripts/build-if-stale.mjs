// Builds the static export when out/ is missing or older than any source it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = [
  'app',
  'components',
  'stores',
  'lib',
  'public',
  'scripts/finish-export.ts',
  // What the export's last step imports: the pages' policy, preloads and compressed copies.
  'server/site/inline-scripts.ts',
  'server/site/screen-preloads.ts',
  'server/site/site-files.ts',
  'server/security-headers.ts',
  'server/compression.ts',
];
const FILES = ['next.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
const STAMP = join(root, 'out', 'index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// The build's last step writes each page's policy <meta>: a page without it is an unfinished build.
const FINISHED = 'http-equiv="Content-Security-Policy"';

export function isExportStale() {
  if (!existsSync(STAMP) || !readFileSync(STAMP, 'utf8').includes(FINISHED)) return true;
  const built = statSync(STAMP).mtimeMs;
  const sources = [...SOURCES, ...FILES].map((p) => newestMtime(join(root, p)));
  return Math.max(...sources) > built;
}

export function buildIfStale() {
  if (!isExportStale()) return;
  console.log('Сборка статического экспорта (out/)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
