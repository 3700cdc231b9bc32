import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../database';
import { seedHalls } from './halls';
import { seedUsers } from './users';

/** Demo data, in order; each screen's data adds its own step. Set-based SQL only. */
const STEPS = [seedHalls, seedUsers];

/** Seeds an empty database with the demo; a database that has halls is left alone. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from halls`);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    for (const step of STEPS) await step(tx as unknown as Db);
  });
  return true;
}
