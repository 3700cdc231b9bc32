import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { inTransaction } from '../db/database';
import { editedVersion, versionTag } from '../versions';
import type { Actor } from './actor';

/**
 * A write of the signed-in user in one transaction, with its actor: a creation that a natural
 * key keeps from doubling (a device's number, a hall's name), or the body of `versionedChange`.
 */
export function actorWrite<T>(c: Context<AppEnv>, write: (a: Actor) => Promise<T>): Promise<T> {
  const { db, now } = c.var.options;
  const { hallId, user, requestId } = c.var;
  return inTransaction(db, (tx) => write({ tx, hallId, user, now: now(), requestId }));
}

/**
 * A change of the record named by the path parameter `idParam`, in one transaction, at the
 * version the client saw (body or If-Match); the answer carries the new version as its ETag.
 * The write locks the record and answers 409 when the version is stale.
 */
export async function versionedChange<T extends { version: number }>(
  c: Context<AppEnv>,
  idParam: string,
  bodyVersion: number | undefined,
  write: (a: Actor, id: number, version: number) => Promise<T>,
): Promise<T> {
  const id = Number(c.req.param(idParam));
  const version = editedVersion(c, bodyVersion);
  const record = await actorWrite(c, (a) => write(a, id, version));
  c.header('ETag', versionTag(record.version));
  return record;
}
