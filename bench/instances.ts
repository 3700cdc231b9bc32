/**
 * `npm run bench:instances`: N real servers (`server/main.ts`, each its own process) started at
 * the same moment on one empty PostgreSQL database, as a deployment of several instances does.
 * Prints the time until every one answers `/api/health` with 200 (all migrated, none crashed).
 * Needs `BENCH_DATABASE_URL`: a PostgreSQL where it may create and drop a scratch database.
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import serverProcess from '../scripts/server-process.cjs';
import { SMOKE } from './smoke';

const { launchServer } = serverProcess;

const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const COUNTS = SMOKE ? [2] : [1, 2, 4];
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3950);

async function startAtOnce(count: number, url: string) {
  const started = performance.now();
  // Started together, each a process of its own, stopped at once (no balancer in front).
  const servers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      launchServer({
        port: FIRST_PORT + i,
        env: { DATABASE_URL: url, SERVE_SITE: '0', SMS_SENDER: '0', DRAIN_DELAY_MS: '0' },
      }),
    ),
  );
  try {
    const ready = await Promise.all(
      servers.map(async (server) => {
        await server.ready('/api/health', 600_000);
        return performance.now() - started;
      }),
    );
    return { all: Math.max(...ready), first: Math.min(...ready) };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
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
