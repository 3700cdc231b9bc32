/**
 * `npm test`: every check, in stages, and each stage's time at the end.
 * The first stage runs side by side what the tests need first (the export's build, the type
 * check, the API contract); the test runners that follow use both cores themselves. Lint needs
 * nothing and nothing needs it: it starts with the first stage at the lowest priority and runs on
 * whatever the stages leave idle (the template's seeding on one core, a browser test waiting on
 * the page). A step's output is printed whole when it ends, so that side-by-side work does not
 * interleave; a step that fails stops the run.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * A template of the server tests' database made after this is of this run: Jest's set-up makes
 * it, and the end-to-end server starts from a copy (seed-template.ts, e2e/server.ts).
 */
const TEMPLATE_SINCE = String(Date.now());

/** Each entry is a stage; an array of steps runs them side by side. */
const STAGES = [
  [
    ['build', 'node scripts/build-if-stale.mjs'],
    ['typecheck', 'npm run --silent typecheck'],
    ['api:check', 'npm run --silent api:check'],
  ],
  [
    ['size', 'node scripts/size.mjs'],
    ['styles', 'node scripts/check-styles.mjs'],
  ],
  ['jest', 'npm run --silent test:unit'],
  ['playwright', 'npx playwright test'],
];

/** Runs beside all the stages, on the cores they leave idle (`nice`: the lowest priority). */
const BESIDE = [['lint', 'npm run --silent lint']];

/** @typedef {{ name: string, seconds: number, ok: boolean, interrupted?: boolean }} Timed */

/** The steps running now, each the leader of its own process group (so that its tree can stop). */
const running = new Set();

/**
 * Runs one step; its output goes straight through when `alone`, otherwise it is held and printed
 * whole at the end.
 * @returns {Promise<Timed>}
 */
function run([name, command], alone, niced = false) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(niced ? `nice -n 19 ${command}` : command, {
      cwd: ROOT,
      shell: true,
      detached: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEMPLATE_SINCE, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    running.add(child);
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        process.stdout.write(`\n── ${name} (${seconds.toFixed(0)} с)\n`);
        process.stdout.write(Buffer.concat(output));
      }
      // A step stopped because another failed is not a failure of its own.
      resolve({ name, seconds, ok: code === 0, interrupted: code !== 0 && stopped });
    });
  });
}

/** Stops every running step's whole tree. */
function stopAll(signal = 'SIGTERM') {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

let stopped = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopped = true;
    stopAll(signal);
    process.exitCode = 130;
  });
}

const started = performance.now();
/** @type {Timed[]} */
const timed = [];
const beside = BESIDE.map((step) =>
  run(step, false, true).then((result) => {
    // A failed lint ends the run now, not after the browser tests.
    if (!result.ok && !stopped) {
      stopped = true;
      stopAll();
    }
    return { ...result, name: `${result.name} (рядом с этапами)` };
  }),
);
for (const stage of STAGES) {
  if (stopped) break;
  const steps = typeof stage[0] === 'string' ? [stage] : stage;
  if (steps.length === 1) console.log(`\n── ${steps[0][0]}`);
  const stageStarted = performance.now();
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  timed.push(...results);
  if (steps.length > 1) {
    const names = steps.map(([name]) => name).join(' ‖ ');
    timed.push({
      name: `  (${names})`,
      seconds: (performance.now() - stageStarted) / 1000,
      ok: true,
    });
  }
  if (!results.every((result) => result.ok)) {
    stopped = true;
    stopAll();
  }
}
timed.push(...(await Promise.all(beside)));

const total = (performance.now() - started) / 1000;
console.log('\nВремя по этапам (‖ — одновременно):');
for (const { name, seconds, ok, interrupted } of timed) {
  const mark = ok ? '' : interrupted ? '  прервано' : '  ОШИБКА';
  console.log(`  ${name.padEnd(44)} ${seconds.toFixed(0).padStart(5)} с${mark}`);
}
console.log(`  ${'всего'.padEnd(44)} ${total.toFixed(0).padStart(5)} с`);
if (process.exitCode !== 130) process.exitCode = timed.every((result) => result.ok) ? 0 : 1;
