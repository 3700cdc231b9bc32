import { logger } from './logger';
import { closeTestDatabase, freshAddress, signIn, testApp, bodyOf } from './test/test-app';

afterAll(closeTestDatabase);

const login = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress(), ...headers },
  body,
});

describe('input every route gets', () => {
  it('refuses a NUL in the login with the field named, not a 500', async () => {
    const app = await testApp();
    const spy = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const response = await app.request(
      '/api/auth/login',
      login(JSON.stringify({ login: 'a\u0000b', password: 'x' })),
    );
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).error.fields).toEqual({
      login: 'Поле содержит недопустимые управляющие символы',
    });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it.each([
    ['NUL', '\u0000'],
    ['escape', '\u001b[31m'],
    ['DEL', '\u007f'],
    ['C1', '\u0085'],
  ])('refuses a %s character in any string or key, naming where it is', async (_, bad) => {
    const app = await testApp();
    const response = await app.request(
      '/api/auth/login',
      login(JSON.stringify({ login: 'admin', password: `x${bad}`, extra: { [`k${bad}`]: 1 } })),
    );
    expect(response.status).toBe(400);
    expect(Object.keys((await bodyOf(response)).error.fields).sort()).toEqual([
      `extra.k${bad}`,
      'password',
    ]);
  });

  it('accepts tabs and line breaks, which multi-line text needs', async () => {
    const app = await testApp();
    const response = await app.request(
      '/api/auth/login',
      login(JSON.stringify({ login: 'nobody', password: 'a\tb\r\nc' })),
    );
    expect(response.status).toBe(401);
  });

  it('refuses control characters in the query and in the path', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const query = await app.request('/api/halls?q=%00', { headers: auth });
    expect(query.status).toBe(400);
    expect((await bodyOf(query)).error.fields).toEqual({
      q: 'Поле содержит недопустимые управляющие символы',
    });
    for (const path of ['/api/halls/1%00', '/api/halls/%E0%A4%A', '/api/%ff']) {
      const response = await app.request(path, { headers: auth });
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).error.code).toBe('bad_path');
    }
  });

  it('answers malformed and deeply nested JSON with 400', async () => {
    const app = await testApp();
    const broken = await app.request('/api/auth/login', login('{"login": "admin",'));
    expect(broken.status).toBe(400);
    expect((await bodyOf(broken)).error.message).toBe('Тело запроса — неверный JSON');
    const deep = await app.request(
      '/api/auth/login',
      login('['.repeat(30_000) + ']'.repeat(30_000)),
    );
    expect(deep.status).toBe(400);
  });

  it('reads a write without a body as an empty one', async () => {
    const app = await testApp();
    const bare = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(bare.status).toBe(400);
    expect((await bodyOf(bare)).error.fields).toEqual({
      login: expect.stringContaining('Логин'),
      password: expect.stringContaining('Пароль'),
    });
    const emptyJson = await app.request('/api/auth/login', login(''));
    expect(emptyJson.status).toBe(400);
    expect((await bodyOf(emptyJson)).error.code).toBe('validation_failed');
  });

  it('revokes a session on a bodiless logout with a bearer token', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    // No Content-Length, no Content-Type: what `curl -X POST` sends.
    const body = new ReadableStream({ start: (controller) => controller.close() });
    const logout = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: auth,
      body,
      duplex: 'half',
    } as RequestInit);
    expect(logout.status).toBe(204);
    expect((await app.request('/api/auth/me', { headers: auth })).status).toBe(401);
  });

  it('refuses a body that is not JSON (415) and one over 64 KiB (413)', async () => {
    const app = await testApp();
    const text = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'admin demo1234',
    });
    expect(text.status).toBe(415);
    expect((await bodyOf(text)).error.code).toBe('unsupported_media_type');
    const huge = await app.request(
      '/api/auth/login',
      login(JSON.stringify({ login: 'admin', password: 'x'.repeat(1024 * 1024) })),
    );
    expect(huge.status).toBe(413);
  });
});
