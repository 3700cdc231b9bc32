/**
 * Webkassa's API v4 as the outbox uses it: one POST per call, `x-api-key` on each, the session
 * token in the body, and every answer `{ Data, Errors: [{ Code, Text }] }` with HTTP 200 — the
 * two may come together (a resend's 14 carries the document that exists). What did not answer
 * in time, or answered 5xx, is worth sending again under the same external number; an `Errors`
 * answer is the register's word. HTTP 505 names other hosts of the service in the header
 * `AlternativeDomainNames`: the same call goes to them in turn, and the one that answered serves
 * the next calls until it fails to answer.
 */
import type { WebkassaError } from './webkassa-answers';

export type Credentials = { apiKey: string; login: string; password: string };

/** What one call came to. */
export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; kind: 'refused'; errors: WebkassaError[]; data?: T }
  | { ok: false; kind: 'unreachable'; reason: string };

export type WebkassaClient = ReturnType<typeof webkassaClient>;

const waited = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} с` : `${ms} мс`);
const trimmed = (url: string) => url.replace(/\/+$/, '');

export function webkassaClient(options: { url: string; timeoutMs: number; fetch?: typeof fetch }) {
  const send = options.fetch ?? fetch;
  const configured = new URL(options.url);
  const home = trimmed(options.url);
  /** The host that answered last: the configured one until a 505 sends the calls elsewhere. */
  let active = home;

  /** The other hosts a 505 names, of the configured scheme only (never a downgrade to http). */
  const alternatives = (response: Response) =>
    (response.headers.get('AlternativeDomainNames') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => {
        try {
          return new URL(name).protocol === configured.protocol;
        } catch {
          return false;
        }
      })
      .map(trimmed);

  async function once<T>(
    base: string,
    path: string,
    apiKey: string,
    body: object,
  ): Promise<CallResult<T> | { moved: string[] }> {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      // A DOMException, of whichever realm made the signal: known by its name.
      const timedOut = (error as { name?: string } | null)?.name === 'TimeoutError';
      return {
        ok: false,
        kind: 'unreachable',
        reason: timedOut
          ? `Касса не ответила за ${waited(options.timeoutMs)}`
          : 'Нет связи с кассой',
      };
    }
    if (response.status === 505) {
      await response.body?.cancel();
      return { moved: alternatives(response) };
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      return { ok: false, kind: 'unreachable', reason: `Касса ответила ${response.status}` };
    }
    const answer = (await response.json().catch(() => null)) as {
      Data?: T | null;
      Errors?: WebkassaError[] | null;
    } | null;
    const data = answer?.Data ?? undefined;
    if (answer?.Errors?.length) return { ok: false, kind: 'refused', errors: answer.Errors, data };
    if (!response.ok || data === undefined) {
      return {
        ok: false,
        kind: 'refused',
        errors: [{ Code: 0, Text: `Непонятный ответ кассы (HTTP ${response.status})` }],
      };
    }
    return { ok: true, data };
  }

  async function call<T>(path: string, apiKey: string, body: object): Promise<CallResult<T>> {
    const tried = new Set<string>();
    const queue = [active];
    while (queue.length > 0) {
      const base = queue.shift()!;
      tried.add(base);
      const result = await once<T>(base, path, apiKey, body);
      if (!('moved' in result)) {
        // A host that answered serves the next calls; one that did not sends them home again.
        active = result.ok || result.kind === 'refused' ? base : home;
        return result;
      }
      for (const next of result.moved)
        if (!tried.has(next) && !queue.includes(next)) queue.push(next);
    }
    return {
      ok: false,
      kind: 'unreachable',
      reason: 'Webkassa временно недоступна (505), и другие её адреса не ответили',
    };
  }

  return {
    authorize: (c: Credentials) =>
      call<{ Token: string }>('/api/v4/Authorize', c.apiKey, {
        Login: c.login,
        Password: c.password,
      }),
    check: (apiKey: string, token: string, cashbox: string, cheque: object) =>
      call<unknown>('/api/v4/check', apiKey, {
        ...cheque,
        Token: token,
        CashboxUniqueNumber: cashbox,
      }),
    /**
     * A cheque by its external number, from the register's history (not in the collection; one
     * client saw `ShiftNumber` required). The answer is read with `chequeFromAnswer`.
     */
    chequeByNumber: (
      apiKey: string,
      token: string,
      cashbox: string,
      externalNumber: string,
      shiftNumber: number | null,
    ) =>
      call<unknown>('/api-history/v4/Ticket/GetTicketByExternalCheckNumber', apiKey, {
        Token: token,
        CashboxUniqueNumber: cashbox,
        ExternalCheckNumber: externalNumber,
        ...(shiftNumber !== null && { ShiftNumber: shiftNumber }),
      }),
    moneyOperation: (
      apiKey: string,
      token: string,
      cashbox: string,
      operation: { OperationType: 0 | 1; Sum: number; ExternalCheckNumber: string },
    ) =>
      call<Record<string, unknown>>('/api/v4/MoneyOperation', apiKey, {
        Token: token,
        CashboxUniqueNumber: cashbox,
        ...operation,
      }),
    xReport: (apiKey: string, token: string, cashbox: string) =>
      call<Record<string, unknown>>('/api/v4/XReport', apiKey, {
        Token: token,
        CashboxUniqueNumber: cashbox,
      }),
    zReport: (apiKey: string, token: string, cashbox: string, externalNumber: string) =>
      call<Record<string, unknown>>('/api/v4/ZReport', apiKey, {
        Token: token,
        CashboxUniqueNumber: cashbox,
        ExternalCheckNumber: externalNumber,
      }),
  };
}
