/** A register's session: signed into when there is none, and once more when it has ended. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Claimed } from './register-claims';
import {
  WEBKASSA_ERRORS,
  type CallResult,
  type WebkassaClient,
  type WebkassaError,
} from './webkassa-client';

export const errorText = (errors: WebkassaError[]) =>
  errors.map((e) => `${e.Text} (код ${e.Code})`).join('; ');

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
