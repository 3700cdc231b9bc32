/**
 * Webkassa's API v4 as the outbox uses it: one POST per call, `x-api-key` on each, the session
 * token in the body, and every answer either `{ Data }` or `{ Errors: [{ Code, Text }] }` —
 * with HTTP 200 either way. What did not answer in time, or answered 5xx, is worth sending
 * again under the same external number; an `Errors` answer is the register's word.
 */

export type Credentials = { apiKey: string; login: string; password: string };

export type WebkassaError = { Code: number; Text: string };

/** What one call came to. */
export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; kind: 'refused'; errors: WebkassaError[] }
  | { ok: false; kind: 'unreachable'; reason: string };

/** The cheque as the register registered it (the answer of `check`, and of the history's look-up). */
export type IssuedCheque = {
  CheckNumber: string;
  DateTime: string;
  OfflineMode: boolean;
  CheckOrderNumber?: number;
  ShiftNumber?: number;
  TicketUrl?: string;
  Cashbox?: {
    UniqueNumber?: string;
    RegistrationNumber?: string;
    IdentityNumber?: string;
    Address?: string;
    Ofd?: { Name?: string; Host?: string; Code?: number };
  };
  Organization?: { TaxPayerName?: string; TaxPayerIN?: string };
};

/** Codes of Webkassa's errors that the outbox acts on (the integrators' collection, API v4). */
export const WEBKASSA_ERRORS = {
  /** The session token is no longer valid: sign in again. */
  tokenExpired: 2,
  /** Not enough cash in the register for the withdrawal. */
  notEnoughCash: 9,
  /** The register's shift has lasted over 24 hours: a Z-report is due. */
  shiftOver24Hours: 11,
  /** A document with this external number exists: read it back. */
  duplicate: 14,
  /** The register has worked offline for over 72 hours and is blocked. */
  offlineOver72Hours: 18,
} as const;

export type WebkassaClient = ReturnType<typeof webkassaClient>;

/** Webkassa's dates: «14.09.2025 16:55:37», the register's local time (the hall's clock). */
export function registerTime(text: string, offset = '+05:00'): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})(?: ([+-]\d{2}:\d{2}))?$/.exec(
    text.trim(),
  );
  if (match) {
    const [, d, m, y, hh, mm, ss, zone] = match;
    const at = new Date(`${y}-${m}-${d}T${hh}:${mm}:${ss}${zone ?? offset}`);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

const waited = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} с` : `${ms} мс`);

export function webkassaClient(options: { url: string; timeoutMs: number; fetch?: typeof fetch }) {
  const send = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');

  async function call<T>(path: string, apiKey: string, body: object): Promise<CallResult<T>> {
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
    if (response.status >= 500) {
      await response.body?.cancel();
      return { ok: false, kind: 'unreachable', reason: `Касса ответила ${response.status}` };
    }
    const answer = (await response.json().catch(() => null)) as {
      Data?: T;
      Errors?: WebkassaError[];
    } | null;
    if (answer?.Errors?.length) return { ok: false, kind: 'refused', errors: answer.Errors };
    if (!response.ok || answer === null || answer.Data === undefined) {
      return {
        ok: false,
        kind: 'refused',
        errors: [{ Code: 0, Text: `Непонятный ответ кассы (HTTP ${response.status})` }],
      };
    }
    return { ok: true, data: answer.Data };
  }

  return {
    authorize: (c: Credentials) =>
      call<{ Token: string }>('/api/v4/Authorize', c.apiKey, {
        Login: c.login,
        Password: c.password,
      }),
    check: (apiKey: string, token: string, cashbox: string, cheque: object) =>
      call<IssuedCheque>('/api/v4/check', apiKey, {
        ...cheque,
        Token: token,
        CashboxUniqueNumber: cashbox,
      }),
    /** A cheque by its external number, as the register's history keeps it. */
    chequeByNumber: (apiKey: string, token: string, cashbox: string, externalNumber: string) =>
      call<IssuedCheque>('/api-history/v4/Ticket/GetTicketByExternalCheckNumber', apiKey, {
        Token: token,
        CashboxUniqueNumber: cashbox,
        ExternalCheckNumber: externalNumber,
      }),
    moneyOperation: (
      apiKey: string,
      token: string,
      cashbox: string,
      operation: { OperationType: 0 | 1; Sum: number; ExternalCheckNumber: string },
    ) =>
      call<{ OfflineMode: boolean; DateTime: string; Sum: number; ShiftNumber?: number }>(
        '/api/v4/MoneyOperation',
        apiKey,
        { Token: token, CashboxUniqueNumber: cashbox, ...operation },
      ),
    xReport: (apiKey: string, token: string, cashbox: string) =>
      call<Record<string, unknown>>('/api/v4/XReport', apiKey, {
        Token: token,
        CashboxUniqueNumber: cashbox,
      }),
    zReport: (apiKey: string, token: string, cashbox: string) =>
      call<Record<string, unknown>>('/api/v4/ZReport', apiKey, {
        Token: token,
        CashboxUniqueNumber: cashbox,
      }),
  };
}
