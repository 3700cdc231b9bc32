import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Actor } from './actor';
import { inHallBatch } from './hall-batches';
import { requestFingerprint, runIdempotent, type KeyClaim } from './idempotency';

/**
 * A write that moves money or sends messages: its actor and request id. `claim` is there when
 * the write is a single statement that stores its own Idempotency-Key.
 */
export type IdempotentWrite = Actor & { claim?: KeyClaim };

/**
 * Runs the write of this request once per `Idempotency-Key`: in one transaction, or as one
 * statement that stores the key itself (`single`), written with the hall's other such writes of
 * the moment (hall-batches.ts). A replay answers the first body and says so in
 * `Idempotent-Replayed`.
 */
export async function idempotentWrite<T>(
  c: Context<AppEnv>,
  key: string,
  input: unknown,
  write: (w: IdempotentWrite) => Promise<T>,
  { single = false } = {},
): Promise<T> {
  const { db, now, instance } = c.var.options;
  const at = now();
  const claim = {
    userId: c.var.user.id,
    key,
    fingerprint: requestFingerprint(c.req.method, new URL(c.req.url).pathname, input),
    now: at,
  };
  const { hallId, user, requestId } = c.var;
  const { body, replayed } = await runIdempotent(
    db,
    claim,
    single
      ? (db) =>
          inHallBatch(instance.hallBatches, db, hallId, (tx) =>
            write({ tx, hallId, user, now: at, requestId, claim }),
          )
      : (tx) => write({ tx, hallId, user, now: at, requestId }),
    { ownsKey: single },
  );
  c.set('replayed', replayed);
  if (replayed) c.header('Idempotent-Replayed', 'true');
  return body;
}
