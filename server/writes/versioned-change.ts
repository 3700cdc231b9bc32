import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { editedVersion, versionTag } from '../versions';
import type { Actor } from './actor';
import { actorWrite } from './actor-write';

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
