import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './db/database';

/**
 * The list kit of the server: every list endpoint answers a page of its filtered, sorted rows and
 * the filter's total through `listPage`, and every export reads the same rows through `allRows`.
 * A list says what it reads (a drizzle select with its filter and order, or raw SQL) and how it
 * counts; the kit adds the page, runs the two at once and shapes the answer.
 */

/** A page of a list as every list endpoint answers it. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Where a list's rows come from, its filter and order set: the kit adds the limit and offset. */
export type RowSource<R> = { limit(n: number): { offset(n: number): PromiseLike<R[]> } };

/** Raw SQL, its filter and order included, as a row source. */
export const rawRows = <R>(db: Db, query: SQL): RowSource<R> => ({
  limit: (n) => ({ offset: (o) => queryRows<R>(db, sql`${query} limit ${n} offset ${o}`) }),
});

/** The column of a count query: `db.select(TOTAL).from(table).where(where)`. */
export const TOTAL = { total: sql<number>`count(*)::int` };

type Paging = { page: number; pageSize: number };

/**
 * One page of a list and the filter's total. `total` is a count query (`TOTAL`), a number the
 * list counts its own way (beside other figures it answers), or `'window'` when each row carries
 * the total (`count(*) over () as total`): a page past the end then reads the first row for it.
 * `toItems` shapes the page's rows (and may read more for them).
 */
export async function listPage<R, T>(
  { page, pageSize }: Paging,
  read: {
    rows: RowSource<R>;
    total: PromiseLike<{ total: number }[] | number> | 'window';
  },
  toItems: (rows: R[]) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const offset = (page - 1) * pageSize;
  const [rows, counted] = await Promise.all([
    read.rows.limit(pageSize).offset(offset),
    read.total === 'window' ? undefined : read.total,
  ]);
  const total =
    counted === undefined
      ? await windowTotal(read.rows, rows, offset)
      : typeof counted === 'number'
        ? counted
        : counted[0].total;
  return { items: await toItems(rows), total, page, pageSize };
}

async function windowTotal<R>(source: RowSource<R>, rows: R[], offset: number) {
  const [first] = rows.length > 0 || offset === 0 ? rows : await source.limit(1).offset(0);
  return (first as { total?: number } | undefined)?.total ?? 0;
}

/** Every row of a list, a batch at a time in its order: what an export streams. */
export async function* allRows<R>(source: RowSource<R>, batch = 1000): AsyncGenerator<R> {
  for (let offset = 0; ; offset += batch) {
    const rows = await source.limit(batch).offset(offset);
    yield* rows;
    if (rows.length < batch) return;
  }
}
