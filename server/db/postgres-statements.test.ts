import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { prepareStatements } from './postgres-statements';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('statements prepared once per connection', () => {
  const pool = new Pool({ connectionString: url, max: 1 });
  pool.on('connect', (client) => prepareStatements(client));
  const table = `prepared_${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    await pool.query(`drop table if exists ${table}`);
    await pool.end();
  });

  it('runs a statement again by its name, and prepares it anew after its table changed', async () => {
    await pool.query(`create table ${table} (id int)`);
    await pool.query(`insert into ${table} values (1)`);
    const select = { text: `select * from ${table} where id = $1`, values: [1] };
    expect((await pool.query(select)).rows).toEqual([{ id: 1 }]);
    const [{ n }] = (
      await pool.query({
        text: `select count(*)::int as n from pg_prepared_statements where statement = $1`,
        values: [select.text],
      })
    ).rows;
    expect(n).toBe(1);

    // A migration of another instance adds a column: the prepared form no longer fits.
    const other = new Pool({ connectionString: url, max: 1 });
    await other.query(`alter table ${table} add column note text`);
    await other.end();
    await expect(pool.query(select)).rejects.toMatchObject({ code: '0A000' });
    expect((await pool.query(select)).rows).toEqual([{ id: 1, note: null }]);
  });
});
