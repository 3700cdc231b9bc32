/**
 * `npm run bench:api`: the real server (API and site, embedded database) as its own
 * process on loopback, loaded with autocannon from this one. Prints requests/s and p50/p99 of
 * GET /api/halls and of sign-in, then the latency of unrelated requests while 50 sign-ins are
 * always in flight.
 */
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './server-process.mjs';
import { size, judged } from './smoke';
import { staffDatabase } from './staff-database';

const CONNECTIONS = 10;
const SECONDS = size('BENCH_SECONDS', 10, 1);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const PARALLEL_SIGN_INS = 50;
const TARGETS = { hallsP99: 20, healthUnderSignInsP99: 100 };

/** Requests that were refused or failed, over every run: any fails the bench. */
let failures = 0;

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const { latency, requests, non2xx, errors, statusCodeStats } = result;
  failures += non2xx + errors;
  const statuses = Object.entries(statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`);
  console.log(
    `${title.padEnd(34)} ${requests.average.toFixed(0).padStart(6)} req/s   p50 ${latency.p50} ms   p99 ${latency.p99} ms   non-2xx ${non2xx} ${statuses.join(' ')}  errors ${errors}`,
  );
  return result;
}

const signInBody = JSON.stringify({ login: 'manager', password: 'demo1234' });

/** Keeps one correct sign-in per login in flight, each from its own address, until `until`. */
async function signInStorm(url: string, logins: string[], until: number) {
  let ok = 0;
  let refused = 0;
  const worker = async (login: string, client: number) => {
    while (Date.now() < until) {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${client}` },
        body: JSON.stringify({ login, password: 'demo1234' }),
      });
      await response.arrayBuffer();
      if (response.ok) ok++;
      else refused++;
    }
  };
  await Promise.all(logins.map((login, i) => worker(login, i + 1)));
  return { ok, refused };
}

const verdict = (value: number, target: number) =>
  value < target ? `within the ${target} ms target` : `OVER the ${target} ms target`;

async function main() {
  // 50 cashiers at 50 addresses (TRUST_PROXY reads them from X-Forwarded-For).
  const { dataDir, logins } = await staffDatabase(PARALLEL_SIGN_INS);
  const server = await startServer(PORT, { TRUST_PROXY: '1', DATA_DIR: dataDir });
  try {
    const { url } = server;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signInBody,
    });
    const { token } = (await login.json()) as { token: string };

    console.log(`${CONNECTIONS} connections, ${SECONDS} s each, PGlite, loopback`);
    const halls = await run('GET /api/halls', {
      url: `${url}/api/halls`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    // The session read alone, and the session read plus the hall check: what every call pays.
    await run('GET /api/auth/me', {
      url: `${url}/api/auth/me`,
      headers: { authorization: `Bearer ${token}` },
    });
    await run('GET /api/halls/1', {
      url: `${url}/api/halls/1`,
      headers: { authorization: `Bearer ${token}` },
    });
    let next = 0;
    await run('POST /api/auth/login', {
      url: `${url}/api/auth/login`,
      requests: [
        {
          method: 'POST',
          // Each sign-in another cashier at another address.
          setupRequest: (request) => {
            const i = next++ % logins.length;
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${i + 1}` },
              body: JSON.stringify({ login: logins[i], password: 'demo1234' }),
            };
          },
        },
      ],
    });

    console.log(`\nWhile ${PARALLEL_SIGN_INS} sign-ins are always in flight (2 connections each):`);
    const until = Date.now() + SECONDS * 1000;
    const storm = signInStorm(url, logins, until);
    const [health, page] = await Promise.all([
      run('GET /api/health', { url: `${url}/api/health`, connections: 2 }),
      run('GET /auth/login/ (static, br)', {
        url: `${url}/auth/login/`,
        connections: 2,
        headers: { 'accept-encoding': 'br' },
      }),
    ]);
    const signIns = await storm;
    failures += signIns.refused;
    console.log(
      `${'POST /api/auth/login (storm)'.padEnd(34)} ${(signIns.ok / SECONDS).toFixed(0).padStart(6)} sign-ins/s   refused ${signIns.refused}`,
    );

    console.log(
      `\nGET /api/halls p99 ${halls.latency.p99} ms: ${verdict(halls.latency.p99, TARGETS.hallsP99)}`,
    );
    console.log(
      `GET /api/health p99 during sign-ins ${health.latency.p99} ms: ${verdict(health.latency.p99, TARGETS.healthUnderSignInsP99)}`,
    );
    console.log(`GET /auth/login/ p99 during sign-ins ${page.latency.p99} ms`);
    const withinTargets =
      halls.latency.p99 < TARGETS.hallsP99 && health.latency.p99 < TARGETS.healthUnderSignInsP99;
    if (failures > 0) console.log(`${failures} requests refused or failed`);
    if (failures > 0 || !judged(withinTargets)) process.exitCode = 1;
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
