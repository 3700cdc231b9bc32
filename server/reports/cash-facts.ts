/** The bar's sales and the collections for the reports, from the cash journal. */
import { sql } from 'drizzle-orm';
import { wholeBuckets } from '@/lib/shared/report-range';
import type { Db } from '../db/database';
import { grouped, hallsWithin, instantBucket, type Scope } from './report-facts';

export function cashSums<D extends 'hall' | 'bucket'>(
  db: Db,
  { hallIds, period, range }: Scope,
  by: readonly D[],
) {
  const { from, to } = wholeBuckets(period, range);
  return grouped(
    db,
    period,
    by,
    {
      hall: sql`o.hall_id`,
      bucket: instantBucket(period, sql`o.created_at`),
    },
    {
      barSales: sql`coalesce(sum(o.amount) filter (where o.type = 'sale'), 0)
        - coalesce(sum(o.amount) filter (where o.type = 'refund'), 0)`,
      collections: sql`coalesce(sum(o.amount) filter (where o.type = 'collection'), 0)`,
    },
    sql`from ${hallsWithin(hallIds, from, to)}
      join cash_operations as o on o.hall_id = h.id
        and o.created_at >= h.starts and o.created_at < h.ends`,
  );
}

/** Visits per hall-local ISO weekday (1–7) and hour (0–23) over the range. */
