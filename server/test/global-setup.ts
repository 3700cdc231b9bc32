import { rmSync, writeFileSync } from 'node:fs';
import type { Config } from 'jest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { seedDemo } from '../db/seed';
import { copiesFolder, TEMPLATE_DIR, TEMPLATE_MARKER } from './template';
import { databaseName, workerDatabaseUrl } from './worker-database';

/**
 * Migrates and seeds once per run: a PGlite template folder that every server test file starts
 * from a copy of, or the PostgreSQL named by TEST_DATABASE_URL, copied into one database per
 * worker, which the files of that worker share.
 */
export default async function globalSetup(config: { maxWorkers: number } & Config) {
  const url = process.env.TEST_DATABASE_URL;
  const database = await openDatabase({ url });
  // WAL segments kept for reuse would triple the folder, and WAL after the last checkpoint would
  // be replayed by every copy's start.
  if (!url) await database.db.execute(sql`SET wal_recycle = off`);
  await database.migrate();
  await seedDemo(database.db);
  if (!url && database.dump) {
    await database.db.execute(sql`CHECKPOINT`);
    // Seeded in memory (faster than through the file system), then written out as a folder.
    const tarball = await database.dump();
    rmSync(TEMPLATE_MARKER, { force: true });
    rmSync(TEMPLATE_DIR, { recursive: true, force: true });
    await (await PGlite.create({ dataDir: TEMPLATE_DIR, loadDataDir: tarball })).close();
    writeFileSync(TEMPLATE_MARKER, new Date().toISOString());
    // Read by the workers, which start after this.
    process.env.TEST_COPIES_DIR = copiesFolder(config.maxWorkers);
  }
  await database.close();
  if (url) await copyPerWorker(url, config.maxWorkers);
}

async function copyPerWorker(url: string, workers: number) {
  const { db, close } = await openDatabase({ url: new URL('/postgres', url).toString() });
  const template = databaseName(url);
  for (let worker = 1; worker <= workers; worker += 1) {
    const copy = databaseName(workerDatabaseUrl(url, worker));
    await db.execute(sql.raw(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`));
    await db.execute(sql.raw(`CREATE DATABASE "${copy}" TEMPLATE "${template}"`));
  }
  await close();
}
