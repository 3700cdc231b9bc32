import { lte, sql } from 'drizzle-orm';
import { halls } from './db/schema';
import { allRows, listPage, rawRows, TOTAL } from './list-page';
import { closeTestDatabase, testDatabase } from './test/test-app';

afterAll(closeTestDatabase);

describe('the server’s list kit', () => {
  it('answers a page and the filter’s total, from a select and a count', async () => {
    const { db } = await testDatabase();
    // The demo's six halls: the tests of a worker add halls of their own.
    const demoHalls = lte(halls.id, 6);
    const page = await listPage(
      { page: 2, pageSize: 4 },
      {
        rows: db.select({ id: halls.id }).from(halls).where(demoHalls).orderBy(halls.id),
        total: db.select(TOTAL).from(halls).where(demoHalls),
      },
      (rows) => rows.map((r) => r.id),
    );
    expect(page).toEqual({ items: [5, 6], total: 6, page: 2, pageSize: 4 });
  });

  it('keeps the total of a window-counted list on a page past its end', async () => {
    const { db } = await testDatabase();
    const rows = rawRows<{ id: number; total: number }>(
      db,
      sql`select id, count(*) over ()::int as total from halls where id <= 3 order by id`,
    );
    const read = (page: number) =>
      listPage({ page, pageSize: 2 }, { rows, total: 'window' }, (r) => r.map((x) => x.id));
    expect(await read(2)).toEqual({ items: [3], total: 3, page: 2, pageSize: 2 });
    expect(await read(9)).toEqual({ items: [], total: 3, page: 9, pageSize: 2 });
  });

  it('reads every row of a list in batches, in its order', async () => {
    const { db } = await testDatabase();
    const ids = [];
    for await (const row of allRows(
      db.select({ id: halls.id }).from(halls).where(lte(halls.id, 6)).orderBy(halls.id),
      4,
    )) {
      ids.push(row.id);
    }
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
