import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bulkLoad } from './bulk-load';
import { demoHallIds } from './halls';
import { openHours, unit } from './rhythm';

/** Visits in the busiest hall's evening peak hour. */
const PEAK_VISITS = 15;

/**
 * A year of visits in one statement: each open hour gets visits by the hall's rhythm, each visit
 * a client already registered by then, the longest-registered more often (the regulars).
 */
export async function seedVisits(db: Db) {
  const hallIds = await demoHallIds(db);
  // The clients were inserted a moment ago in this transaction: without their statistics
  // PostgreSQL plans the join below for an empty table and takes minutes instead of seconds.
  await db.execute(sql`analyze clients`);
  await bulkLoad(db, 'visits', async () => {
    await db.execute(sql`
    insert into visits (client_id, hall_id, visited_at)
    with slots as materialized (
      select hall_id, hour, k,
        floor(${PEAK_VISITS} * traffic * (0.7 + 0.6 * ${unit(sql`k`, sql`hall_id`, sql`5`)}))::int as n
      from ${openHours(hallIds)} as o
    ),
    ranked as materialized (
      select id, hall_id, registered_at,
        row_number() over (partition by hall_id order by registered_at, id) as rank
      from clients where ${inArray(sql`hall_id`, hallIds)}
    ),
    registered as (
      select hall_id, hour, k, n, is_client,
        sum(is_client) over (partition by hall_id order by at, is_client desc
          rows unbounded preceding) as pool
      from (
        select hall_id, hour as at, hour, k, n, 0 as is_client from slots where n > 0
        union all
        select hall_id, registered_at, null, null, null, 1 from ranked
      ) as events
    )
    select c.id, r.hall_id,
      r.hour + floor(${unit(sql`r.k`, sql`r.hall_id`, sql`i`, sql`6`)} * 3600) * interval '1 second'
    from registered as r
    cross join generate_series(1, r.n) as i
    join ranked as c on c.hall_id = r.hall_id
      and c.rank = 1 + floor(r.pool * power(${unit(sql`r.k`, sql`r.hall_id`, sql`i`, sql`7`)}, 1.7))::int
    where r.is_client = 0 and r.pool > 0
  `);
  });
}
