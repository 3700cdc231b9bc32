/** A register's session: signed into when there is none, and once more when it has ended. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Claimed } from './register-claims';
import { errorText, WEBKASSA_ERRORS, type WebkassaError } from './webkassa-answers';
import type { CallResult, WebkassaClient } from './webkassa-client';

export type SessionResult<T> = CallResult<T> | { ok: false; kind: 'signInRefused'; error: string };

const has = (errors: WebkassaError[], ...codes: number[]) =>
  errors.some((e) => codes.includes(e.Code));

/**
 * Runs `call` with the register's session: signs in when there is none, and once more when the
 * register says the session ended (2) or it does not know the cashier (3). Only wrong credentials
 * stop the register — a sign-in answered 1, or 3 again after a fresh sign-in — so there is no
 * loop of sign-ins; any other failure to sign in (a timeout, a 5xx, another code) is tried again
 * with the document's backoff.
 */
export async function withSession<T>(
  db: Db,
  client: WebkassaClient,
  c: Pick<Claimed, 'registerId' | 'claim' | 'apiKey' | 'login' | 'password' | 'token'>,
  call: (token: string) => Promise<CallResult<T>>,
): Promise<SessionResult<T>> {
  const signIn = async (): Promise<string | SessionResult<T>> => {
    const answer = await client.authorize({
      apiKey: c.apiKey,
      login: c.login,
      password: c.password,
    });
    if (answer.ok && typeof answer.data?.Token === 'string' && answer.data.Token) {
      await db.execute(sql`
        update fiscal_registers set token = ${answer.data.Token}
        where id = ${c.registerId} and claim_token = ${c.claim}`);
      return answer.data.Token;
    }
    if (answer.ok) {
      return { ok: false, kind: 'unreachable', reason: 'Касса ККМ не выдала сессию' };
    }
    if (answer.kind === 'unreachable') return answer;
    if (has(answer.errors, WEBKASSA_ERRORS.wrongCredentials, WEBKASSA_ERRORS.notAuthorized)) {
      return { ok: false, kind: 'signInRefused', error: errorText(answer.errors) };
    }
    return {
      ok: false,
      kind: 'unreachable',
      reason: `Вход в кассу ККМ не удался: ${errorText(answer.errors)}`,
    };
  };
  let token = c.token;
  if (!token) {
    const signed = await signIn();
    if (typeof signed !== 'string') return signed;
    token = signed;
  }
  const first = await call(token);
  const ended =
    !first.ok &&
    first.kind === 'refused' &&
    has(first.errors, WEBKASSA_ERRORS.tokenExpired, WEBKASSA_ERRORS.notAuthorized);
  if (!ended) return first;
  const again = await signIn();
  if (typeof again !== 'string') return again;
  const second = await call(again);
  if (
    !second.ok &&
    second.kind === 'refused' &&
    has(second.errors, WEBKASSA_ERRORS.notAuthorized)
  ) {
    return { ok: false, kind: 'signInRefused', error: errorText(second.errors) };
  }
  return second;
}
