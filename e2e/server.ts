/**
 * The end-to-end suite's server: the production server on a throwaway database. Within `npm test`
 * (E2E_TEMPLATE_SINCE set), it starts from a copy of the seeded folder that the server tests made
 * minutes before from the same code, in a second instead of seeding again for half a minute;
 * run alone, it migrates and seeds a database in memory.
 */
import { cpSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_DIR, TEMPLATE_MARKER } from '../server/test/template';

const since = Number(process.env.E2E_TEMPLATE_SINCE ?? Infinity);
const madeAt = (() => {
  try {
    return statSync(TEMPLATE_MARKER).mtimeMs;
  } catch {
    return -Infinity;
  }
})();

if (madeAt >= since) {
  // One folder a port, replaced by each start: a server killed at the end leaves at most one.
  const dataDir = join(TEMPLATE_DIR, '..', `e2e-${process.env.PORT ?? 3000}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir;
}

void import('../server/main');
