import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { closeTestDatabase, testDatabase } from './test-app';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

(postgres ? describe.skip : describe)('the worker’s PGlite, seen from a test file', () => {
  it('is kept by the worker, open across its files', () => {
    expect(globalThis).toHaveProperty('__workerPglite');
  });

  it('answers with this realm’s dates, objects and arrays', async () => {
    const { db } = await testDatabase();
    const client = (db as unknown as { $client: PGlite }).$client;
    const { rows } = await client.query<{ at: unknown; doc: unknown; ids: unknown }>(
      `select now() as at, '{"halls":[1,2]}'::jsonb as doc, array[3,4] as ids`,
    );
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].doc).toStrictEqual({ halls: [1, 2] });
    expect(rows[0].ids).toStrictEqual([3, 4]);
    expect(rows).toBeInstanceOf(Array);
  });

  it('fails with this realm’s Error, its SQL state kept', async () => {
    const { db } = await testDatabase();
    const failed = await db.execute(sql`select 1 / 0`).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(JSON.stringify(failed)).toContain('22012');
  });

  it('forgets the file’s prepared statements when the file closes it', async () => {
    const { db } = await testDatabase();
    await db.execute(sql`select count(*) from halls`);
    await closeTestDatabase();
    const { db: next } = await testDatabase();
    const rows = await queryRows<{ n: number }>(
      next,
      sql`select count(*)::int as n from pg_prepared_statements
        where statement = 'select count(*) from halls'`,
    );
    expect(rows[0].n).toBe(0);
  });
});
