import { mkdirSync, writeFileSync } from 'node:fs';
import type { Config } from 'jest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { seedDemo } from '../db/seed';
import { TEMPLATE_FILE, TEMPLATE_DIR } from './template';
import { databaseName, workerDatabaseUrl } from './worker-database';

/**
 * Migrates and seeds once per run: a PGlite template that every server test file starts from,
 * or the PostgreSQL named by TEST_DATABASE_URL, copied into one database per worker, which the
 * files of that worker share.
 */
export default async function globalSetup(config: { maxWorkers: number } & Config) {
  const url = process.env.TEST_DATABASE_URL;
  const database = await openDatabase({ url });
  // Every test file loads the template whole: WAL segments kept for reuse would triple its size,
  // and WAL after the last checkpoint would be replayed by every load.
  if (!url) await database.db.execute(sql`SET wal_recycle = off`);
  await database.migrate();
  await seedDemo(database.db);
  if (!url && database.dump) {
    await database.db.execute(sql`CHECKPOINT`);
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    writeFileSync(TEMPLATE_FILE, Buffer.from(await (await database.dump()).arrayBuffer()));
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
