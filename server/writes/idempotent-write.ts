import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Actor } from './actor';
import { inDeskBatch } from './desk-batches';
import { actorWrite } from './actor-write';
import {
  assertKeyFree,
  keyReused,
  requestFingerprint,
  runIdempotent,
  type KeyClaim,
} from './idempotency';

/**
 * A write that moves money or sends messages: its actor and request id. `claim` is there when
 * the write is a single statement that stores its own Idempotency-Key.
 */
export type IdempotentWrite = Actor & { claim?: KeyClaim };

/**
 * Runs the write of this request once per `Idempotency-Key`: in one transaction, or as one
 * statement that stores the key itself (`single`), written with the other such writes of the
 * caller's desk of the moment (desk-batches.ts). A replay answers the first body and says so in
 * `Idempotent-Replayed`.
 */
export async function idempotentWrite<T>(
  c: Context<AppEnv>,
  key: string,
  input: unknown,
  write: (w: IdempotentWrite) => Promise<T>,
  { single = false } = {},
): Promise<T> {
  const { db, instance } = c.var.options;
  const claim = claimOf(c, key, input);
  const at = claim.now;
  const { hallId, user, requestId } = c.var;
  const { body, replayed } = await runIdempotent(
    db,
    claim,
    single
      ? (db) =>
          inDeskBatch(instance.deskBatches, db, user.id, (tx) =>
            write({ tx, hallId, user, now: at, requestId, claim }),
          )
      : (tx) => write({ tx, hallId, user, now: at, requestId }),
    { ownsKey: single },
  );
  c.set('replayed', replayed);
  if (replayed) c.header('Idempotent-Replayed', 'true');
  return body;
}

/** Who sends this request's key, for which request (method, path, body), and when. */
function claimOf(c: Context<AppEnv>, key: string, input: unknown): KeyClaim {
  return {
    userId: c.var.user.id,
    key,
    fingerprint: requestFingerprint(c.req.method, new URL(c.req.url).pathname, input),
    now: c.var.options.now(),
  };
}

/**
 * A write whose record keeps its own `Idempotency-Key` and fingerprint (an owed win, found again
 * by them when the request comes back): a key that answered another request is 422, whether
 * another write stored it or this record did.
 */
export async function keyedWrite<T extends { fingerprint: string }>(
  c: Context<AppEnv>,
  key: string,
  input: unknown,
  write: (a: Actor, claim: KeyClaim) => Promise<T>,
): Promise<T> {
  const claim = claimOf(c, key, input);
  await assertKeyFree(c.var.options.db, claim);
  const record = await actorWrite(c, (a) => write({ ...a, now: claim.now }, claim));
  if (record.fingerprint !== claim.fingerprint) throw keyReused();
  return record;
}
