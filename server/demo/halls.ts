import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';

const usual = { from: 600, to: 360 };

/** Halls in three cities, ids 1–6 in this order; opening hours in minutes of the hall's clock. */
export const DEMO_HALLS = [
  { name: 'Алматы Центр', city: 'Алматы', address: 'пр. Абая, 52', status: 'open', ...usual },
  { name: 'Алматы Достык', city: 'Алматы', address: 'пр. Достык, 132', status: 'open', ...usual },
  { name: 'Астана Есиль', city: 'Астана', address: 'пр. Мангилик Ел, 8', status: 'open', ...usual },
  {
    name: 'Астана Сарыарка',
    city: 'Астана',
    address: 'пр. Сарыарка, 15',
    status: 'closed',
    from: 720,
    to: 240,
  },
  { name: 'Шымкент Юг', city: 'Шымкент', address: 'пр. Тауке хана, 44', status: 'open', ...usual },
  {
    name: 'Шымкент Север',
    city: 'Шымкент',
    address: 'ул. Байтурсынова, 21',
    status: 'open',
    ...usual,
  },
] as const;

export async function seedHalls(db: Db) {
  const rows = sql.join(
    DEMO_HALLS.map(
      (h, i) =>
        sql`(${i + 1}, ${h.name}, ${h.city}, ${h.address}, 'Asia/Almaty', 'KZT', ${h.status},
          ${h.from}, ${h.to})`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`insert into halls (id, name, city, address, timezone, currency, status, open_from, open_to)
        values ${rows}`,
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
