import type { Config } from 'jest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { seedDemo } from '../demo';
import { cheapenDemoPasswords } from './cheap-passwords';
import { seedTemplate } from './seed-template';
import { copiesFolder } from './template';
import { databaseName, workerDatabaseUrl } from './worker-database';

/**
 * Migrates and seeds once per run: a PGlite template folder that every server test file starts
 * from a copy of, or the PostgreSQL named by TEST_DATABASE_URL, copied into one database per
 * worker, which the files of that worker share.
 */
export default async function globalSetup(config: { maxWorkers: number } & Config) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    await seedTemplate();
    // Read by the workers, which start after this.
    process.env.TEST_COPIES_DIR = copiesFolder(config.maxWorkers);
    return;
  }
  const database = await openDatabase({ url });
  await database.migrate();
  await seedDemo(database.db);
  await cheapenDemoPasswords(database.db);
  await database.close();
  await copyPerWorker(url, config.maxWorkers);
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
