import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../errors';

/** How long a key answers with its first result; a retry comes within minutes, a queue within days. */
export const IDEMPOTENCY_KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The `Idempotency-Key` every money write carries: without one a retry could double the record.
 * Visible ASCII, as a UUID or any client-made token is.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Передайте заголовок Idempotency-Key: один ключ на одну операцию' })
    .trim()
    .regex(/^[\x21-\x7e]{8,200}$/, 'Ключ — от 8 до 200 латинских букв, цифр и знаков без пробелов')
    .openapi({
      param: { name: 'idempotency-key', in: 'header' },
      description: 'Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ',
      example: '5f0c7a1e-2d4b-4c1a-9b7e-1f2a3b4c5d6e',
    }),
});

/** What makes two requests "the same": method, path and the validated body. */
export const requestFingerprint = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([method, path, body ?? null]))
    .digest('base64url');

const keyReused = () =>
  new ApiError(
    422,
    'idempotency_key_reused',
    'Этот ключ идемпотентности уже использован для другого запроса',
    { 'idempotency-key': 'Для новой операции нужен новый ключ' },
  );

/**
 * Runs `write` once per (user, key). The key is claimed first, in the write's own transaction:
 * a concurrent request with the same key waits on the claim until the first commits, then
 * replays its answer; if the first failed, nothing of it remains and the next one runs afresh.
 * Only answers of writes that happened are kept: a refusal wrote nothing, so a retry is judged
 * again (after the cashier has, say, brought the cash the balance lacked).
 */
export async function runIdempotent<T>(
  db: Db,
  claim: { userId: number; key: string; fingerprint: string; now: Date },
  write: (tx: Db) => Promise<T>,
): Promise<{ body: T; replayed: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId: claim.userId,
        key: claim.key,
        fingerprint: claim.fingerprint,
        createdAt: claim.now,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    if (claimed.length === 0) {
      const [first] = await tx
        .select({
          fingerprint: idempotencyKeys.fingerprint,
          response: idempotencyKeys.response,
        })
        .from(idempotencyKeys)
        .where(where);
      if (first.fingerprint !== claim.fingerprint) throw keyReused();
      return { body: first.response as T, replayed: true };
    }
    const body = await write(tx);
    await tx.update(idempotencyKeys).set({ response: body }).where(where);
    return { body, replayed: false };
  });
}

export async function purgeIdempotencyKeys(db: Db, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
