import type { Context } from 'hono';
import { toMinorUnits } from '@/lib/shared/money';
import { countingMisses, lookupCall } from '../auth/lookup-limit';
import type { AppEnv } from '../context';
import type { OperationInput, OperationRecord } from '../cashbox/operation-schemas';
import { idempotentWrite, keyedWrite } from '../writes/idempotent-write';
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
  const { payoutApprovalTenge, amlThresholdTenge } = c.var.options;
  const call = lookupCall(c);
  // Who is paid is a look-up like the door's: a miss or a register's refusal counts.
  const { payee, today } = await countingMisses(call, checkedBy(input), async () => {
    const found = await findPayee(call, input);
    judgePayee(call.hallId, found);
    return found;
  });
  const amount = toMinorUnits(input.amount);
  const aml = units(amlThresholdTenge);
  const needsApproval = amount >= units(payoutApprovalTenge);
  const payNow = (write: Parameters<typeof idempotentWrite<OperationRecord>>[3], single = false) =>
    idempotentWrite(c, key, input, write, { single }).then((paid) => ({ paid }));

  if (!needsApproval && !input.owed) {
    // Below the register's threshold a payout is the one statement of any cash operation,
    // written with the desk's others of the moment (desk-batches.ts).
    return payNow(
      (w) => payWinning(w, amount, payee, input.note, aml, input.payoutKind ?? null),
      amount < aml,
    );
  }
  const winning = await keyedWrite(c, key, input, (a, claim) =>
    owe(
      a,
      {
        key,
        fingerprint: claim.fingerprint,
        amount,
        needsApproval,
        payoutKind: input.payoutKind ?? null,
      },
      payee,
      today,
    ),
  );
  if (input.owed || winning.status === 'pending') {
    const shown = { ...winning, fingerprint: undefined };
    return { waiting: { approval: { id: winning.id, status: winning.status }, winning: shown } };
  }
  if (winning.status === 'refused') throw refusedByManager();
  return payNow((w) => payOwed(w, winning.id, aml, input.note));
}

/** What the desk typed to name the client, as the look-up limit names it. */
const checkedBy = (input: OperationInput) => (input.clientDocument ? 'document' : 'iin');
