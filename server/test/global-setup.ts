import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { seedDemo } from '../db/seed';
import { TEMPLATE_FILE, TEMPLATE_DIR } from './template';

/**
 * Migrates and seeds once per run: a PGlite template that every server test file starts from,
 * or the PostgreSQL named by TEST_DATABASE_URL, which the files then share.
 */
export default async function globalSetup() {
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
}
