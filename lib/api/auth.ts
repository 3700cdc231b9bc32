/** Sign-in against the API. */
import { ROLES, type Role } from '../roles';
import { getConfig } from '../config';

export type SignInResult =
  | { ok: true; user: { fullName: string; token: string; role: Role } }
  | { ok: false; message: string };

export const SERVER_UNAVAILABLE = 'Сервер недоступен';
export const WRONG_CREDENTIALS = 'Неверный логин или пароль';

async function errorMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : null;
  } catch {
    return null;
  }
}

export async function signIn(login: string, password: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch(`${getConfig().API_URL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ login, password }),
    });
  } catch {
    return { ok: false, message: SERVER_UNAVAILABLE };
  }

  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (response.ok && isJson) {
    const user = (await response.json()) as { fullName?: unknown; token?: unknown; role?: unknown };
    if (typeof user.fullName === 'string' && ROLES.includes(user.role as Role)) {
      return {
        ok: true,
        user: {
          fullName: user.fullName,
          token: typeof user.token === 'string' ? user.token : '',
          role: user.role as Role,
        },
      };
    }
    return { ok: false, message: SERVER_UNAVAILABLE };
  }
  if (isJson && (response.status === 401 || response.status === 400 || response.status === 429)) {
    return {
      ok: false,
      message: (await errorMessage(response)) ?? WRONG_CREDENTIALS,
    };
  }
  // Anything else (no API behind this address, a gateway error) means the server is unreachable.
  return { ok: false, message: SERVER_UNAVAILABLE };
}
