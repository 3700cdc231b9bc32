/**
 * The outbox's worker (decision 063): sends each register its documents in the order they were
 * written, one at a time per register, from any number of instances. A register is claimed for
 * a while (`FOR NO KEY UPDATE SKIP LOCKED`, then a lease), the call goes out with no transaction
 * open, and the outcome is written under the same claim. Whatever happens between — a timeout,
 * a crash, a database restart — leaves the document pending; the next send carries the same
 * external number, and the register's «exists» (14) is answered by reading the cheque back.
 */
import { sql } from 'drizzle-orm';
import { fromMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';
import { logger, loggedError } from '../ops/logger';
import {
  claimNext,
  HELD_RETRY_MS,
  record,
  RETRY_FIRST_MS,
  type Claimed,
  type Outcome,
} from './register-claims';
import { errorText, withSession } from './register-session';
import { WEBKASSA_ERRORS, type CallResult, type WebkassaClient } from './webkassa-client';

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
