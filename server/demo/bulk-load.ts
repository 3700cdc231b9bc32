import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';

/**
 * A bulk insert into `table` as PostgreSQL's "Populating a Database" advises: its own triggers off
 * (the rollups are rebuilt in one pass afterwards, see `rebuildRollups`) and its foreign keys
 * dropped and added back, which checks all rows in one join instead of one by one. On PGlite this
 * is the difference between about 35 s and 8 s for the demo's year. Inside the seeding transaction,
 * so a failed check leaves nothing behind.
 */
export async function bulkLoad(db: Db, table: string, load: () => Promise<void>) {
  const name = sql.identifier(table);
  const keys = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = ${table}::regclass and contype = 'f' order by conname`,
  );
  for (const key of keys) {
    await db.execute(sql`alter table ${name} drop constraint ${sql.identifier(key.name)}`);
  }
  await db.execute(sql`alter table ${name} disable trigger user`);
  await load();
  await db.execute(sql`alter table ${name} enable trigger user`);
  for (const key of keys) {
    await db.execute(
      sql`alter table ${name} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
}

/** Recounts the report rollups from visits and game statistics (migrations 0006 and 0007). */
export async function rebuildRollups(db: Db) {
  await db.execute(sql`select rebuild_report_rollups()`);
}

/**
 * The live floor's triggers stay quiet for the rest of this transaction: a seeded year of
 * history is not news for the screens (migration 0008 reads `app.quiet_events`).
 */
export async function quietEvents(tx: Db) {
  await tx.execute(sql`select set_config('app.quiet_events', 'on', true)`);
}
