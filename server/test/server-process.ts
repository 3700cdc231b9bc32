import { setTimeout as sleep } from 'node:timers/promises';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The real server (`server/main.ts`) as its own process on a free loopback port, API only, no
 * SMS sender, no demo; `env` adds to or overrides that. Its output is kept for the test to read.
 */
export async function startServerProcess(env: Record<string, string | undefined>) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, '..', 'main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        SERVE_SITE: '0',
        SMS_SENDER: '0',
        DEMO_DATA: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { base: `http://127.0.0.1:${port}`, child, output: () => output };
}

/** The first answer of `url` that `done` accepts, polling until `ms` have passed. */
export async function waitFor(url: string, done: (r: Response) => boolean, ms: number) {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(200)) {
    const response = await fetch(url).catch(() => null);
    if (response && done(response)) return response;
    await response?.arrayBuffer();
  }
  throw new Error(`${url}: no awaited answer within ${ms} ms`);
}
