import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../db/database';
import { quietEvents } from './bulk-load';
import { insertDevices } from './equipment';
import { insertWorkers } from './workers';

export const LARGE_HALL = {
  name: 'Алматы Мега (нагрузочный)',
  city: 'Алматы',
  address: 'ул. Розыбакиева, 247',
  workers: 10_000,
  devices: 2_000,
};

/**
 * A hall of 10 000 workers and 2 000 devices, to see the lists stay fast at that size
 * (`npm start -- --large-hall`, and `npm run bench:lists`). Added once; the admin sees it.
 */
export async function seedLargeHall(db: Db): Promise<number> {
  const [existing] = await queryRows<{ id: number }>(
    db,
    sql`select id from halls where name = ${LARGE_HALL.name}`,
  );
  if (existing) return existing.id;
  return inTransaction(db, async (tx) => {
    await quietEvents(tx);
    const [{ id }] = await queryRows<{ id: number }>(
      tx,
      sql`insert into halls (name, city, address) values (${LARGE_HALL.name}, ${LARGE_HALL.city}, ${LARGE_HALL.address}) returning id`,
    );
    await insertWorkers(tx, id, LARGE_HALL.workers);
    await insertDevices(tx, id, LARGE_HALL.devices);
    return id;
  });
}
