/**
 * A register's claim (decision 063): the register whose first pending document is due, taken
 * under `FOR NO KEY UPDATE SKIP LOCKED` (a sale writing a document takes `KEY SHARE` on the
 * register and never waits for it) and held by a lease, so the call goes out with no transaction
 * open; and what came of the call, written under the same claim. A claim lost to an expired
 * lease writes nothing: the next sender sends the document again under its number.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../db/database';
import type { ChequeRequest } from './cheque';
import {
  registerTime,
  shiftOfAnswer,
  WEBKASSA_ERRORS,
  type IssuedCheque,
} from './webkassa-answers';

/** The first retry's wait; each next one doubles, up to `RETRY_MAX_MS`. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;
/** A register that needs a person (a shift over 24 hours, offline over 72) is asked again this often. */
export const HELD_RETRY_MS = 5 * 60_000;
/** A register's answer that could not be written is tried again this many times, then failed. */
export const UNWRITTEN_LIMIT = 3;

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

export type Outcome =
  /** Done; `note` says why a document the register did not register needs nothing more (12, 13, 14). */
  | {
      kind: 'issued';
      cheque: IssuedCheque | null;
      answer?: unknown;
      note?: { code: number; text: string };
    }
  | { kind: 'retry'; error: string; code?: number; delayMs?: number }
  | { kind: 'failed'; error: string; code?: number }
  | { kind: 'signInRefused'; error: string };

export const backoff = (attempts: number) =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts), RETRY_MAX_MS);

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

/** Writes the outcome and frees the register, if the claim is still this sender's. */
export async function recordOutcome(db: Db, c: Claimed, outcome: Outcome, now: Date) {
  await inTransaction(db, async (tx) => {
    const [held] = await queryRows<{ id: number }>(
      tx,
      sql`select id from fiscal_registers where id = ${c.registerId} and claim_token = ${c.claim}
          for no key update`,
    );
    // The lease ran out and another sender took the register: it sends the document again.
    if (!held) return;
    const at = now.toISOString();
    if (outcome.kind === 'issued') {
      const cheque = outcome.cheque;
      const issuedAt = cheque ? (registerTime(cheque.DateTime) ?? now) : now;
      const answer = cheque
        ? {
            DateTime: cheque.DateTime,
            Address: cheque.Cashbox?.Address ?? null,
            Organization: cheque.Organization ?? null,
          }
        : (outcome.answer ?? null);
      await tx.execute(sql`
        update fiscal_documents set status = 'issued', attempts = attempts + 1,
          next_attempt_at = null, error_code = ${outcome.note?.code ?? null},
          last_error = ${outcome.note?.text ?? null},
          check_number = ${cheque?.CheckNumber ?? null},
          issued_at = ${issuedAt.toISOString()}::timestamptz,
          registration_number = ${cheque?.Cashbox?.RegistrationNumber ?? null},
          unique_number = ${cheque?.Cashbox?.UniqueNumber ?? null},
          ofd_name = ${cheque?.Cashbox?.Ofd?.Name ?? null},
          ofd_host = ${cheque?.Cashbox?.Ofd?.Host ?? null},
          offline = ${cheque ? cheque.OfflineMode === true : null},
          ticket_url = ${cheque?.TicketUrl ?? null},
          shift_number = ${cheque?.ShiftNumber ?? shiftOfAnswer(outcome.answer) ?? null},
          order_number = ${cheque?.CheckOrderNumber ?? null},
          answer = ${JSON.stringify(answer)}::jsonb
        where id = ${c.doc.id} and status = 'pending'`);
      if (cheque?.Cashbox?.RegistrationNumber) {
        await tx.execute(sql`
          update fiscal_registers set registration_number = ${cheque.Cashbox.RegistrationNumber},
            ofd_name = ${cheque.Cashbox.Ofd?.Name ?? null}
          where id = ${c.registerId}`);
      }
      if (c.doc.kind === 'z_report') {
        // The register's shift is closed: what waited for it goes now.
        await tx.execute(sql`
          update fiscal_documents set next_attempt_at = null
          where register_id = ${c.registerId} and status = 'pending'
            and error_code = ${WEBKASSA_ERRORS.shiftOver24Hours}`);
      }
    } else if (outcome.kind === 'retry') {
      const delay = outcome.delayMs ?? backoff(c.doc.attempts);
      await tx.execute(sql`
        update fiscal_documents set attempts = attempts + 1,
          next_attempt_at = ${new Date(now.getTime() + delay).toISOString()}::timestamptz,
          error_code = ${outcome.code ?? null}, last_error = ${outcome.error}
        where id = ${c.doc.id} and status = 'pending'`);
    } else if (outcome.kind === 'failed') {
      await tx.execute(sql`
        update fiscal_documents set status = 'failed', attempts = attempts + 1,
          next_attempt_at = null, error_code = ${outcome.code ?? null}, last_error = ${outcome.error}
        where id = ${c.doc.id} and status = 'pending'`);
    } else {
      // A password that stopped working: the register waits for head office, no more sign-ins.
      await tx.execute(sql`
        update fiscal_registers set auth_failed_at = ${at}::timestamptz,
          auth_error = ${outcome.error}, token = null
        where id = ${c.registerId}`);
    }
    await tx.execute(sql`
      update fiscal_registers set claim_token = null, claimed_until = null
      where id = ${c.registerId}`);
  });
}

/**
 * The register's answer could not be written (the database went away, say): the document waits
 * and is sent again — its resend hears 14 with the document — and after `UNWRITTEN_LIMIT` tries it
 * fails, with an exception for the manager, so the register's queue goes on.
 */
export async function recordUnwritten(db: Db, c: Claimed, reason: string, now: Date) {
  const failed = c.doc.attempts + 1 >= UNWRITTEN_LIMIT;
  await recordOutcome(
    db,
    c,
    failed
      ? { kind: 'failed', error: `Ответ кассы не удалось записать: ${reason}` }
      : { kind: 'retry', error: `Ответ кассы не записан: ${reason}` },
    now,
  );
}
