/**
 * `npm run bench:instances`: N real servers (`server/main.ts`, each its own process) started at
 * the same moment on one empty PostgreSQL database, as a deployment of several instances does.
 * Prints the time until every one answers `/api/health` with 200 (all migrated, none crashed).
 * Needs `BENCH_DATABASE_URL`: a PostgreSQL where it may create and drop a scratch database.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Pool } from 'pg';
import { stopProcess } from './server-process.mjs';
import { SMOKE } from './smoke';

const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const COUNTS = SMOKE ? [2] : [1, 2, 4];
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3950);

async function startAtOnce(count: number, url: string) {
  const started = performance.now();
  const servers = Array.from({ length: count }, (_, i) => {
    const port = FIRST_PORT + i;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, '..', 'server', 'main.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: url,
          PORT: String(port),
          SERVE_SITE: '0',
          SMS_SENDER: '0',
          DRAIN_DELAY_MS: '0', // no balancer in front: stopped at once
        },
        stdio: 'ignore',
      },
    );
    return { port, child };
  });
  try {
    const ready = await Promise.all(
      servers.map(async ({ port, child }) => {
        while (child.exitCode === null) {
          const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) return performance.now() - started;
          await sleep(50);
        }
        throw new Error(`instance on ${port} exited with ${child.exitCode}`);
      }),
    );
    return { all: Math.max(...ready), first: Math.min(...ready) };
  } finally {
    await Promise.all(servers.map(({ child }) => stopProcess(child)));
  }
}

async function main() {
  if (!ADMIN_URL)
    throw new Error('BENCH_DATABASE_URL: a PostgreSQL to create scratch databases in');
  const admin = new Pool({ connectionString: ADMIN_URL });
  console.log('Instances started at once on an empty PostgreSQL database (migrations, no demo):');
  try {
    for (const count of COUNTS) {
      const name = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      await admin.query(`create database ${name}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      try {
        const { first, all } = await startAtOnce(count, url.toString());
        console.log(
          `${String(count).padStart(2)} instance(s): first ready ${(first / 1000).toFixed(2)} s, all ready ${(all / 1000).toFixed(2)} s`,
        );
      } finally {
        await admin.query(`drop database ${name} with (force)`);
      }
    }
  } finally {
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
