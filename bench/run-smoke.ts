/**
 * `npm run bench:smoke`: every `bench:*` script of package.json in its smoke mode
 * (`bench/smoke.ts`), one after another, with each one's time; fails if any fails. With
 * BENCH_DATABASE_URL (a PostgreSQL database holding the demo, where scratch databases may be
 * made) the benches' PostgreSQL parts run too, and those that need it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
/** PostgreSQL's alone: without a database they have nothing to run. */
const POSTGRES_ONLY = new Set(['bench:instances', 'bench:restart', 'bench:gaming-days']);
const database = process.env.BENCH_DATABASE_URL;

const results: { name: string; seconds: number; status: string }[] = [];
for (const name of Object.keys(scripts).filter((n) => n.startsWith('bench:'))) {
  if (name === 'bench:smoke') continue;
  if (POSTGRES_ONLY.has(name) && !database) {
    results.push({ name, seconds: 0, status: 'нет BENCH_DATABASE_URL' });
    continue;
  }
  console.log(`\n=== ${name}`);
  const started = performance.now();
  const run = spawnSync('npm', ['run', '--silent', name], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_SMOKE: '1' },
  });
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, seconds, status: run.status === 0 ? 'ok' : `ОШИБКА (${run.status})` });
}

console.log('\nДымовые прогоны:');
for (const { name, seconds, status } of results) {
  console.log(`  ${name.padEnd(18)} ${seconds.toFixed(0).padStart(4)} с  ${status}`);
}
if (results.some((r) => r.status.startsWith('ОШИБКА'))) process.exitCode = 1;
