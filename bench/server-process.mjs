import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

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
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory', ...env },
    stdio: 'ignore',
  });
  const stop = () => void server.kill('SIGTERM');
  for (let i = 0; i < 240; i++) {
    if (await up()) return { url, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the server did not start');
}
