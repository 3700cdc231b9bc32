/**
 * The end-to-end suite's server: the production server on a throwaway database. Within `npm test`
 * it starts from a copy of the seeded template folder that the run made for the server tests, in
 * a second instead of seeding again for half a minute; run alone, it migrates and seeds a
 * database in memory.
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { templateOfThisRun } from '../server/test/seed-template';
import { TEMPLATE_DIR } from '../server/test/template';

if (templateOfThisRun()) {
  // One folder a port, replaced by each start: a server killed at the end leaves at most one.
  const dataDir = join(TEMPLATE_DIR, '..', `e2e-${process.env.PORT ?? 3000}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir;
}

void import('../server/main');
