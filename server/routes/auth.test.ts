import { randomBytes } from 'node:crypto';
import { IDLE_MS } from '../auth/sessions';
import {
  closeTestDatabase,
  createUser,
  freshAddress,
  signIn,
  testApp,
  testClock,
  bodyOf,
} from '../test/test-app';

afterAll(closeTestDatabase);

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress(), ...headers },
  body: JSON.stringify(body),
});

describe('POST /api/auth/login', () => {
  it('returns the user record and sets the HttpOnly session cookie', async () => {
    const app = await testApp();
    const response = await app.request(
      '/api/auth/login',
      json({ login: 'admin', password: 'demo1234' }),
    );
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body).toEqual({
      fullName: 'Айгерим Администратор',
      role: 'admin',
      isAdmin: true,
      mfaEnrolmentRequired: false,
      token: expect.any(String),
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^bbp-cookie=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('gives the same answer for a wrong password and an unknown login', async () => {
    const app = await testApp();
    const wrong = await app.request(
      '/api/auth/login',
      json({ login: 'manager', password: 'nope' }),
    );
    const unknown = await app.request(
      '/api/auth/login',
      json({ login: 'nobody', password: 'nope' }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await bodyOf(wrong)).toEqual(await bodyOf(unknown));
  });

  it('answers 400 with Russian messages per field', async () => {
    const app = await testApp();
    const response = await app.request('/api/auth/login', json({ login: '  ', password: '' }));
    expect(response.status).toBe(400);
    const { error } = await bodyOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      login: 'Пожалуйста, заполните поле «Логин»',
      password: 'Пожалуйста, заполните поле «Пароль»',
    });
  });

  it('names the length limit of a too long field and the type of a wrong one', async () => {
    const app = await testApp();
    const response = await app.request(
      '/api/auth/login',
      json({ login: 42, password: 'x'.repeat(201) }),
    );
    expect(response.status).toBe(400);
    const { fields } = (await bodyOf(response)).error;
    expect(fields.login).toBe('Поле «Логин» должно быть текстом');
    expect(fields.password).toBe('Длина должна быть не больше 200 символов');
  });

  it('refuses a body that is not JSON (415) and one that is too large (413)', async () => {
    const app = await testApp();
    const form = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'login=admin&password=demo1234',
    });
    expect(form.status).toBe(415);
    const huge = await app.request(
      '/api/auth/login',
      json({ login: 'admin', password: 'x'.repeat(70 * 1024) }),
    );
    expect(huge.status).toBe(413);
    expect((await bodyOf(huge)).error.code).toBe('payload_too_large');
  });

  it('locks a login from one address after 5 failures and says how long to wait', async () => {
    const app = await testApp();
    const login = await createUser('cashier');
    const address = freshAddress();
    const attempt = (password: string) =>
      app.request('/api/auth/login', json({ login, password }, { 'x-forwarded-for': address }));
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    const blocked = await attempt('wrong');
    expect(blocked.status).toBe(429);
    expect((await bodyOf(blocked)).error.message).toBe(
      'Слишком много попыток, повторите через 15 мин.',
    );
    expect(blocked.headers.get('retry-after')).toBe('900');
    // From that address even the right password waits.
    expect((await attempt('demo1234')).status).toBe(429);
  });

  it('limits failures per address across logins', async () => {
    const app = await testApp();
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const r = await app.request(
        '/api/auth/login',
        json({ login: `guess${i}`, password: 'x' }, { 'x-forwarded-for': address }),
      );
      expect(r.status).toBe(401);
    }
    const blocked = await app.request(
      '/api/auth/login',
      json({ login: 'admin', password: 'demo1234' }, { 'x-forwarded-for': address }),
    );
    expect(blocked.status).toBe(429);
  }, 30_000); // 21 argon2id checks

  it('counts the address the trusted proxy saw, whatever the client wrote to its left', async () => {
    const app = await testApp({ trustProxy: 1 });
    const seen = freshAddress();
    // Each try forges a new leftmost entry; the balancer appends the real address.
    const attempt = (i: number, login = `guess${i}`, password = 'x') =>
      app.request(
        '/api/auth/login',
        json({ login, password }, { 'x-forwarded-for': `10.250.${i}.1, ${seen}` }),
      );
    for (let i = 0; i < 20; i++) expect((await attempt(i)).status).toBe(401);
    expect((await attempt(99, 'admin', 'demo1234')).status).toBe(429);
  }, 30_000);

  it('counts an IPv6 network by its /64, however many addresses it rotates through', async () => {
    const app = await testApp({ trustProxy: 1 });
    const net = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    for (let i = 0; i < 20; i++) {
      const r = await app.request(
        '/api/auth/login',
        json({ login: `guess${i}`, password: 'x' }, { 'x-forwarded-for': `${net}::${i + 1}` }),
      );
      expect(r.status).toBe(401);
    }
    const another = await app.request(
      '/api/auth/login',
      json({ login: 'admin', password: 'x' }, { 'x-forwarded-for': `${net}:1:2:3:4` }),
    );
    expect(another.status).toBe(429);
  }, 30_000);

  it('marks the cookie Secure when the request came over HTTPS through the trusted proxy', async () => {
    const app = await testApp({ trustProxy: 1 });
    const body = { login: 'cashier', password: 'demo1234' };
    const overHttps = await app.request(
      '/api/auth/login',
      json(body, { 'x-forwarded-proto': 'https' }),
    );
    expect(overHttps.headers.get('set-cookie')).toMatch(/; Secure/);
    const direct = await app.request('https://backoffice.test/api/auth/login', json(body));
    expect(direct.headers.get('set-cookie')).toMatch(/; Secure/);
    const plain = await app.request('/api/auth/login', json(body));
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    // Without trusted proxies the header is the client's word and counts for nothing.
    const untrusted = await testApp({ trustProxy: 0 });
    const forged = await untrusted.request(
      '/api/auth/login',
      json(body, { 'x-forwarded-proto': 'https' }),
    );
    expect(forged.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});

describe('sessions', () => {
  it('accept the cookie and the bearer token', async () => {
    const app = await testApp();
    const { token, auth } = await signIn(app, 'manager');
    const byBearer = await app.request('/api/auth/me', { headers: auth });
    expect(await bodyOf(byBearer)).toEqual({
      login: 'manager',
      fullName: 'Марат Управляющий',
      role: 'manager',
      isAdmin: false,
      mfa: false,
    });
    const byCookie = await app.request('/api/auth/me', {
      headers: { cookie: `bbp-cookie=${token}` },
    });
    expect(byCookie.status).toBe(200);
  });

  it('answer 401 with the Russian notice without credentials', async () => {
    const app = await testApp();
    const response = await app.request('/api/auth/me');
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).error.message).toBe('Сессия истекла, войдите снова');
  });

  it('expire after 2 hours idle', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const { auth } = await signIn(app, 'manager');
    clock.advance(IDLE_MS - 60_000);
    expect((await app.request('/api/auth/me', { headers: auth })).status).toBe(200);
    clock.advance(IDLE_MS + 60_000);
    expect((await app.request('/api/auth/me', { headers: auth })).status).toBe(401);
  });

  it('are not kept alive by background refreshes, only by a person’s requests', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const { auth } = await signIn(app, 'manager');
    const poll = () => app.request('/api/auth/me', { headers: { ...auth, 'x-background': '1' } });
    // A screen left open polls every 30 s; its polls never move the idle limit.
    for (let minute = 0; minute < IDLE_MS / 60_000 - 1; minute += 10) {
      clock.advance(10 * 60_000);
      expect((await poll()).status).toBe(200);
    }
    clock.advance(11 * 60_000);
    expect((await poll()).status).toBe(401);

    const active = await signIn(app, 'manager');
    clock.advance(IDLE_MS - 60_000);
    expect((await app.request('/api/auth/me', { headers: active.auth })).status).toBe(200);
    clock.advance(IDLE_MS - 60_000); // counted from the person's last request
    expect((await app.request('/api/auth/me', { headers: active.auth })).status).toBe(200);
  });

  it('expire 12 hours after sign-in however active', async () => {
    const clock = testClock(new Date('2026-11-23T06:00:00Z'));
    const app = await testApp({ now: clock.now });
    const { auth } = await signIn(app, 'cashier');
    for (let hour = 1; hour <= 11; hour++) {
      clock.advance(60 * 60 * 1000);
      expect((await app.request('/api/auth/me', { headers: auth })).status).toBe(200);
    }
    clock.advance(61 * 60 * 1000);
    expect((await app.request('/api/auth/me', { headers: auth })).status).toBe(401);
  });

  it('are revoked by logout, which also clears the cookie with its own attributes', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const logout = await app.request('/api/auth/logout', { method: 'POST', headers: auth });
    expect(logout.status).toBe(204);
    const cookie = logout.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^bbp-cookie=;/);
    expect(cookie).toMatch(/Max-Age=0/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await app.request('/api/auth/me', { headers: auth })).status).toBe(401);
  });

  it('refuse a cookie-authenticated write from another site', async () => {
    const app = await testApp();
    const { token } = await signIn(app, 'admin');
    const cookie = `bbp-cookie=${token}`;
    const crossSite = await app.request('http://backoffice.test/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await app.request('http://backoffice.test/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://backoffice.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.status).toBe(204);
  });
});
