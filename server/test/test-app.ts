import { randomUUID } from 'node:crypto';
import type { Role } from '@/lib/shared/roles';
import { createApp } from '../app';
import type { AppOptions } from '../context';
import { openDatabase, type Database } from '../db/database';
import { cashDesks, halls, users, userHalls } from '../db/schema';
import { and, eq } from 'drizzle-orm';
import { openWorkerCopy } from './template';
import { cheapDemoHash } from './cheap-passwords';
import { createInstance, type Instance } from '../instance';
import { freshAddress } from './fresh-address';

let database: Promise<Database> | null = null;
/** The instances this file's apps run as: their hubs stop with the file's database. */
const instances: Instance[] = [];

/**
 * This test file's database: its worker's copy of the migrated, seeded template, or its worker's
 * PostgreSQL database. The files of a worker take turns with it.
 */
export function testDatabase(): Promise<Database> {
  database ??= process.env.TEST_DATABASE_URL
    ? openDatabase({ url: process.env.TEST_DATABASE_URL })
    : openWorkerCopy();
  return database;
}

// The file's database loads before its first test, under a limit of its own: on a busy machine
// the load alone can take a good part of a test's 20 s. It is closed after the file's last test
// whether the file says so or not: the worker's next file opens the same folder.
beforeAll(() => testDatabase(), 120_000);
afterAll(() => closeTestDatabase());

export async function closeTestDatabase() {
  if (database) {
    const { close } = await database;
    await Promise.all(instances.splice(0).map((instance) => instance.close()));
    await close();
  }
  database = null;
}

/** An instance of this file's, stopped with its database. */
export function testInstance(db: Database['db']): Instance {
  const instance = createInstance(db);
  instances.push(instance);
  return instance;
}

/**
 * A second API instance on the same database, as another server process would be: its own
 * state in memory, and on PostgreSQL its own connections (PGlite has one connection only).
 */
export async function secondInstance(): Promise<{
  db: Database['db'];
  instance: Instance;
  close: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  const own = url ? await openDatabase({ url }) : null;
  const db = own?.db ?? (await testDatabase()).db;
  const instance = createInstance(db);
  return {
    db,
    instance,
    close: async () => {
      await instance.close();
      await own?.close();
    },
  };
}

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-22T09:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export async function testApp(options: Partial<AppOptions> = {}) {
  const { db } = await testDatabase();
  const on = options.db ?? db;
  return createApp({
    db: on,
    trustProxy: 1,
    ...options,
    instance: options.instance ?? testInstance(on),
  });
}

export { freshAddress };

type TestApp = Awaited<ReturnType<typeof testApp>>;

export async function signIn(app: TestApp, login: string, password = 'demo1234') {
  const response = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify({ login, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${login}: ${response.status}`);
  const body = (await response.json()) as { token: string };
  return { token: body.token, auth: { authorization: `Bearer ${body.token}` } };
}

/** A user of its own for a test that changes a user's state (password demo1234). */
export async function createUser(role: Role, hallIds: number[] = [1]): Promise<string> {
  const { db } = await testDatabase();
  const login = `test-${randomUUID().slice(0, 8)}`;
  const [user] = await db
    .insert(users)
    .values({
      login,
      fullName: 'Тестовый Пользователь',
      role,
      passwordHash: await cheapDemoHash(),
    })
    .returning({ id: users.id });
  if (hallIds.length) {
    await db.insert(userHalls).values(hallIds.map((hallId) => ({ userId: user.id, hallId })));
  }
  return login;
}

/** A hall of its own for a test that writes, so files sharing one PostgreSQL never collide. */
export async function createHall(extra: { timezone?: string } = {}): Promise<number> {
  const { db } = await testDatabase();
  const [hall] = await db
    .insert(halls)
    .values({
      name: `Тестовый зал ${randomUUID().slice(0, 6)}`,
      city: 'Алматы',
      address: 'ул. Тестовая, 1',
      ...extra,
    })
    .returning({ id: halls.id });
  return hall.id;
}

/** The id of a hall's first desk of a kind: «Касса 1» or the safe, which every hall opens with. */
export async function deskOf(hallId: number, kind: 'window' | 'safe' = 'window'): Promise<number> {
  const { db } = await testDatabase();
  const [desk] = await db
    .select({ id: cashDesks.id })
    .from(cashDesks)
    .where(and(eq(cashDesks.hallId, hallId), eq(cashDesks.kind, kind)))
    .orderBy(cashDesks.id)
    .limit(1);
  return desk.id;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read loosely
export type Json = Record<string, any>;

/** A response's JSON body, for a test to look into. */
export async function bodyOf(response: Response): Promise<Json> {
  return (await response.json()) as Json;
}

/** One JSON request: status, parsed body (null when empty) and the response for its headers. */
export async function callApi(
  app: TestApp,
  method: string,
  path: string,
  headers: object,
  body?: unknown,
) {
  const response = await app.request(path, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json, response };
}
