import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { demoFullName } from './names';
import { demoHallIds } from './halls';
import { pick } from './sql-arrays';
import { seedWorkerAccounts } from './users';

/** Demo staff per hall (ids 1–6): a big central hall, a small closed one. */
export const DEMO_WORKER_COUNTS = [38, 27, 31, 16, 24, 19];

const CODES = ['701', '702', '705', '707', '708', '747', '771', '775', '776', '777', '778'];

/**
 * `count` workers for one hall, in one statement. Every choice is arithmetic on the row number,
 * so the demo is the same on every machine; phones are distinct within the hall (7919 is prime
 * to 10⁷). About one in eleven is dismissed and one in thirteen on leave.
 */
export async function insertWorkers(db: Db, hallId: number, count: number) {
  const n = sql`n`;
  await db.execute(sql`
    insert into workers (hall_id, full_name, phone, position, status, hire_date, dismissed_at)
    select ${hallId},
      ${demoFullName(n, hallId)},
      '+7' || ${pick(CODES, sql`${n} + ${hallId}`)} ||
        lpad(((${n} * 7919 + ${hallId} * 104729) % 10000000)::text, 7, '0'),
      case
        when n % 20 < 6 then 'cashier' when n % 20 < 8 then 'administrator'
        when n % 20 < 12 then 'operator' when n % 20 < 15 then 'security'
        when n % 20 < 17 then 'bartender' when n % 20 < 18 then 'technician'
        else 'cleaner' end,
      case when n % 11 = 5 then 'dismissed' when n % 13 = 7 then 'vacation' else 'active' end,
      hired,
      case when n % 11 = 5
        then least(now() - interval '3 days', hired + ((n * 13) % 700 + 30) * interval '1 day')
      end
    from (
      select n, current_date - ((n * 97 + ${hallId} * 31) % 3650 + 14) as hired
      from generate_series(1, ${count}) as n
    ) as rows
  `);
}

export async function seedWorkers(db: Db) {
  for (const hallId of await demoHallIds(db))
    await insertWorkers(db, hallId, DEMO_WORKER_COUNTS[hallId - 1]);
  await seedWorkerAccounts(db);
}
