/** @jest-environment node */
/**
 * The real server started on an embedded database folder it cannot open (a file lies where the
 * folder should be, as when a volume is not mounted yet): it listens anyway, the API answers 503
 * with Retry-After, and once the folder can be opened it comes up by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dataDir = join(tmpdir(), `pglite-${randomUUID()}`);
let server: ChildProcess | null = null;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The first answer of `url` that `done` accepts, polling until `ms` have passed. */
async function waitFor(url: string, done: (r: Response) => boolean, ms: number) {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(200)) {
    const response = await fetch(url).catch(() => null);
    if (response && done(response)) return response;
    await response?.arrayBuffer();
  }
  throw new Error(`${url}: no awaited answer within ${ms} ms`);
}

describe('start-up without its database', () => {
  it('answers 503 until the data folder can be opened, then comes up by itself', async () => {
    writeFileSync(dataDir, 'not a folder');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        SERVE_SITE: '0',
        SMS_SENDER: '0',
        DEMO_DATA: '0',
      },
      stdio: 'ignore',
    });
    const down = await waitFor(`${base}/api/health`, () => true, 30_000);
    expect([down.status, down.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await down.json()).toEqual({ status: 'error', database: 'error' });
    const me = await fetch(`${base}/api/auth/me`);
    expect(me.status).toBe(503);
    expect((await me.json()).error.code).toBe('database_unavailable');

    rmSync(dataDir);
    const up = await waitFor(`${base}/api/health`, (r) => r.status === 200, 60_000);
    expect(await up.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(server.exitCode).toBeNull();
    expect((await fetch(`${base}/api/auth/me`)).status).toBe(401);
  }, 90_000);
});
