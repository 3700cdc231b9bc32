import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { seedDemo } from '../demo';
import { cheapenDemoPasswords } from './cheap-passwords';
import { TEMPLATE_DIR, TEMPLATE_MARKER } from './template';

/**
 * Migrates and seeds the demo into the template folder. Seeded in memory (faster than through
 * the file system), then written out whole, checkpointed: WAL segments kept for reuse would
 * triple the folder, and WAL after the last checkpoint would be replayed by every copy's start.
 */
export async function seedTemplate() {
  const database = await openDatabase({});
  await database.db.execute(sql`SET wal_recycle = off`);
  await database.migrate();
  await seedDemo(database.db);
  await cheapenDemoPasswords(database.db);
  await database.db.execute(sql`CHECKPOINT`);
  const tarball = await database.dump!();
  await database.close();
  rmSync(TEMPLATE_MARKER, { force: true });
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  // PGlite makes the data folder itself, but not its parents (absent on a fresh clone).
  mkdirSync(dirname(TEMPLATE_DIR), { recursive: true });
  await (await PGlite.create({ dataDir: TEMPLATE_DIR, loadDataDir: tarball })).close();
  writeFileSync(TEMPLATE_MARKER, new Date().toISOString());
}

/**
 * Whether the template was made in this run of `npm test`, which sets TEMPLATE_SINCE to its
 * start: then it is of the code under test.
 */
export function templateOfThisRun(): boolean {
  const since = Number(process.env.TEMPLATE_SINCE ?? Infinity);
  try {
    return statSync(TEMPLATE_MARKER).mtimeMs >= since;
  } catch {
    return false;
  }
}
