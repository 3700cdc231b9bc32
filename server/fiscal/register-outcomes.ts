/**
 * What came of a register's call, written under the sender's claim (decision 063): issued, tried
 * again after a wait, failed, or the register's sign-in refused. A claim lost to an expired lease
 * writes nothing: the next sender sends the document again under its number.
 */
import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../db/database';
import { releaseRegister, type Claimed } from './register-claims';
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
/**
 * The error code of a document whose answer could not be written: ours, outside Webkassa's (which
 * are −1 and up). A second one in a row fails the document.
 */
export const UNWRITTEN = -100;

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
    await releaseRegister(tx, c);
  });
}

/**
 * The register's answer could not be written (the database refused it, say): the document waits
 * and is sent again — its resend hears 14 with the document — and when that answer cannot be
 * written either, it fails, with an exception for the manager, so the register's queue goes on.
 */
export async function recordUnwritten(db: Db, c: Claimed, reason: string, now: Date) {
  const again = c.doc.errorCode === UNWRITTEN;
  await recordOutcome(
    db,
    c,
    again
      ? { kind: 'failed', error: `Ответ кассы не удалось записать: ${reason}`, code: UNWRITTEN }
      : { kind: 'retry', error: `Ответ кассы не записан: ${reason}`, code: UNWRITTEN },
    now,
  );
}
