/**
 * The server tests' Jest environment: Node's, plus one PGlite a worker, opened by the worker's
 * first file on its copy of the template and kept open for the files after it. Opening PGlite
 * (Postgres's start-up and its first, cold catalog reads) cost a file about half a second of
 * CPU. The database lives in this module's realm, not in a file's: `server/test/shared-pglite.ts`
 * bridges the two (decision 052).
 */
const { TestEnvironment } = require('jest-environment-node');

/** @type {{ dataDir: string, open: Promise<import('@electric-sql/pglite').PGlite> } | null} */
let shared = null;

class ServerTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__workerPglite = {
      /** The worker's PGlite on `dataDir`, opened once. */
      open(dataDir) {
        if (shared?.dataDir !== dataDir) {
          const { PGlite } = require('@electric-sql/pglite');
          shared = { dataDir, open: PGlite.create({ dataDir }) };
        }
        return shared.open;
      },
    };
  }
}

module.exports = ServerTestEnvironment;
