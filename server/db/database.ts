import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { preparedStatements } from './pglite-statements';
import { prepareStatements } from './postgres-statements';
import * as schema from './schema';
import { logger, loggedError } from '../logger';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A PostgreSQL pool's connections now: all, idle, and the requests waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  /**
   * Applies the migrations, then runs `afterwards` (the demo seed), both under one lock: any
   * number of instances may start at once on one PostgreSQL, and each finds the schema whole.
   */
  migrate: (afterwards?: () => Promise<unknown>) => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole data folder as a tarball (a consistent copy of the running database). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?: () => PoolStats;
};

const migrationsFolder = join(__dirname, 'migrations');

/** The advisory lock of start-up work (any constant shared by every instance of this API). */
export const MIGRATION_LOCK = 72_011_801;

/** How the API's connections name themselves to PostgreSQL (a restore looks for them). */
export const APPLICATION_NAME = 'hall-back-office';

/** A connection attempt gives up after this long: a request during an outage fails fast. */
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * PostgreSQL when `url` is given, otherwise embedded PGlite: in `dataDir`, or in memory when
 * there is none. One schema and one set of migrations serve both.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  poolSize?: number;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  return pgliteDatabase(client, () => client.close());
}

/** The database on an open PGlite; `close` is what closing it does. */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(preparedStatements(client), { schema }) as unknown as Db;
  return {
    db,
    // One process owns a PGlite folder: nothing to lock against.
    migrate: async (afterwards) => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await afterwards?.();
    },
    close,
    dump: () => client.dumpDataDir('none'),
  };
}

function openPostgres(url: string, max: number): Database {
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    application_name: APPLICATION_NAME,
  });
  // An idle connection's error (a restart: 57P01) is emitted on the pool; unheard, it would end
  // the process. The pool drops that connection and opens a new one when the database is back.
  let reported = 0;
  const lost = (error: Error) => {
    if (Date.now() - reported < 10_000) return;
    reported = Date.now();
    logger.error({ err: loggedError(error) }, `База данных: соединение потеряно`);
  };
  pool.on('error', lost);
  // A connection in use between two statements (inside a transaction) emits its error on
  // itself, where the pool does not listen: heard here, the next statement fails (503) and the
  // pool drops the connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', lost);
    prepareStatements(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    migrate: async (afterwards) => {
      const client = await pool.connect();
      try {
        // Session-level: released by the unlock, or by the database when this connection dies.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
        await afterwards?.();
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        client.release();
      } catch (error) {
        client.release(error as Error); // closed, so the lock goes with it
        throw error;
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/**
 * Runs `run` in one transaction of `db`, with the transaction typed as the database it came from
 * (both drivers' transactions offer what `Db` offers), so write code takes one `Db` either way.
 */
export function inTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => run(tx as unknown as Db));
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
