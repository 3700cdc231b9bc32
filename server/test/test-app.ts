import { readFileSync } from 'node:fs';
import { createApp } from '../app';
import type { AppOptions } from '../context';
import { openDatabase, type Database } from '../db/database';
import { TEMPLATE_FILE } from './template';

let database: Promise<Database> | null = null;

/** This test file's database: a copy of the migrated, seeded template (or the shared PostgreSQL). */
export function testDatabase(): Promise<Database> {
  database ??= process.env.TEST_DATABASE_URL
    ? openDatabase({ url: process.env.TEST_DATABASE_URL })
    : openDatabase({ loadDataDir: new Blob([readFileSync(TEMPLATE_FILE)]) });
  return database;
}

export async function closeTestDatabase() {
  if (database) await (await database).close();
  database = null;
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
  return createApp({ db, trustProxy: true, ...options });
}

let addressCounter = 0;
/** A fresh client address per call, so login rate limits of one test do not touch another. */
export const freshAddress = () => `127.1.${process.pid % 250}.${++addressCounter}`;

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
