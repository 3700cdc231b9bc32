/**
 * Two API instances on one database, as behind a balancer: what happens through one counts on
 * the other's next request. On PostgreSQL each instance has its own pool of connections.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { createApp } from './app';
import { openDatabase, queryRows, type Database } from './db/database';
import { users, userHalls } from './db/schema';
import {
  closeTestDatabase,
  createHall,
  createUser,
  signIn,
  testApp,
  testDatabase,
  testInstance,
} from './test/test-app';

const url = process.env.TEST_DATABASE_URL;
let other: Database | null = null;

afterAll(async () => {
  await other?.close();
  await closeTestDatabase();
});

async function twoInstances() {
  const a = await testApp();
  const db = url ? (other ??= await openDatabase({ url })).db : (await testDatabase()).db;
  return { a, b: createApp({ db, instance: testInstance(db), trustProxy: 1 }) };
}

type App = Awaited<ReturnType<typeof testApp>>;
const status = async (app: App, path: string, auth: object) =>
  (await app.request(path, { headers: auth as Record<string, string> })).status;

describe('two instances on one database', () => {
  it('end a session signed out on one instance on the other’s next request', async () => {
    const { a, b } = await twoInstances();
    const { auth } = await signIn(a, 'manager');
    expect(await status(b, '/api/auth/me', auth)).toBe(200);
    const out = await a.request('/api/auth/logout', { method: 'POST', headers: auth });
    expect(out.status).toBe(204);
    expect(await status(b, '/api/auth/me', auth)).toBe(401);
  });

  it('shut out a disabled user at once', async () => {
    const { a, b } = await twoInstances();
    const login = await createUser('manager');
    const { auth } = await signIn(a, login);
    expect(await status(b, '/api/halls/1', auth)).toBe(200);
    const { db } = await testDatabase();
    await db.update(users).set({ disabled: true }).where(eq(users.login, login));
    expect(await status(b, '/api/halls/1', auth)).toBe(401);
    expect(await status(a, '/api/auth/me', auth)).toBe(401);
  });

  it('close a hall taken away from a user on the next request', async () => {
    const { a, b } = await twoInstances();
    const hallId = await createHall();
    const login = await createUser('manager', [1, hallId]);
    const { auth } = await signIn(a, login);
    expect(await status(b, `/api/halls/${hallId}/workers`, auth)).toBe(200);
    const { db } = await testDatabase();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
    await db
      .delete(userHalls)
      .where(and(eq(userHalls.userId, user.id), eq(userHalls.hallId, hallId)));
    expect(await status(b, `/api/halls/${hallId}/workers`, auth)).toBe(403);
    expect(await status(b, '/api/halls/1/workers', auth)).toBe(200);
    const halls = (await (await b.request('/api/halls', { headers: auth })).json()) as {
      halls: { id: number }[];
    };
    expect(halls.halls.map((h) => h.id)).not.toContain(hallId);
  });
});

const onPostgres = url ? describe : describe.skip;

onPostgres('instances starting at once on an empty PostgreSQL', () => {
  it('all come up: migrations and the demo seed run under one advisory lock', async () => {
    const admin = new Pool({ connectionString: url });
    const name = `start_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const instances = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url: target.toString(), poolSize: 2 })),
    );
    try {
      let seeded = 0;
      await Promise.all(
        instances.map((instance) =>
          instance.migrate(async () => {
            // What the demo seed does: fill a table only when it is empty.
            const [{ empty }] = await queryRows<{ empty: boolean }>(
              instance.db,
              sql`select not exists (select 1 from halls) as empty`,
            );
            if (!empty) return;
            seeded++;
            await instance.db.execute(
              sql`insert into halls (name, city, address) values ('Первый', 'Алматы', 'ул. 1')`,
            );
          }),
        ),
      );
      expect(seeded).toBe(1);
      const [{ count }] = await queryRows<{ count: number }>(
        instances[0].db,
        sql`select count(*)::int as count from halls`,
      );
      expect(count).toBe(1);
      const [{ applied }] = await queryRows<{ applied: number }>(
        instances[0].db,
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      expect(applied).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
  }, 60_000);
});
