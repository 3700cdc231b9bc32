import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../database';

/** Halls in three cities, ids 1–6 in this order. */
export const DEMO_HALLS = [
  { name: 'Алматы Центр', city: 'Алматы', address: 'пр. Абая, 52', status: 'open' },
  { name: 'Алматы Достык', city: 'Алматы', address: 'пр. Достык, 132', status: 'open' },
  { name: 'Астана Есиль', city: 'Астана', address: 'пр. Мангилик Ел, 8', status: 'open' },
  { name: 'Астана Сарыарка', city: 'Астана', address: 'пр. Сарыарка, 15', status: 'closed' },
  { name: 'Шымкент Юг', city: 'Шымкент', address: 'пр. Тауке хана, 44', status: 'open' },
  { name: 'Шымкент Север', city: 'Шымкент', address: 'ул. Байтурсынова, 21', status: 'open' },
] as const;

export async function seedHalls(db: Db) {
  const rows = sql.join(
    DEMO_HALLS.map(
      (h, i) =>
        sql`(${i + 1}, ${h.name}, ${h.city}, ${h.address}, 'Asia/Almaty', 'KZT', ${h.status})`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`insert into halls (id, name, city, address, timezone, currency, status) values ${rows}`,
  );
  await db.execute(sql`select setval('halls_id_seq', (select max(id) from halls))`);
}

/** Ids of the demo halls present in the database. */
export async function demoHallIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from halls where id <= ${DEMO_HALLS.length} order by id`,
  );
  return rows.map((row) => row.id);
}
