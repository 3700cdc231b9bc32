import { auditLog } from '../db/schema';
import type { Actor } from './actor';

/** The audit record of a write, in the write's transaction: it exists exactly when the write does. */
export async function recordAudit(
  a: Actor,
  action: string,
  entityId: number,
  details: Record<string, unknown>,
  hallId: number | null = a.hallId,
) {
  await a.tx.insert(auditLog).values({
    at: a.now,
    userId: a.user.id,
    hallId,
    action,
    entityId,
    details,
    requestId: a.requestId,
  });
}

/**
 * The audit record of a set-up change (a hall, a device, a product, a game): what the record was
 * and what it became, only the fields that changed. A creation has no `before`.
 */
export async function recordChange<T extends Record<string, unknown>>(
  a: Actor,
  action: string,
  record: { id: number; hallId: number | null },
  before: T | null,
  after: T,
) {
  const changed = Object.keys(after).filter(
    (key) => key !== 'version' && JSON.stringify(before?.[key]) !== JSON.stringify(after[key]),
  );
  const pick = (from: T) => Object.fromEntries(changed.map((key) => [key, from[key]]));
  await recordAudit(
    a,
    action,
    record.id,
    before ? { before: pick(before), after: pick(after) } : { after: pick(after) },
    record.hallId,
  );
}
