/**
 * Builds the floor of `npm run lighthouse` (this folder's bare Next.js export, into `out/` here)
 * with the project's own `next`, and writes its compressed copies as `npm run build` does for
 * the site, so that both are served the same way.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listExportFiles, TEXT_FILE, writeCompressedCopies } from '../../server/site/precompress';

const FLOOR = __dirname;

async function main() {
  const built = spawnSync('npx', ['next', 'build', '--webpack', FLOOR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error('the floor did not build');
  const out = join(FLOOR, 'out');
  const contents = new Map(
    listExportFiles(out)
      .filter((path) => TEXT_FILE.test(path))
      .map((path) => [path, readFileSync(path)]),
  );
  await writeCompressedCopies(contents);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
