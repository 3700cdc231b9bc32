/** The bar's menu of a hall: what is on sale, at which price, in which order. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { fromMinorUnits, toMinorUnits } from '@/lib/shared/money';
import type { Db } from '../db/database';
import { products } from '../db/schema';
import type { Actor } from '../writes/actor';
import { recordChange } from '../writes/audit';
import { auditedEdit, uniqueOr409 } from '../writes/audited-edit';
import type { ProductChanges, ProductInput, ProductRecord } from './product-schemas';

const columns = {
  id: products.id,
  name: products.name,
  category: products.category,
  price: products.price,
  position: products.position,
  active: products.active,
  vatRate: products.vatRate,
  version: products.version,
};

const toProduct = (row: { price: bigint } & Omit<ProductRecord, 'price'>): ProductRecord => ({
  ...row,
  price: fromMinorUnits(row.price),
});

const uniqueName = <T>(write: () => Promise<T>) =>
  uniqueOr409(write, 'products_hall_name_uq', 'name', 'Товар с таким названием уже есть в меню');

/** The hall's menu by category and place in it: on sale only, or (`all`) the products taken off too. */
export async function listProducts(db: Db, hallId: number, all = false) {
  const rows = await db
    .select(columns)
    .from(products)
    .where(and(eq(products.hallId, hallId), all ? undefined : eq(products.active, true)))
    .orderBy(asc(products.category), asc(products.position), asc(products.id));
  return { items: rows.map(toProduct) };
}

/** The columns an input sets: the price in tiyn. */
const values = <T extends ProductChanges>({ price, ...rest }: T) => ({
  ...rest,
  ...(price !== undefined && { price: toMinorUnits(price) }),
});

/** A new product on the menu, last in its category unless a place is given. */
export async function createProduct(a: Actor, input: ProductInput) {
  const last = sql`(select coalesce(max(position) + 1, 0) from products
    where hall_id = ${a.hallId} and category = ${input.category})`;
  const [row] = await uniqueName(() =>
    a.tx
      .insert(products)
      .values({
        ...input,
        price: toMinorUnits(input.price),
        hallId: a.hallId,
        position: input.position ?? last,
      })
      .returning(columns),
  );
  const product = toProduct(row);
  await recordChange(a, 'product.create', { id: product.id, hallId: a.hallId }, null, product);
  return product;
}

/**
 * A change of name, category, price, place or whether it is on sale, at the version the manager
 * saw. Orders already sold keep their lines' names and prices (order_items holds them).
 */
export function updateProduct(a: Actor, id: number, version: number, changes: ProductChanges) {
  const where = and(eq(products.id, id), eq(products.hallId, a.hallId));
  return auditedEdit(a, version, {
    action: 'product.update',
    hallId: a.hallId,
    missing: 'Товар не найден',
    read: async () => {
      const [row] = await a.tx.select(columns).from(products).where(where).for('update');
      return row && toProduct(row);
    },
    apply: async () => {
      const [row] = await uniqueName(() =>
        a.tx
          .update(products)
          .set({ ...values(changes), version: sql`${products.version} + 1` })
          .where(where)
          .returning(columns),
      );
      return toProduct(row);
    },
  });
}
