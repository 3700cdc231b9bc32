import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../database';

export const DEMO_PASSWORD = 'demo1234';

/** One demo user per role: the manager has some halls but not all, the cashier one. */
export const DEMO_USERS = [
  { login: 'admin', fullName: 'Айгерим Администратор', role: 'admin', halls: [] as number[] },
  { login: 'manager', fullName: 'Марат Управляющий', role: 'manager', halls: [1, 2, 3] },
  { login: 'cashier', fullName: 'Дана Кассир', role: 'cashier', halls: [1] },
] as const;

export async function seedUsers(db: Db) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const rows = sql.join(
    DEMO_USERS.map((u, i) => sql`(${i + 1}, ${u.login}, ${u.fullName}, ${u.role}, ${hash})`),
    sql`, `,
  );
  await db.execute(
    sql`insert into users (id, login, full_name, role, password_hash) values ${rows}`,
  );
  await db.execute(sql`select setval('users_id_seq', (select max(id) from users))`);
  const links = DEMO_USERS.flatMap((u, i) => u.halls.map((hallId) => sql`(${i + 1}, ${hallId})`));
  await db.execute(
    sql`insert into user_halls (user_id, hall_id) values ${sql.join(links, sql`, `)}`,
  );
}
