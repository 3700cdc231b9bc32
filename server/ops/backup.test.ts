/**
 * The backup drill: a copy taken while the server works, a change after it, a restore (refused
 * while a server holds the database), and the same row counts and money sums as at the copy.
 * On PGlite it runs the real server on a folder; on PostgreSQL (TEST_DATABASE_URL) a scratch
 * database copied from the seeded one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase } from '../db/database';
import { startServerProcess, waitFor } from '../test/server-process';
import { TEMPLATE_DIR } from '../test/template';
import { databaseName } from '../test/worker-database';

const FIGURES = `select
  (select count(*) from halls)::int as halls,
  (select count(*) from users)::int as users,
  (select count(*) from workers)::int as workers,
  (select count(*) from clients)::int as clients,
  (select count(*) from visits)::int as visits,
  (select count(*) from shifts)::int as shifts,
  (select count(*) from cash_operations)::int as operations,
  (select coalesce(sum(amount), 0)::text from cash_operations) as "operationsSum",
  (select coalesce(sum(balance), 0)::text from shifts) as "balancesSum"`;

type Figures = Record<string, number | string>;

/** `npm run backup|restore -- <file>` with `env`; its exit code and what it printed. */
function cli(
  command: 'backup' | 'restore',
  file: string,
  env: Record<string, string>,
  extra: string[] = [],
) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'backup.ts'), command, file, ...extra],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function pgliteFigures(options: { dataDir?: string; loadDataDir?: Blob }) {
  const db = await PGlite.create(options);
  const { rows } = await db.query<Figures>(FIGURES);
  await db.close();
  return rows[0];
}

const postgres = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'drill-'));
let server: ChildProcess | null = null;
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

(postgres ? describe.skip : describe)('the backup drill on PGlite', () => {
  it('copies the running server’s folder and puts it back, row for row and tenge for tenge', async () => {
    const dataDir = join(work, 'db');
    const file = join(work, 'copy.tar.gz');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    // The seeded demo in a folder, as a chain's first months would leave it.
    cpSync(TEMPLATE_DIR, dataDir, { recursive: true });

    const started = await startServerProcess({ ...env, DRAIN_DELAY_MS: '0' });
    server = started.child;
    const { base } = started;
    await waitFor(`${base}/api/ready`, (r) => r.status === 200, 60_000);

    const backup = await cli('backup', file, env);
    expect(backup).toEqual({
      code: 0,
      output: expect.stringContaining('Резервная копия записана'),
    });
    const copied = await pgliteFigures({ loadDataDir: new Blob([gunzipSync(readFileSync(file))]) });

    // Work goes on after the copy: a cash operation in the open shift of hall 1.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'cashier', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const operation = await fetch(`${base}/api/halls/1/cash-operations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ type: 'cash_in', amount: '12345.67' }),
    });
    expect(operation.status).toBe(201);

    const refused = await cli('restore', file, env);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('остановите его перед восстановлением');

    const exited = new Promise((resolve) => server!.on('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    const changed = await pgliteFigures({ dataDir });
    expect(changed.operations).toBe(Number(copied.operations) + 1);

    const restored = await cli('restore', file, env);
    expect(restored).toEqual({ code: 0, output: expect.stringContaining('База восстановлена') });
    expect(await pgliteFigures({ dataDir })).toEqual(copied);
    // The folder it replaced is kept beside it.
    expect(restored.output).toMatch(/Прежняя папка базы сохранена: .*db\.before-restore-/);
  }, 120_000);

  it('refuses a file that is not a copy, and leaves the folder as it was', async () => {
    const dataDir = join(work, 'db');
    const before = await pgliteFigures({ dataDir });
    const junk = join(work, 'junk.tar');
    writeFileSync(junk, 'not a tarball');
    const refused = await cli('restore', junk, { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('это не резервная копия встроенной базы');
    expect(await pgliteFigures({ dataDir })).toEqual(before);
  }, 60_000);
});

(postgres ? describe : describe.skip)('the backup drill on PostgreSQL', () => {
  it('dumps while connected, refuses to restore under a running API, then restores', async () => {
    const admin = new Client({ connectionString: new URL('/postgres', postgres!).toString() });
    await admin.connect();
    const seeded = databaseName(postgres!);
    const scratch = `${seeded}_drill_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${scratch}" TEMPLATE "${seeded}"`);
    const url = new URL(`/${scratch}`, postgres!).toString();
    const figures = async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<Figures>(FIGURES);
      await client.end();
      return rows[0];
    };
    // An API instance at work on the database: its pool holds a connection.
    const api = await openDatabase({ url });
    let apiOpen = true;
    try {
      const file = join(work, 'copy.dump');
      await api.db.execute(sql`select 1`);
      const before = await figures();
      expect(await cli('backup', file, { DATABASE_URL: url })).toMatchObject({ code: 0 });

      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(
        `insert into cash_operations (hall_id, desk_id, shift_id, type, amount, balance_after, created_at)
         select hall_id, desk_id, shift_id, 'cash_in', 1234567, balance_after + 1234567, now()
         from cash_operations order by id desc limit 1`,
      );
      await client.end();
      expect(await figures()).not.toEqual(before);

      const refused = await cli('restore', file, { DATABASE_URL: url });
      expect(refused.code).toBe(2);
      expect(refused.output).toContain('остановите их перед восстановлением');
      await api.close();
      apiOpen = false;

      const restored = await cli('restore', file, { DATABASE_URL: url });
      expect(restored).toMatchObject({ code: 0 });
      expect(await figures()).toEqual(before);
    } finally {
      if (apiOpen) await api.close();
      await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
