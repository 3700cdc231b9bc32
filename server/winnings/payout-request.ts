import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { toMinorUnits } from '@/lib/shared/money';
import type { AppEnv } from '../context';
import { inTransaction, queryRows } from '../db/database';
import type { OperationInput, OperationRecord } from '../cashbox/operation-schemas';
import { keyReused, requestFingerprint } from '../writes/idempotency';
import { idempotentWrite } from '../writes/idempotent-write';
import { owe, payOwed, payWinning, refusedByManager } from './owed-winnings';
import { findPayee, judgePayee } from './payee';
import type { OwedWinningRecord } from './winning-schemas';

export type PayoutAnswer =
  | { paid: OperationRecord }
  | { waiting: { approval: Pick<OwedWinningRecord, 'id' | 'status'>; winning: OwedWinningRecord } };

/** Whole tenge of a setting in tiyn. */
const units = (tenge: number) => BigInt(tenge) * 100n;

/**
 * A winnings payout asked for at the desk (decision 057). The client and the machine are found
 * and the client judged as at the door; then:
 * - below `PAYOUT_APPROVAL_TENGE`, the cash leaves the desk at once (201), once per key;
 * - at or above it, or when the desk records the win as owed, the win waits (202) and nothing
 *   leaves; the same request sent again with the same key pays it once it is approved (201),
 *   or answers 202 while it waits and 409 once refused. An owed win is paid from its list.
 */
export async function requestPayout(
  c: Context<AppEnv>,
  input: OperationInput,
  key: string,
): Promise<PayoutAnswer> {
  const { db, now, payoutApprovalTenge, amlThresholdTenge } = c.var.options;
  const { hallId, user, requestId } = c.var;
  const at = now();
  const found = await findPayee({ db, user, hallId, now: at }, input);
  judgePayee(hallId, found);
  const { payee, today } = found;
  const amount = toMinorUnits(input.amount);
  const aml = units(amlThresholdTenge);
  const needsApproval = amount >= units(payoutApprovalTenge);
  const payNow = (write: Parameters<typeof idempotentWrite<OperationRecord>>[3], single = false) =>
    idempotentWrite(c, key, input, write, { single }).then((paid) => ({ paid }));

  if (!needsApproval && !input.owed) {
    // Below the register's threshold a payout is the one statement of any cash operation,
    // written with the hall's others of the moment (hall-batches.ts).
    return payNow((w) => payWinning(w, amount, payee, input.note, aml), amount < aml);
  }
  const fingerprint = requestFingerprint(c.req.method, new URL(c.req.url).pathname, input);
  // A key another request was answered with is refused (422), as every write refuses it.
  const [stored] = await queryRows<{ fingerprint: string }>(
    db,
    sql`select fingerprint from idempotency_keys where user_id = ${user.id} and key = ${key}`,
  );
  if (stored && stored.fingerprint !== fingerprint) throw keyReused();
  const winning = await inTransaction(db, (tx) =>
    owe(
      { tx, hallId, user, now: at, requestId },
      { key, fingerprint, amount, needsApproval },
      payee,
      today,
    ),
  );
  if (winning.fingerprint !== fingerprint) throw keyReused();
  if (input.owed || winning.status === 'pending') {
    const shown = { ...winning, fingerprint: undefined };
    return { waiting: { approval: { id: winning.id, status: winning.status }, winning: shown } };
  }
  if (winning.status === 'refused') throw refusedByManager();
  return payNow((w) => payOwed(w, winning.id, aml, input.note));
}
