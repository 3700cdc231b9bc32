import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import type { Db } from '../db/database';

export const DEMO_PASSWORD = 'demo1234';

/** One demo user per role: the manager has some halls but not all, the cashier one. */
export const DEMO_USERS = [
  { login: 'admin', fullName: 'Айгерим Администратор', role: 'admin', halls: [] as number[] },
  { login: 'manager', fullName: 'Марат Управляющий', role: 'manager', halls: [1, 2, 3] },
  { login: 'cashier', fullName: 'Дана Кассир', role: 'cashier', halls: [1] },
] as const;

/** The demo password's hash, for the seed's users and a test's or a benchmark's own. */
export const demoPasswordHash = () => hashPassword(DEMO_PASSWORD);

/** A session for each user, as a sign-in makes it: a load test's many streams skip the sign-ins. */
export const seedSessions = (db: Db, userIds: number[], now: Date) =>
  Promise.all(userIds.map((id) => createSession(db, id, now)));

export async function seedUsers(db: Db) {
  const hash = await demoPasswordHash();
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

/**
 * Sign-in accounts of the hall staff who use the system: the first three cashiers, the dismissed
 * ones and the first administrator (a manager's account) of each hall, tied to their worker record. The logins name
 * the worker (`kassa.17`); the password is the demo's. A dismissed worker's account is locked, as
 * a dismissal does it; every third cashier has not signed in yet and holds a temporary password.
 */
export async function seedWorkerAccounts(db: Db) {
  const hash = await demoPasswordHash();
  await db.execute(sql`
    with staff as (
      select id, hall_id, full_name, position, status,
        row_number() over (partition by hall_id, position order by id) as k
      from workers where position in ('cashier', 'administrator')
    )
    insert into users (login, full_name, role, password_hash, password_temporary,
      password_expires_at, disabled, last_sign_in_at)
    select case when position = 'cashier' then 'kassa.' else 'admin.' end || id,
      full_name,
      case when position = 'cashier' then 'cashier' else 'manager' end,
      ${hash},
      position = 'cashier' and k = 3 and status <> 'dismissed',
      case when position = 'cashier' and k = 3 then now() + interval '48 hours' end,
      status = 'dismissed',
      case when not (position = 'cashier' and k = 3)
        then now() - ((id * 37) % 96 + 1) * interval '1 hour' end
    from staff
    where (position = 'cashier' and (k <= 3 or status = 'dismissed'))
      or (position = 'administrator' and k = 1)
  `);
  await db.execute(sql`
    update workers set user_id = users.id from users
    where users.login in ('kassa.' || workers.id, 'admin.' || workers.id)
  `);
  await db.execute(sql`
    insert into user_halls (user_id, hall_id)
    select user_id, hall_id from workers where user_id is not null
  `);
}
