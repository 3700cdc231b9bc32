// The one way the tests and the benchmarks start the real server. CommonJS, so that the server
// tests (compiled to CommonJS by Jest), the benchmarks (tsx) and the plain-Node scripts
// (Lighthouse) can all load it.
const { spawn } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { join } = require('node:path');
const { setTimeout: sleep } = require('node:timers/promises');

const MAIN = join(__dirname, '..', 'server', 'main.ts');

/**
 * A port that is free on loopback now.
 * @returns {Promise<number>}
 */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return address.port;
}

/**
 * SIGTERM, and the promise settles once the process is gone: a stopping server drains for a few
 * seconds, answering on its port meanwhile, so the next one on that port must wait for the exit.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Polls `check` every `everyMs` until it says yes; fails after `ms`, or at once when `gone` says
 * the process it waits for has ended.
 * @param {string} what
 * @param {() => Promise<boolean>} check
 * @param {{ ms: number, everyMs?: number, gone?: () => string | null }} options
 */
async function waitUntil(what, check, { ms, everyMs = 100, gone = () => null }) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(everyMs)) {
    if (await check().catch(() => false)) return;
    const why = gone();
    if (why) throw new Error(`${what}: ${why}`);
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

/**
 * The real server (`server/main.ts`) as its own process on loopback, on `port` or a free one,
 * with `env` over this process's environment. `output`: 'ignore', 'keep' (read with
 * `output()`) or 'stderr' (its warnings and errors go to this process's stderr).
 * @param {{ port?: number, env?: Record<string, string | undefined>, output?: 'ignore' | 'keep' | 'stderr' }} [options]
 */
async function launchServer({ port, env = {}, output = 'ignore' } = {}) {
  const on = port ?? (await freePort());
  const url = `http://127.0.0.1:${on}`;
  /** @type {import('node:child_process').ChildProcess} */
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(on), ...env },
    stdio: [
      'ignore',
      output === 'keep' ? 'pipe' : 'ignore',
      { ignore: 'ignore', keep: 'pipe', stderr: 'inherit' }[output],
    ],
  });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const answers = (path) =>
    fetch(`${url}${path}`).then(
      (response) => response.status === 200,
      () => false,
    );
  return {
    url,
    port: on,
    child,
    exited,
    output: () => printed,
    /**
     * Resolves once `path` answers 200 (`/api/health`: migrated and seeded; `/api/ready`: and
     * taking requests); fails when the process exits first or `ms` pass.
     */
    ready: (path = '/api/health', ms = 300_000) =>
      waitUntil(`${url}${path}`, () => answers(path), {
        ms,
        gone: () => (child.exitCode === null ? null : `the server exited with ${child.exitCode}`),
      }),
    /** Stops the server; the promise settles once it is gone and its port free. */
    stop: () => stopProcess(child),
    /**
     * The CPU time the server has used so far, in ms (Linux; null elsewhere): the difference
     * over a load is its cost per request, which other work on the machine does not move as it
     * moves the wall clock.
     * @returns {number | null}
     */
    cpuMs: () => {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in ticks.
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      } catch {
        return null;
      }
    },
    /**
     * The server's memory now and at its peak, in MB (Linux; null elsewhere).
     * @returns {{ rss: number, peak: number } | null}
     */
    memoryMb: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]);
        return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
      } catch {
        return null;
      }
    },
  };
}

module.exports = { freePort, launchServer, stopProcess, waitUntil };
