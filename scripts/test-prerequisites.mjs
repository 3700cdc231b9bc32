/**
 * What `npm test` needs besides the npm packages, found before any stage runs: on a fresh machine
 * it installs what is missing with Debian's `apt-get` (as root, saying what and why), or stops at
 * once with the one command to run. `.ci/run` installs the same and more (PostgreSQL for the
 * server suite's second run, the full browser and HAProxy for the benchmarks).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CHROMIUM_PATH } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * @typedef {{ name: string, why: string, found: () => boolean, debian?: string }} Prerequisite
 * `debian`: the Debian package that provides it; none when it is not ours to install.
 */

/** @param {string} command */
const onPath = (command) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, command)));

/** @type {Prerequisite[]} */
export const PREREQUISITES = [
  {
    name: TEST_CHROMIUM_PATH,
    why: 'на нём идут сквозные тесты (headless-оболочка Chromium)',
    found: () => existsSync(TEST_CHROMIUM_PATH),
    // A browser of one's own (TEST_CHROMIUM_PATH) is not ours to install.
    debian: process.env.TEST_CHROMIUM_PATH ? undefined : 'chromium-headless-shell',
  },
  {
    name: 'promtool',
    why: 'им тесты метрик проверяют формат /metrics',
    found: () => onPath('promtool'),
    debian: 'prometheus',
  },
];

/**
 * What to do about the missing ones: install their packages, or stop with the command that
 * would (or, for one no package provides, with what to set).
 * @param {Prerequisite[]} missing
 * @param {{ root: boolean, aptGet: boolean }} machine
 * @returns {{ kind: 'ready' } | { kind: 'install', packages: string[] } | { kind: 'stop', message: string }}
 */
export function setUpPlan(missing, { root, aptGet }) {
  if (missing.length === 0) return { kind: 'ready' };
  const unpackaged = missing.filter((item) => !item.debian);
  if (unpackaged.length > 0) {
    return {
      kind: 'stop',
      message: unpackaged.map((item) => `нет ${item.name}: ${item.why}`).join('; '),
    };
  }
  const packages = [...new Set(missing.map((item) => /** @type {string} */ (item.debian)))];
  const install = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  if (root && aptGet) return { kind: 'install', packages };
  return {
    kind: 'stop',
    message: aptGet
      ? `выполните: sudo apt-get update && sudo ${install}`
      : `установите: ${packages.join(', ')} (пакеты Debian)`,
  };
}

/** Finds what is missing and installs it, or ends the process with what to do. */
export function ensurePrerequisites() {
  if (!existsSync(join(ROOT, 'node_modules', '.package-lock.json'))) {
    console.log('Нет node_modules: npm ci');
    const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (installed.status !== 0) process.exit(installed.status ?? 1);
  }
  const missing = PREREQUISITES.filter((item) => !item.found());
  const plan = setUpPlan(missing, {
    root: process.getuid?.() === 0,
    aptGet: onPath('apt-get'),
  });
  if (plan.kind === 'ready') return;
  for (const item of missing) console.log(`Нет ${item.name}: ${item.why}.`);
  if (plan.kind === 'stop') {
    console.error(`npm test не может начаться: ${plan.message}`);
    process.exit(1);
  }
  console.log(`Устанавливаю пакеты Debian: ${plan.packages.join(' ')}`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...plan.packages]]) {
    const done = spawnSync('apt-get', args, { stdio: 'inherit' });
    if (done.status !== 0) process.exit(done.status ?? 1);
  }
  const still = PREREQUISITES.filter((item) => !item.found());
  if (still.length > 0) {
    console.error(
      `npm test не может начаться: после установки нет ${still.map((i) => i.name).join(', ')}`,
    );
    process.exit(1);
  }
}
