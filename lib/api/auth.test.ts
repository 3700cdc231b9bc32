/** @jest-environment node */
import { signIn, signOut } from './auth';
import { configureApi } from './client';

type Responder = (request: Request) => Response | Promise<Response>;
let respond: Responder;

beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (input === '/config.json') return Response.json({ API_URL: 'http://api.test' });
    return respond(input as Request);
  }) as typeof fetch;
});

describe('signIn', () => {
  it('posts the pair to the API and returns the user record', async () => {
    let sent: unknown;
    respond = async (request) => {
      expect(request.url).toBe('http://api.test/api/auth/login');
      sent = await request.json();
      return Response.json({
        fullName: 'Дана Кассир',
        role: 'cashier',
        token: 't',
        isAdmin: false,
        mfaEnrolmentRequired: false,
      });
    };
    expect(await signIn('cashier', 'demo1234')).toEqual({
      ok: true,
      step: 'done',
      user: { fullName: 'Дана Кассир', role: 'cashier', token: 't' },
      mustEnrol: false,
    });
    expect(sent).toEqual({ login: 'cashier', password: 'demo1234' });
  });

  it.each([
    [401, 'Неверный логин или пароль'],
    [429, 'Слишком много попыток, повторите через 15 мин.'],
  ])('passes on the API message of a %i', async (status, message) => {
    respond = () => Response.json({ error: { code: 'x', message } }, { status });
    expect(await signIn('admin', 'x')).toEqual({ ok: false, message, fields: {}, code: 'x' });
  });

  it('passes on the per-field messages of a 400', async () => {
    const fields = { login: 'Поле содержит недопустимые управляющие символы' };
    respond = () =>
      Response.json(
        { error: { code: 'validation_failed', message: 'Проверьте заполнение полей', fields } },
        { status: 400 },
      );
    expect(await signIn('a\u0000b', 'x')).toEqual({
      ok: false,
      message: 'Проверьте заполнение полей',
      fields,
      code: 'validation_failed',
    });
  });

  it.each<[string, Responder]>([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a gateway page', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    [
      'a server error',
      () => Response.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
    ],
    ['a static host without the API', () => new Response('<html>404</html>', { status: 404 })],
  ])('says the server is unavailable on %s', async (_, responder) => {
    respond = responder;
    expect(await signIn('admin', 'demo1234')).toMatchObject({
      ok: false,
      message: 'Сервер недоступен',
      fields: {},
    });
  });
});

describe('the next step of a sign-in', () => {
  it('is a code for a second factor, or a new password for a temporary one', async () => {
    respond = () => Response.json({ mfaRequired: true, challenge: 'c1' });
    expect(await signIn('admin', 'long password here')).toEqual({
      ok: true,
      step: 'code',
      challenge: 'c1',
    });
    respond = () =>
      Response.json({
        passwordChangeRequired: true,
        token: 't',
        fullName: 'Дана Кассир',
        role: 'cashier',
        mfa: false,
      });
    expect(await signIn('cashier', 'abcd-efgh-jkmn-pqrs')).toEqual({
      ok: true,
      step: 'new-password',
      user: { fullName: 'Дана Кассир', role: 'cashier', token: 't' },
      mfa: false,
    });
  });
});

describe('signOut', () => {
  it('does not treat the expired session of a person signing out as a session expiry', async () => {
    const unauthorized = jest.fn();
    configureApi({ token: () => 'old', unauthorized });
    respond = () =>
      Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 });
    await signOut();
    expect(unauthorized).not.toHaveBeenCalled();
  });
});
