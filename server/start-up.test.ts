/**
 * The real server started on an embedded database folder it cannot open (a file lies where the
 * folder should be, as when a volume is not mounted yet): it listens anyway, the API answers 503
 * with Retry-After, and once the folder can be opened it comes up by itself.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, waitFor } from './test/server-process';
const dataDir = join(tmpdir(), `pglite-${randomUUID()}`);
let server: ChildProcess | null = null;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('start-up without its database', () => {
  it('answers 503 until the data folder can be opened, then comes up by itself', async () => {
    writeFileSync(dataDir, 'not a folder');
    const started = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    server = started.child;
    const { base } = started;
    const down = await waitFor(`${base}/api/health`, () => true, 30_000);
    expect([down.status, down.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await down.json()).toEqual({ status: 'error', database: 'error' });
    const me = await fetch(`${base}/api/auth/me`);
    expect(me.status).toBe(503);
    expect(((await me.json()) as { error: { code: string } }).error.code).toBe(
      'database_unavailable',
    );
    const notReady = await fetch(`${base}/api/ready`);
    expect([notReady.status, await notReady.json()]).toEqual([503, { status: 'starting' }]);

    rmSync(dataDir);
    const up = await waitFor(`${base}/api/health`, (r) => r.status === 200, 60_000);
    expect(await up.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(server.exitCode).toBeNull();
    expect((await fetch(`${base}/api/auth/me`)).status).toBe(401);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
  }, 90_000);
});
