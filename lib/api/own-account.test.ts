/** @jest-environment node */
import { configureApi } from './client';
import { changePassword } from './own-account';

let respond: (request: Request) => Response | Promise<Response>;

beforeAll(() => {
  configureApi({ token: () => 't', unauthorized: jest.fn() });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (input === '/config.json') return Response.json({ API_URL: 'http://api.test' });
    return respond(input as Request);
  }) as typeof fetch;
});

describe('changePassword', () => {
  it('takes the 204 of a changed password as done', async () => {
    let sent: unknown;
    respond = async (request) => {
      sent = await request.json();
      return new Response(null, { status: 204 });
    };
    await expect(changePassword('старый пароль', 'новый длинный пароль')).resolves.toBeUndefined();
    expect(sent).toEqual({ currentPassword: 'старый пароль', newPassword: 'новый длинный пароль' });
  });

  it('passes on the field the API refused', async () => {
    const fields = { currentPassword: 'Неверный текущий пароль' };
    respond = () =>
      Response.json(
        { error: { code: 'validation_failed', message: 'Неверный текущий пароль', fields } },
        { status: 400 },
      );
    await expect(changePassword('x', 'новый длинный пароль')).rejects.toMatchObject({
      status: 400,
      body: { error: { fields } },
    });
  });
});
