/**
 * One document sent to its register and what its answer comes to (decision 063, `docs/webkassa.md`):
 * a cheque (a return with its sale as its basis), cash put in or taken out, a Z-report — each of
 * Webkassa's codes read as the table says.
 */
import { sql } from 'drizzle-orm';
import { fromMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';
import type { Claimed } from './register-claims';
import { existing } from './register-lookup';
import { HELD_RETRY_MS, RETRY_FIRST_MS, type Outcome } from './register-outcomes';
import { withSession, type SessionResult } from './register-session';
import {
  chequeFromAnswer,
  errorText,
  HELD_CODES,
  printedTime,
  WEBKASSA_ERRORS,
  type WebkassaError,
} from './webkassa-answers';
import type { WebkassaClient } from './webkassa-client';

const codeIn = (errors: WebkassaError[], code: number) => errors.some((e) => e.Code === code);

/** What a call that did not succeed comes to. */
function unsent(result: Exclude<SessionResult<unknown>, { ok: true }>): Outcome {
  if (result.kind === 'signInRefused') return { kind: 'signInRefused', error: result.error };
  if (result.kind === 'unreachable') return { kind: 'retry', error: result.reason };
  const held = result.errors.find((e) => HELD_CODES.includes(e.Code));
  if (held) {
    return {
      kind: 'retry',
      error: errorText(result.errors),
      code: held.Code,
      delayMs: HELD_RETRY_MS,
    };
  }
  return { kind: 'failed', error: errorText(result.errors), code: result.errors[0]?.Code };
}

/** The return's basis: its sale's cheque as the register issued it. */
async function returnBasis(db: Db, basisId: number | null) {
  const [basis] = basisId
    ? await queryRows<{
        status: string;
        check_number: string | null;
        printed: string | null;
        issued_at: Date | string | null;
        registration_number: string | null;
        total: string;
        offline: boolean | null;
      }>(
        db,
        sql`select status, check_number, answer->>'DateTime' as printed, issued_at,
              registration_number, total::text as total, offline
            from fiscal_documents where id = ${basisId}`,
      )
    : [];
  return basis;
}

/** Sends the claimed document and tells what came of it. */
export async function sendDocument(db: Db, client: WebkassaClient, c: Claimed): Promise<Outcome> {
  const { doc } = c;
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
          // As the sale's answer gave it: the register's own printed time.
          DateTime: basis.printed ?? printedTime(new Date(basis.issued_at!)),
          RegistrationNumber: basis.registration_number ?? '',
          Total: Number(fromMinorUnits(BigInt(basis.total))),
          IsOffline: basis.offline ?? false,
        },
      };
    }
    const result = await withSession(db, client, c, (token) =>
      client.check(c.apiKey, token, c.cashbox, request),
    );
    if (result.ok) {
      const cheque = chequeFromAnswer(result.data);
      // Registered, but the answer is unreadable: the resend hears 14 and reads it again.
      return cheque
        ? { kind: 'issued', cheque }
        : { kind: 'retry', error: 'Касса ККМ приняла чек, но её ответ не прочитан' };
    }
    if (result.kind === 'refused' && codeIn(result.errors, WEBKASSA_ERRORS.duplicate)) {
      return existing(db, client, c, result.data);
    }
    return unsent(result);
  }
  if (doc.kind === 'cash_in' || doc.kind === 'cash_out') {
    const result = await withSession(db, client, c, (token) =>
      client.moneyOperation(c.apiKey, token, c.cashbox, {
        OperationType: doc.kind === 'cash_in' ? 0 : 1,
        Sum: Number(fromMinorUnits(doc.total)),
        ExternalCheckNumber: doc.externalNumber,
      }),
    );
    if (result.ok) return { kind: 'issued', cheque: null, answer: result.data };
    if (result.kind === 'refused' && codeIn(result.errors, WEBKASSA_ERRORS.duplicate)) {
      // Sent before, its answer lost: the register moved the cash then.
      return {
        kind: 'issued',
        cheque: null,
        answer: result.data ?? null,
        note: { code: WEBKASSA_ERRORS.duplicate, text: 'Касса ККМ уже провела эту операцию' },
      };
    }
    return unsent(result);
  }
  const result = await withSession(db, client, c, (token) =>
    client.zReport(c.apiKey, token, c.cashbox, doc.externalNumber),
  );
  if (result.ok) return { kind: 'issued', cheque: null, answer: result.data };
  if (result.kind === 'refused') {
    if (codeIn(result.errors, WEBKASSA_ERRORS.shiftAlreadyClosed)) {
      return {
        kind: 'issued',
        cheque: null,
        answer: result.data ?? null,
        note: { code: WEBKASSA_ERRORS.shiftAlreadyClosed, text: 'Смена кассы ККМ уже закрыта' },
      };
    }
    if (codeIn(result.errors, WEBKASSA_ERRORS.noOpenShift)) {
      return {
        kind: 'issued',
        cheque: null,
        answer: null,
        note: {
          code: WEBKASSA_ERRORS.noOpenShift,
          text: 'В кассе ККМ не было документов после прошлого Z-отчёта: закрывать нечего',
        },
      };
    }
  }
  return unsent(result);
}
