/**
 * A register's claim (decision 063): the register whose first pending document is due, taken
 * under `FOR NO KEY UPDATE SKIP LOCKED` (a sale writing a document takes `KEY SHARE` on the
 * register and never waits for it) and held by a lease, so the call goes out with no transaction
 * open. What came of the call is written under the same claim (`register-outcomes.ts`).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../db/database';
import type { ChequeRequest } from './cheque';
import { WEBKASSA_ERRORS } from './webkassa-answers';

export type Claimed = {
  registerId: number;
  claim: string;
  cashbox: string;
  login: string;
  password: string;
  apiKey: string;
  token: string | null;
  doc: {
    id: number;
    kind: 'sale' | 'return' | 'cash_in' | 'cash_out' | 'z_report';
    externalNumber: string;
    request: ChequeRequest;
    total: bigint;
    attempts: number;
    basisId: number | null;
  };
};

/** The register whose next document is due, claimed for `leaseMs`; null when none is. */
export async function claimNext(db: Db, now: Date, leaseMs: number): Promise<Claimed | null> {
  return inTransaction(db, async (tx) => {
    const at = now.toISOString();
    const [register] = await queryRows<{
      id: number;
      cashbox: string;
      login: string;
      password: string;
      api_key: string;
      token: string | null;
    }>(
      tx,
      // A head held by a shift over 24 hours (11) is due at once when a Z-report waits behind it:
      // only the Z clears the register, so it goes first.
      sql`with head as (
            select distinct on (register_id) register_id, id, next_attempt_at, error_code
            from fiscal_documents where status = 'pending' order by register_id, id)
          select r.id, r.cashbox_unique_number as cashbox, r.login, r.password, r.api_key, r.token
          from head join fiscal_registers r on r.id = head.register_id
          where r.auth_failed_at is null
            and (head.next_attempt_at is null or head.next_attempt_at <= ${at}::timestamptz
              or (head.error_code = ${WEBKASSA_ERRORS.shiftOver24Hours} and exists (
                select 1 from fiscal_documents z where z.register_id = head.register_id
                  and z.status = 'pending' and z.kind = 'z_report'
                  and (z.next_attempt_at is null or z.next_attempt_at <= ${at}::timestamptz))))
            and (r.claimed_until is null or r.claimed_until <= ${at}::timestamptz)
          order by head.id limit 1
          for no key update of r skip locked`,
    );
    if (!register) return null;
    // Read again under the lock: another sender may have settled the head since the look above.
    type Row = {
      id: number;
      kind: Claimed['doc']['kind'];
      external_number: string;
      request: ChequeRequest;
      total: string;
      attempts: number;
      basis_id: number | null;
      error_code: number | null;
      due: boolean;
    };
    const pending = (only: ReturnType<typeof sql>) =>
      queryRows<Row>(
        tx,
        sql`select id, kind, external_number, request, total::text as total, attempts, basis_id,
              error_code, (next_attempt_at is null or next_attempt_at <= ${at}::timestamptz) as due
            from fiscal_documents where register_id = ${register.id} and status = 'pending' ${only}
            order by id limit 1`,
      );
    let [doc] = await pending(sql``);
    if (doc?.error_code === WEBKASSA_ERRORS.shiftOver24Hours) {
      const [z] = await pending(sql`and kind = 'z_report'`);
      if (z?.due) doc = z;
    }
    if (!doc?.due) return null;
    const claim = randomUUID();
    await tx.execute(sql`
      update fiscal_registers set claim_token = ${claim},
        claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
      where id = ${register.id}`);
    return {
      registerId: register.id,
      claim,
      cashbox: register.cashbox,
      login: register.login,
      password: register.password,
      apiKey: register.api_key,
      token: register.token,
      doc: {
        id: doc.id,
        kind: doc.kind,
        externalNumber: doc.external_number,
        request: doc.request,
        total: BigInt(doc.total),
        attempts: doc.attempts,
        basisId: doc.basis_id,
      },
    };
  });
}
