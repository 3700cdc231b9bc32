import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statfsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDatabase, type Database } from '../db/database';
import { sharedPglite } from './shared-pglite';

/** The migrated, seeded PGlite data folder that every server test file starts from a copy of. */
export const TEMPLATE_DIR = join(__dirname, '..', '..', '.data', 'test', 'template');

/** Written when the template is whole: its time is the template's. */
export const TEMPLATE_MARKER = join(TEMPLATE_DIR, '..', 'template.done');

/** A copy is this big or less (the demo's folder is about 150 MB). */
const COPY_BYTES = 400 * 1024 ** 2;

/**
 * This run's folder of copies: in memory when /dev/shm has room for a copy per worker and some,
 * else in the temporary folder. A worker's copy lives for the run; a file's own, for the file.
 */
export function copiesFolder(workers: number): string {
  const shm = '/dev/shm';
  const roomy =
    existsSync(shm) &&
    (() => {
      const { bavail, bsize } = statfsSync(shm);
      return bavail * bsize > COPY_BYTES * (workers + 2);
    })();
  return mkdtempSync(join(roomy ? shm : tmpdir(), 'backoffice-test-'));
}

/**
 * A fresh copy of the template for one database, and the function that deletes it. Opening a
 * copied folder reads only the pages a test touches; loading the template's tarball unpacked
 * all 150 MB into memory first, at a second or more a test file.
 */
export function templateCopy(): { dataDir: string; remove: () => void } {
  const root = process.env.TEST_COPIES_DIR ?? tmpdir();
  mkdirSync(root, { recursive: true });
  const dataDir = mkdtempSync(join(root, 'db-'));
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A database on a fresh copy of the template; closing it deletes the copy. */
export async function openTemplateCopy(): Promise<Database> {
  const copy = templateCopy();
  const database = await openDatabase({ dataDir: copy.dataDir });
  return {
    ...database,
    close: async () => {
      await database.close();
      copy.remove();
    },
  };
}

/**
 * The database of this Jest worker: one copy of the template that the worker's files use in
 * turn, as on PostgreSQL they share the worker's copy (each file writes to halls and users of
 * its own). Made by the worker's first file; under the server tests' environment one PGlite
 * stays open on it for all the worker's files, and closing it only ends the file's session.
 */
export async function openWorkerCopy(): Promise<Database> {
  const root = process.env.TEST_COPIES_DIR;
  if (!root) return openTemplateCopy();
  const dataDir = join(root, `worker-${process.env.JEST_WORKER_ID ?? 1}`);
  if (!existsSync(dataDir)) {
    // Copied aside and renamed: a worker that dies while copying leaves no half a database.
    const partial = `${dataDir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    cpSync(TEMPLATE_DIR, partial, { recursive: true });
    renameSync(partial, dataDir);
  }
  const worker = (globalThis as { __workerPglite?: { open: (dir: string) => Promise<PGlite> } })
    .__workerPglite;
  if (!worker) return openDatabase({ dataDir });
  const { client, close } = sharedPglite(await worker.open(dataDir));
  return pgliteDatabase(client, close);
}
