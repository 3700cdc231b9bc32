/**
 * `npm test`: every check, in stages, and each stage's time at the end. Before them, what the
 * stages need of the machine is found and, where missing, installed (`test-prerequisites.mjs`).
 * The first stage runs two lanes side by side, one a core: the export's build in one; lint, the
 * type check and the API contract in turn in the other. Four processes on two cores finished no
 * sooner and spent about 10 s more CPU, fighting over the cores' caches. The test runners that
 * follow use both cores themselves. A step's output is printed whole when it ends, so that
 * side-by-side work does not interleave.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites } from './test-prerequisites.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * A template of the server tests' database made after this is of this run: Jest's set-up makes
 * it, and the end-to-end server starts from a copy (seed-template.ts, e2e/server.ts).
 */
const TEMPLATE_SINCE = String(Date.now());

/**
 * Each entry is a stage: its lanes run side by side, each lane's steps one after another; a
 * stage that fails ends the run once all its lanes are done.
 */
const STAGES = [
  [
    [
      ['build', 'node scripts/build-if-stale.mjs'],
      // The floor that `npm run size` sets each page's bytes before its first paint beside.
      ['floor', 'test -f bench/floor/out/rows/index.html || npx tsx bench/floor/build-floor.ts'],
    ],
    [
      ['lint', 'npm run --silent lint'],
      ['typecheck', 'npm run --silent typecheck'],
      ['api:check', 'npm run --silent api:check'],
    ],
  ],
  [
    [
      ['size', 'node scripts/size.mjs'],
      ['styles', 'node scripts/check-styles.mjs'],
      ['docs', 'node scripts/check-docs.mjs'],
    ],
  ],
  [[['jest', 'npm run --silent test:unit']]],
  [[['playwright', 'npx playwright test']]],
];

/** @typedef {{ name: string, seconds: number, cpu?: number, ok: boolean }} Timed */

/**
 * The CPU seconds (user + system) of this process's finished children so far, their own children
 * included (Linux's `cutime` and `cstime`); null where there is no /proc. Read as a step's process
 * ends, the rise since the last reading is that step's work.
 */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of stat(5), counted from the state (field 3); ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let cpuSoFar = childrenCpu();

/**
 * Runs one step; its output goes straight through when `alone`, otherwise it is held and printed
 * whole at the end.
 * @returns {Promise<Timed>}
 */
function run([name, command], alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEMPLATE_SINCE, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    /** @type {Buffer[]} */
    const output = [];
    /** @type {number | undefined} */
    let cpu;
    child.on('exit', () => {
      const now = childrenCpu();
      if (now !== null && cpuSoFar !== null) cpu = now - cpuSoFar;
      cpuSoFar = now;
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        process.stdout.write(`\n── ${name} (${seconds.toFixed(0)} с)\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, seconds, cpu, ok: code === 0 });
    });
  });
}

// A fresh machine: what the stages need is installed (or named) before the first one starts.
ensurePrerequisites();

const started = performance.now();
/** @type {Timed[]} */
const timed = [];
for (const lanes of STAGES) {
  const steps = lanes.flat();
  const alone = steps.length === 1;
  if (alone) console.log(`\n── ${steps[0][0]}`);
  const stageStarted = performance.now();
  const results = (
    await Promise.all(
      lanes.map(async (lane) => {
        /** @type {Timed[]} */
        const done = [];
        for (const step of lane) done.push(await run(step, alone));
        return done;
      }),
    )
  ).flat();
  timed.push(...results);
  if (!alone) {
    const names = lanes.map((lane) => lane.map(([name]) => name).join(' → ')).join(' ‖ ');
    timed.push({
      name: `  (${names})`,
      seconds: (performance.now() - stageStarted) / 1000,
      ok: true,
    });
  }
  if (!results.every((result) => result.ok)) break;
}

const total = (performance.now() - started) / 1000;
const cpuText = (/** @type {number | undefined} */ cpu) =>
  cpu === undefined ? '' : `  ${cpu.toFixed(0).padStart(5)} с ЦП`;
console.log('\nВремя по этапам (‖ — одновременно, → — по очереди; ЦП — пользователь и система):');
for (const { name, seconds, cpu, ok } of timed) {
  console.log(
    `  ${name.padEnd(44)} ${seconds.toFixed(0).padStart(5)} с${cpuText(cpu)}${ok ? '' : '  ОШИБКА'}`,
  );
}
const cpuTotal = timed.reduce((sum, { cpu }) => (cpu === undefined ? sum : sum + cpu), 0);
console.log(
  `  ${'всего'.padEnd(44)} ${total.toFixed(0).padStart(5)} с${cpuText(cpuTotal || undefined)}`,
);
process.exitCode = timed.every((result) => result.ok) ? 0 : 1;
