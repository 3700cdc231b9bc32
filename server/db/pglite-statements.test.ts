import { PGlite } from '@electric-sql/pglite';
import { preparedStatements, STATEMENTS_KEPT } from './pglite-statements';
import { templateCopy } from '../test/template';

let raw: PGlite;
let pg: PGlite;
let copy: ReturnType<typeof templateCopy>;

// A copy of the seeded template opens in a second; an empty database in memory runs initdb,
// 3 to 10 s. The PostgreSQL run has no template, and this is PGlite's alone.
beforeAll(async () => {
  copy = templateCopy();
  raw = await PGlite.create({ dataDir: copy.dataDir });
  pg = preparedStatements(raw);
  await raw.exec(`create table t (id serial primary key, amount bigint, at timestamptz,
    tags text[], doc jsonb, note text)`);
});
afterAll(async () => {
  await raw.close();
  copy.remove();
});

(process.env.TEST_DATABASE_URL ? describe.skip : describe)(
  'PGlite with its statements prepared once',
  () => {
    it('answers as PGlite itself does: rows, types, arrays, counts, row modes and parsers', async () => {
      const insert = `insert into t (amount, at, tags, doc, note) values ($1, $2, $3, $4, $5)
      returning id, amount, at, tags, doc, note`;
      const params = [
        12345678901234n,
        new Date('2026-11-25T10:00:00Z'),
        ['a', 'б'],
        { x: 1 },
        null,
      ];
      const ours = await pg.query<Record<string, unknown>>(insert, params);
      const theirs = await raw.query<Record<string, unknown>>(insert, params);
      expect({ ...ours, rows: ours.rows.map((r) => ({ ...r, id: 0 })) }).toEqual({
        ...theirs,
        rows: theirs.rows.map((r) => ({ ...r, id: 0 })),
      });
      const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
      const select = 'select amount, at, tags from t where id = $1';
      expect(await pg.query(select, [1], options)).toEqual(await raw.query(select, [1], options));
      expect((await pg.query('update t set note = $1', ['x'])).affectedRows).toBe(2);
    });

    it('keeps a transaction whole: a failed statement rolls it back, and the next call works', async () => {
      await expect(
        pg.transaction(async (tx) => {
          await tx.query('insert into t (amount) values ($1)', [1]);
          await tx.query('select $1::int', ['not a number']);
        }),
      ).rejects.toMatchObject({ code: '22P02' });
      expect((await pg.query('select count(*)::int as n from t where amount = 1')).rows).toEqual([
        { n: 0 },
      ]);
      await expect(pg.query('select from nowhere')).rejects.toMatchObject({ code: '42P01' });
      expect((await pg.query('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
    });

    it(`keeps at most ${STATEMENTS_KEPT} statements prepared, and every one answers`, async () => {
      for (let i = 0; i < STATEMENTS_KEPT + 50; i++) {
        const { rows } = await pg.query(`select $1::int + ${i} as n`, [1]);
        expect(rows).toEqual([{ n: i + 1 }]);
      }
      const { rows } = await raw.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements',
      );
      expect(rows[0].n).toBeLessThanOrEqual(STATEMENTS_KEPT);
    });
  },
);
