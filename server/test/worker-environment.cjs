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
/** The close of the worker's PGlite after its last file, put off while another file may follow. */
let closing = null;
/**
 * How long after a file the worker waits for the next before it closes its PGlite. A worker that
 * Jest ends exits only once its PGlite is closed; Jest force-exits one that takes 500 ms.
 */
const CLOSE_AFTER_MS = 100;

class ServerTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    clearTimeout(closing);
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

  async teardown() {
    await super.teardown();
    closing = setTimeout(() => {
      const last = shared;
      shared = null;
      last?.open.then((db) => db.close()).catch(() => {});
    }, CLOSE_AFTER_MS);
  }
}

module.exports = ServerTestEnvironment;
