import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs `scripts/build-if-stale.mjs` in a child process. `npm start` does so while the database
 * migrates and seeds: the build and the seeding each keep one core busy, so on two cores a first
 * start takes about the longer of the two rather than their sum.
 */
export function buildSiteIfStale(): Promise<void> {
  const script = join(__dirname, '..', '..', 'scripts', 'build-if-stale.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: 'inherit' });
    // A start that fails on the database must not leave the build running on its own.
    const stop = () => child.kill();
    process.once('exit', stop);
    child.on('error', reject);
    child.on('exit', () => process.off('exit', stop));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`сборка статического экспорта: код ${code}`)),
    );
  });
}
