/**
 * A register's claim (decision 063): one call at a time per register, as Webkassa asks. A claim
 * is a lease (`claim_token`, `claimed_until`), so the call goes out with no transaction open and a
 * sender that died leaves the register free once the time is past. The sender claims the register
 * whose first pending document is due, found under `FOR NO KEY UPDATE SKIP LOCKED` (a sale writing
 * a document takes `KEY SHARE` on the register and never waits for it); the X-report claims its
 * desk's register the same way, so neither overlaps the other. What came of the sender's call is
 * written under its claim (`register-outcomes.ts`).
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../db/database';
import type { ChequeRequest } from './cheque';
import { WEBKASSA_ERRORS } from './webkassa-answers';

/** A register held by a claim, with what its calls need. */
export type ClaimedRegister = {
  registerId: number;
  claim: string;
  cashbox: string;
  login: string;
  password: string;
  apiKey: string;
  token: string | null;
  authFailed: boolean;
};

/**
 * The register `which` names, claimed for `leaseMs` if no claim holds it: null when one does (or
 * no register is named).
 */
export async function claimRegister(
  db: Db,
  which: SQL,
  now: Date,
  leaseMs: number,
): Promise<ClaimedRegister | null> {
  const claim = randomUUID();
  const [row] = await queryRows<{
    id: number;
    cashbox: string;
    login: string;
    password: string;
    api_key: string;
    token: string | null;
    auth_failed: boolean;
  }>(
    db,
    sql`update fiscal_registers set claim_token = ${claim},
          claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
        where ${which}
          and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
        returning id, cashbox_unique_number as cashbox, login, password, api_key, token,
          auth_failed_at is not null as auth_failed`,
  );
  if (!row) return null;
  return {
    registerId: row.id,
    claim,
    cashbox: row.cashbox,
    login: row.login,
    password: row.password,
    apiKey: row.api_key,
    token: row.token,
    authFailed: row.auth_failed,
  };
}

/** Frees the register, if the claim is still this one. */
export async function releaseRegister(db: Db, c: Pick<ClaimedRegister, 'registerId' | 'claim'>) {
  await db.execute(sql`
    update fiscal_registers set claim_token = null, claimed_until = null
    where id = ${c.registerId} and claim_token = ${c.claim}`);
}

export type Claimed = ClaimedRegister & {
  doc: {
    id: number;
    kind: 'sale' | 'return' | 'cash_in' | 'cash_out' | 'z_report';
    externalNumber: string;
    request: ChequeRequest;
    total: bigint;
    attempts: number;
    basisId: number | null;
    /** What its last try came to (a code of Webkassa's, or `UNWRITTEN`). */
    errorCode: number | null;
  };
};

/** The register whose next document is due, claimed for `leaseMs`; null when none is. */
export async function claimNext(db: Db, now: Date, leaseMs: number): Promise<Claimed | null> {
  return inTransaction(db, async (tx) => {
    const at = now.toISOString();
    const [register] = await queryRows<{ id: number }>(
      tx,
      // A head held by a shift over 24 hours (11) is due at once when a Z-report waits behind it:
      // only the Z clears the register, so it goes first.
      sql`with head as (
            select distinct on (register_id) register_id, id, next_attempt_at, error_code
            from fiscal_documents where status = 'pending' order by register_id, id)
          select r.id from head join fiscal_registers r on r.id = head.register_id
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
    const pending = (only: SQL) =>
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
    // Locked above: no other claim can take it between the look and the lease.
    const claimed = await claimRegister(tx, sql`id = ${register.id}`, now, leaseMs);
    if (!claimed) return null;
    return {
      ...claimed,
      doc: {
        id: doc.id,
        kind: doc.kind,
        externalNumber: doc.external_number,
        request: doc.request,
        total: BigInt(doc.total),
        attempts: doc.attempts,
        basisId: doc.basis_id,
        errorCode: doc.error_code,
      },
    };
  });
}
