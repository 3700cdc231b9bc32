/**
 * The outbox's worker (decision 063): sends each register its documents in the order they were
 * written, one at a time per register, from any number of instances. A register is claimed for
 * a while (`FOR NO KEY UPDATE SKIP LOCKED`, then a lease), the call goes out with no transaction
 * open, and the outcome is written under the same claim. Whatever happens between — a timeout,
 * a crash, a database restart — leaves the document pending; the next send carries the same
 * external number, and the register's «exists» (14) is answered by reading the cheque back.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromMinorUnits } from '@/lib/shared/money';
import { inTransaction, queryRows, type Db } from '../db/database';
import { logger, loggedError } from '../ops/logger';
import type { ChequeRequest } from './cheque';
import {
  registerTime,
  WEBKASSA_ERRORS,
  type CallResult,
  type IssuedCheque,
  type WebkassaClient,
  type WebkassaError,
} from './webkassa-client';

/** The first retry's wait; each next one doubles, up to `RETRY_MAX_MS`. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;
/** A register that needs a person (a shift over 24 hours, offline over 72) is asked again this often. */
export const HELD_RETRY_MS = 5 * 60_000;

type Claimed = {
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

type Outcome =
  | { kind: 'issued'; cheque: IssuedCheque | null; answer?: unknown }
  | { kind: 'retry'; error: string; code?: number; delayMs?: number }
  | { kind: 'failed'; error: string; code?: number }
  | { kind: 'signInRefused'; error: string };

export const backoff = (attempts: number) =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts), RETRY_MAX_MS);

const errorText = (errors: WebkassaError[]) =>
  errors.map((e) => `${e.Text} (код ${e.Code})`).join('; ');

/** The register whose next document is due, claimed for `leaseMs`; null when none is. */
async function claimNext(db: Db, now: Date, leaseMs: number): Promise<Claimed | null> {
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
      sql`with head as (
            select distinct on (register_id) register_id, id, next_attempt_at
            from fiscal_documents where status = 'pending' order by register_id, id)
          select r.id, r.cashbox_unique_number as cashbox, r.login, r.password, r.api_key, r.token
          from head join fiscal_registers r on r.id = head.register_id
          where r.auth_failed_at is null
            and (head.next_attempt_at is null or head.next_attempt_at <= ${at}::timestamptz)
            and (r.claimed_until is null or r.claimed_until <= ${at}::timestamptz)
          order by head.id limit 1
          for no key update of r skip locked`,
    );
    if (!register) return null;
    // Read again under the lock: another sender may have settled the head since the look above.
    const [doc] = await queryRows<{
      id: number;
      kind: Claimed['doc']['kind'];
      external_number: string;
      request: ChequeRequest;
      total: string;
      attempts: number;
      basis_id: number | null;
      due: boolean;
    }>(
      tx,
      sql`select id, kind, external_number, request, total::text as total, attempts, basis_id,
            (next_attempt_at is null or next_attempt_at <= ${at}::timestamptz) as due
          from fiscal_documents where register_id = ${register.id} and status = 'pending'
          order by id limit 1`,
    );
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

/**
 * Runs `call` with the register's session: signs in when there is none and once more when the
 * register says the session ended (2). A refused sign-in is the end of it: no loop of sign-ins.
 */
export async function withSession<T>(
  db: Db,
  client: WebkassaClient,
  c: Pick<Claimed, 'registerId' | 'claim' | 'apiKey' | 'login' | 'password' | 'token'>,
  call: (token: string) => Promise<CallResult<T>>,
): Promise<CallResult<T> | { ok: false; kind: 'signInRefused'; error: string }> {
  const signIn = async () => {
    const answer = await client.authorize({
      apiKey: c.apiKey,
      login: c.login,
      password: c.password,
    });
    if (!answer.ok) return answer;
    await db.execute(sql`
      update fiscal_registers set token = ${answer.data.Token}
      where id = ${c.registerId} and claim_token = ${c.claim}`);
    return answer.data.Token;
  };
  let token = c.token;
  if (!token) {
    const signed = await signIn();
    if (typeof signed !== 'string') {
      return signed.kind === 'refused'
        ? { ok: false, kind: 'signInRefused', error: errorText(signed.errors) }
        : signed;
    }
    token = signed;
  }
  const first = await call(token);
  const expired =
    !first.ok &&
    first.kind === 'refused' &&
    first.errors.some((e) => e.Code === WEBKASSA_ERRORS.tokenExpired);
  if (!expired) return first;
  const again = await signIn();
  if (typeof again !== 'string') {
    return again.kind === 'refused'
      ? { ok: false, kind: 'signInRefused', error: errorText(again.errors) }
      : again;
  }
  return call(again);
}

/** The return's basis: its sale's cheque as the register issued it. */
async function returnBasis(db: Db, basisId: number | null) {
  const [basis] = basisId
    ? await queryRows<{
        status: string;
        check_number: string | null;
        issued_at: Date | string | null;
        registration_number: string | null;
        total: string;
        offline: boolean | null;
      }>(
        db,
        sql`select status, check_number, issued_at, registration_number, total::text as total, offline
            from fiscal_documents where id = ${basisId}`,
      )
    : [];
  return basis;
}

/** Sends the claimed document and tells what came of it. */
async function send(db: Db, client: WebkassaClient, c: Claimed): Promise<Outcome> {
  const { doc } = c;
  const settle = <T>(
    result: CallResult<T> | { ok: false; kind: 'signInRefused'; error: string },
    issued: (data: T) => Outcome,
  ): Outcome => {
    if (result.ok) return issued(result.data);
    if (result.kind === 'signInRefused') return { kind: 'signInRefused', error: result.error };
    if (result.kind === 'unreachable') return { kind: 'retry', error: result.reason };
    const held = result.errors.find(
      (e) =>
        e.Code === WEBKASSA_ERRORS.shiftOver24Hours ||
        e.Code === WEBKASSA_ERRORS.offlineOver72Hours,
    );
    if (held) {
      return {
        kind: 'retry',
        error: errorText(result.errors),
        code: held.Code,
        delayMs: HELD_RETRY_MS,
      };
    }
    return { kind: 'failed', error: errorText(result.errors), code: result.errors[0]?.Code };
  };

  if (doc.kind === 'sale' || doc.kind === 'return') {
    let request = doc.request;
    if (doc.kind === 'return') {
      const basis = await returnBasis(db, doc.basisId);
      if (!basis || basis.status === 'failed') {
        return { kind: 'failed', error: 'Чек продажи не пробит: возвращать по кассе нечего' };
      }
      if (basis.status !== 'issued') {
        return { kind: 'retry', error: 'Ждёт чека продажи', delayMs: RETRY_FIRST_MS };
      }
      request = {
        ...request,
        ReturnBasisDetails: {
          CheckNumber: basis.check_number!,
          DateTime: new Date(basis.issued_at!).toISOString(),
          RegistrationNumber: basis.registration_number ?? '',
          Total: Number(fromMinorUnits(BigInt(basis.total))),
          IsOffline: basis.offline ?? false,
        },
      };
    }
    const result = await withSession(db, client, c, (token) =>
      client.check(c.apiKey, token, c.cashbox, request),
    );
    const exists =
      !result.ok &&
      result.kind === 'refused' &&
      result.errors.some((e) => e.Code === WEBKASSA_ERRORS.duplicate);
    if (exists) {
      const found = await withSession(db, client, c, (token) =>
        client.chequeByNumber(c.apiKey, token, c.cashbox, doc.externalNumber),
      );
      return settle(found, (cheque) => ({ kind: 'issued', cheque }));
    }
    return settle(result, (cheque) => ({ kind: 'issued', cheque }));
  }
  if (doc.kind === 'cash_in' || doc.kind === 'cash_out') {
    const result = await withSession(db, client, c, (token) =>
      client.moneyOperation(c.apiKey, token, c.cashbox, {
        OperationType: doc.kind === 'cash_in' ? 0 : 1,
        Sum: Number(fromMinorUnits(doc.total)),
        ExternalCheckNumber: doc.externalNumber,
      }),
    );
    return settle(result, (answer) => ({ kind: 'issued', cheque: null, answer }));
  }
  const result = await withSession(db, client, c, (token) =>
    client.zReport(c.apiKey, token, c.cashbox),
  );
  return settle(result, (answer) => ({ kind: 'issued', cheque: null, answer }));
}

/** Writes the outcome and frees the register, if the claim is still this sender's. */
async function record(db: Db, c: Claimed, outcome: Outcome, now: Date) {
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
      await tx.execute(sql`
        update fiscal_documents set status = 'issued', attempts = attempts + 1,
          next_attempt_at = null, error_code = null, last_error = null,
          check_number = ${cheque?.CheckNumber ?? null},
          issued_at = ${issuedAt.toISOString()}::timestamptz,
          registration_number = ${cheque?.Cashbox?.RegistrationNumber ?? null},
          unique_number = ${cheque?.Cashbox?.UniqueNumber ?? null},
          ofd_name = ${cheque?.Cashbox?.Ofd?.Name ?? null},
          ofd_host = ${cheque?.Cashbox?.Ofd?.Host ?? null},
          offline = ${cheque ? cheque.OfflineMode === true : null},
          ticket_url = ${cheque?.TicketUrl ?? null},
          shift_number = ${cheque?.ShiftNumber ?? null},
          order_number = ${cheque?.CheckOrderNumber ?? null},
          answer = ${JSON.stringify(cheque ? { Organization: cheque.Organization ?? null } : (outcome.answer ?? null))}::jsonb
        where id = ${c.doc.id} and status = 'pending'`);
      if (cheque?.Cashbox?.RegistrationNumber) {
        await tx.execute(sql`
          update fiscal_registers set registration_number = ${cheque.Cashbox.RegistrationNumber},
            ofd_name = ${cheque.Cashbox.Ofd?.Name ?? null}
          where id = ${c.registerId}`);
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
 * Sends the next due document of one register, if any. Returns whether one was tried, so a
 * round goes on while there is work.
 */
export async function sendNext(
  db: Db,
  client: WebkassaClient,
  now: () => Date,
  leaseMs: number,
): Promise<boolean> {
  const claimed = await claimNext(db, now(), leaseMs);
  if (!claimed) return false;
  const outcome = await send(db, client, claimed).catch((error: unknown): Outcome => ({
    kind: 'retry',
    error: error instanceof Error ? error.message : 'Сбой отправки',
  }));
  await record(db, claimed, outcome, now());
  return true;
}

/**
 * One round: `lanes` senders side by side (each takes a register no other one holds) until no
 * register has a document due. Safe on every instance at once.
 */
export async function runFiscalRound(
  db: Db,
  client: WebkassaClient,
  now: () => Date,
  { leaseMs, lanes = 4, limit = 10_000 }: { leaseMs: number; lanes?: number; limit?: number },
) {
  let sent = 0;
  const lane = async () => {
    while (sent < limit && (await sendNext(db, client, now, leaseMs))) sent += 1;
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return sent;
}

/** Runs a round every `everyMs`; rounds never overlap; the timer never keeps the process alive. */
export function startFiscalSender(
  db: Db,
  client: WebkassaClient,
  now: () => Date,
  options: { leaseMs: number; everyMs?: number; lanes?: number },
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runFiscalRound(db, client, now, options);
    } catch (error) {
      logger.error({ err: loggedError(error) }, 'Фискальные чеки: раунд отправки не удался');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), options.everyMs ?? 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
