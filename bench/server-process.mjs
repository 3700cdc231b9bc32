import { setTimeout as sleep } from 'node:timers/promises';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * SIGTERM, and the promise settles once the process is gone: a stopping server drains for a few
 * seconds, answering on its port meanwhile, so the next one on that port must wait for the exit.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The real server (`server/main.ts`) as its own process on loopback, on a throwaway in-memory
 * database seeded with the demo, so that a benchmark measures what `npm start` serves.
 * @param {number} port
 * @param {Record<string, string>} [env]
 */
export async function startServer(port, env = {}) {
  const url = `http://127.0.0.1:${port}`;
  const up = () =>
    fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  if (await up()) throw new Error(`port ${port} is taken: stop what listens there`);
  const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    // No balancer stands in front of a bench's server: it stops without the drain delay.
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory', DRAIN_DELAY_MS: '0', ...env },
    stdio: 'ignore',
  });
  /** Stops the server; the promise settles once it is gone and its port free. */
  const stop = () => stopProcess(server);
  /**
   * The CPU time the server has used so far, in ms (Linux; null elsewhere): the difference over
   * a load is its cost per request, which other work on the machine does not move as it moves
   * the wall clock.
   */
  const cpuMs = () => {
    try {
      const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks.
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return null;
    }
  };
  /** The server's memory now and at its peak, in MB (Linux; null elsewhere). */
  const memoryMb = () => {
    try {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]);
      return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
    } catch {
      return null;
    }
  };
  // Seeding the demo on PostgreSQL takes a couple of minutes on two cores.
  for (let i = 0; i < 600; i++) {
    if (await up()) return { url, stop, cpuMs, memoryMb };
    await sleep(500);
  }
  await stop();
  throw new Error('the server did not start');
}

/**
 * A self-signed certificate for localhost and 127.0.0.1, made with `openssl` in a fresh folder:
 * `cert` (the certificate alone, for a client to trust) and `pem` (certificate and key in one
 * file, as HAProxy reads them).
 */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'tls-'));
  const [key, cert, pem] = ['key.pem', 'cert.pem', 'haproxy.pem'].map((name) => join(dir, name));
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
    ].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  return { cert, pem };
}

/**
 * The chain's balancer (`deploy/haproxy.cfg`: TLS, HTTP/2) on `port`, in front of two instances
 * (`host:port` each); resolves once `/api/ready` answers through it.
 * @param {number} port
 * @param {[string, string]} instances
 * @param {string} pem
 */
export async function startBalancer(port, [first, second], pem) {
  const balancer = spawn('haproxy', ['-f', join(ROOT, 'deploy', 'haproxy.cfg'), '-db'], {
    env: {
      ...process.env,
      HALL_LISTEN: `127.0.0.1:${port}`,
      HALL_TLS_CERT: pem,
      HALL_API_1: first,
      HALL_API_2: second,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = () =>
    new Promise((resolve) => {
      const request = https.get(
        { host: '127.0.0.1', port, path: '/api/ready', rejectUnauthorized: false },
        (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        },
      );
      request.on('error', () => resolve(false));
    });
  for (let i = 0; i < 100; i++) {
    if (await ready())
      return { url: `https://127.0.0.1:${port}`, stop: () => stopProcess(balancer) };
    await sleep(200);
  }
  await stopProcess(balancer);
  throw new Error('the balancer did not start');
}
