import { Secret, TOTP } from 'otpauth';
import { callApi, freshAddress, type testApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof testApp>>;

/** A sign-in from an address of its own: status and body, whatever the answer. */
export async function logIn(
  app: TestApp,
  login: string,
  password: string,
  address = freshAddress(),
) {
  return callApi(
    app,
    'POST',
    '/api/auth/login',
    { 'x-forwarded-for': address },
    { login, password },
  );
}

/** A new login no other test uses. */
export const newLogin = () => `u${Math.random().toString(36).slice(2, 10)}`;

/** The code an authenticator app shows for `secret` at `at`. */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** A password the rule accepts for an account without a second factor. */
export const GOOD_PASSWORD = 'тихий вечер у реки 42';

/**
 * A new account made by `by` through the API, then signed in and given a password of its own:
 * its id, login, and the headers of its session.
 */
export async function activeAccount(
  app: TestApp,
  by: object,
  input: { role: 'cashier' | 'manager' | 'admin'; hallIds: number[] },
) {
  const login = newLogin();
  const created = await callApi(app, 'POST', '/api/users', by, {
    login,
    fullName: 'Проверочный Пользователь',
    ...input,
  });
  if (created.status !== 201)
    throw new Error(`account: ${created.status} ${JSON.stringify(created.body)}`);
  const first = await logIn(app, login, created.body.temporaryPassword);
  const auth = { authorization: `Bearer ${first.body.token}` };
  const changed = await callApi(app, 'POST', '/api/auth/password', auth, {
    currentPassword: created.body.temporaryPassword,
    newPassword: GOOD_PASSWORD,
  });
  if (changed.status !== 204) throw new Error(`password: ${changed.status}`);
  return { id: created.body.user.id as number, login, auth };
}
