import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { inTransaction } from '../db/database';
import type { Actor } from './actor';

/**
 * A write of the signed-in user in one transaction, with its actor: a creation that a natural
 * key keeps from doubling (a device's number, a hall's name), the body of `versionedChange`, or
 * a write of head office's routes that name their hall in the body (`hallId`).
 */
export function actorWrite<T>(
  c: Context<AppEnv>,
  write: (a: Actor) => Promise<T>,
  hallId: number = c.var.hallId,
): Promise<T> {
  const { db, now } = c.var.options;
  const { user, requestId } = c.var;
  return inTransaction(db, (tx) => write({ tx, hallId, user, now: now(), requestId }));
}
