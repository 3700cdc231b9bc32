import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { DEMO_PASSWORD } from '../demo/users';
import { users } from '../db/schema';

/**
 * The least work argon2id takes (1 MiB, 1 pass). The tests sign in well over a thousand times,
 * and at the production cost (`passwords.ts`: 19 MiB, 2 passes, about 20 ms of a core each) that
 * alone was half a minute of every run. Only the hashes that the tests' database stores are made
 * so: the sign-in checks them through the same `verifyPassword`, which reads the cost from the
 * hash, and every hash the API makes (a new account, a changed password) is at the production
 * cost (decision 052).
 */
const CHEAP = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

let demoHash: Promise<string> | null = null;

/** The demo password (`demo1234`) hashed cheaply, once per test file. */
export function cheapDemoHash(): Promise<string> {
  demoHash ??= argon2.hash(DEMO_PASSWORD, CHEAP);
  return demoHash;
}

/** Swaps the seeded accounts' hashes of the demo password for a cheap one (the tests' template). */
export async function cheapenDemoPasswords(db: Db) {
  const hashes = await queryRows<{ hash: string }>(
    db,
    sql`select distinct password_hash as hash from users`,
  );
  const cheap = await cheapDemoHash();
  for (const { hash } of hashes) {
    if (!(await argon2.verify(hash, DEMO_PASSWORD))) continue;
    await db
      .update(users)
      .set({ passwordHash: cheap })
      .where(sql`password_hash = ${hash}`);
  }
}
