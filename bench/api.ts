/**
 * `npm run bench:api`: starts the real server (API only, embedded database in memory) as its own
 * process on loopback and loads GET /api/halls and a login with autocannon from this one.
 * Prints requests/s and p50/p99 latency.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const URL = `http://127.0.0.1:${PORT}`;
const TARGET_P99_MS = 20;

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${URL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const { latency, requests, non2xx, errors } = result;
  console.log(
    `${title.padEnd(22)} ${requests.average.toFixed(0).padStart(6)} req/s   p50 ${latency.p50} ms   p99 ${latency.p99} ms   non-2xx ${non2xx}   errors ${errors}`,
  );
  return result;
}

async function main() {
  if (
    await fetch(`${URL}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${PORT} is taken: stop what listens there or set BENCH_PORT`);
  }
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, '..', 'server', 'main.ts')],
    {
      env: { ...process.env, PORT: String(PORT), DATA_DIR: 'memory', SERVE_SITE: '0' },
      stdio: 'ignore',
    },
  );
  try {
    await waitForServer();
    const login = await fetch(`${URL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'manager', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };

    console.log(`${CONNECTIONS} connections, ${SECONDS} s each, PGlite in memory, loopback`);
    const halls = await run('GET /api/halls', {
      url: `${URL}/api/halls`,
      headers: { authorization: `Bearer ${token}` },
    });
    // Successful logins only: failures would hit the per-address limit of the loopback client.
    await run('POST /api/auth/login', {
      url: `${URL}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
    });
    const verdict = halls.latency.p99 < TARGET_P99_MS ? 'within' : 'OVER';
    console.log(
      `GET /api/halls p99 ${halls.latency.p99} ms: ${verdict} the ${TARGET_P99_MS} ms target`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

void main();
