import { ApiError, errors, isUniqueViolation } from '../errors';
import type { Actor } from './actor';
import { recordChange } from './audit';

type Edit<R> = {
  /** The record as it is, its row locked (`for update`); undefined when it is not there. */
  read: () => Promise<R | undefined>;
  /** What the 404 says. */
  missing: string;
  /** Writes the change (and the next version); answers the record as it has become. */
  apply: (current: R) => Promise<R>;
  /** The audit log's action (`device.update`) and the hall the record belongs to. */
  action: string;
  hallId: number | null;
};

/**
 * An edit of a set-up record at the version the client saw, in the actor's transaction: the row
 * is locked, so of two edits from one version exactly one wins and the other gets 409; the audit
 * log keeps what changed, before and after.
 */
export async function auditedEdit<R extends { id: number; version: number }>(
  a: Actor,
  version: number,
  edit: Edit<R>,
): Promise<R> {
  const current = atVersion(await edit.read(), version, edit.missing);
  const next = await edit.apply(current);
  await recordChange(a, edit.action, { id: current.id, hallId: edit.hallId }, current, next);
  return next;
}

/**
 * A record read under lock (`for update`), held to the version the client saw: 404 (`missing`)
 * when it is not there, 409 when another change came first.
 */
export function atVersion<R extends { version: number }>(
  current: R | undefined,
  version: number,
  missing: string,
): R {
  if (!current) throw errors.notFound(missing);
  if (current.version !== version) throw errors.staleVersion();
  return current;
}

/** Runs a write and turns a unique index's refusal into a 409 under the field it names. */
export async function uniqueOr409<T>(
  write: () => Promise<T>,
  constraint: string,
  field: string,
  message: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) {
      throw new ApiError(409, 'duplicate', message, { [field]: message });
    }
    throw error;
  }
}
