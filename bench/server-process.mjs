import { spawn, spawnSync } from 'node:child_process';
import serverProcess from '../scripts/server-process.cjs';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { launchServer, stopProcess, waitUntil } = serverProcess;

export { stopProcess };

/**
 * The real server (`server/main.ts`) as its own process on loopback, on a throwaway in-memory
 * database seeded with the demo, so that a benchmark measures what `npm start` serves. No
 * balancer stands in front of a bench's server: it stops without the drain delay.
 * @param {number} port
 * @param {Record<string, string>} [env]
 */
export async function startServer(port, env = {}) {
  const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
  if (health?.ok) throw new Error(`port ${port} is taken: stop what listens there`);
  const server = await launchServer({
    port,
    env: { DATA_DIR: 'memory', DRAIN_DELAY_MS: '0', ...env },
  });
  try {
    // Seeding the demo on PostgreSQL takes a couple of minutes on two cores.
    await server.ready('/api/health', 300_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const { url, stop, cpuMs, memoryMb } = server;
  return { url, stop, cpuMs, memoryMb };
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
  /** @returns {Promise<boolean>} */
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
  try {
    await waitUntil('the balancer', ready, { ms: 20_000, everyMs: 200 });
  } catch (error) {
    await stopProcess(balancer);
    throw error;
  }
  return { url: `https://127.0.0.1:${port}`, stop: () => stopProcess(balancer) };
}
