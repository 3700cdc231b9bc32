import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { Database } from '../db/database';
import { logger } from '../logger';

/**
 * The local door of a server that runs on a PGlite folder: a Unix socket beside the folder, open
 * to whoever may read the folder itself (its file mode is the access check). Only the process
 * that holds the folder can copy it consistently, so `npm run backup` asks it through here; and
 * `npm run restore` refuses while something answers here.
 */
export const controlSocketPath = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.control`;

export async function openControlSocket(dataDir: string, database: Database): Promise<Server> {
  const path = controlSocketPath(dataDir);
  // A socket left by a process that died: nothing answers it any more.
  if (existsSync(path) && !(await controlSocketAnswers(path))) unlinkSync(path);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup' || !database.dump) {
      res.writeHead(404).end();
      return;
    }
    const started = performance.now();
    database.dump().then(
      async (tarball) => {
        const bytes = Buffer.from(await tarball.arrayBuffer());
        res.writeHead(200, { 'Content-Type': 'application/x-tar', 'Content-Length': bytes.length });
        res.end(bytes);
        const ms = Math.round(performance.now() - started);
        logger.info({ bytes: bytes.length, ms }, 'Резервная копия базы отдана');
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  chmodSync(path, 0o600);
  return server;
}

/** Whether a server answers on the control socket at `path`. */
export function controlSocketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request(
      { socketPath: path, path: '/', method: 'HEAD', timeout: 2_000 },
      (res) => {
        res.resume();
        resolve(true);
      },
    );
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => {
      probe.destroy();
      resolve(false);
    });
    probe.end();
  });
}

/** The running server's consistent copy of its folder, as a tarball. */
export function backupThroughSocket(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const call = request({ socketPath: path, path: '/backup', method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(Buffer.concat(chunks))
          : reject(new Error(`сервер ответил ${res.statusCode}`)),
      );
    });
    call.on('error', reject);
    call.end();
  });
}
