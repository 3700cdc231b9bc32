import { activeAccount, GOOD_PASSWORD, logIn, newLogin } from '../test/accounts';
import { roleMatrix } from '../test/role-matrix';
import { callApi, closeTestDatabase, testApp, testClock } from '../test/test-app';

afterAll(closeTestDatabase);

type App = Awaited<ReturnType<typeof testApp>>;

async function newCashier(app: App, admin: object) {
  const login = newLogin();
  const created = await callApi(app, 'POST', '/api/users', admin, {
    login,
    fullName: 'Новая Кассирша',
    role: 'cashier',
    hallIds: [1],
  });
  return { login, temporary: created.body.temporaryPassword as string, id: created.body.user.id };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a temporary password', () => {
  it('signs in once into a session that may only set a new password, then works no more', async () => {
    const app = await testApp();
    const { admin } = await roleMatrix(app, 1);
    const { login, temporary } = await newCashier(app, admin);

    const first = await logIn(app, login, temporary);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      passwordChangeRequired: true,
      token: expect.any(String),
      fullName: 'Новая Кассирша',
      role: 'cashier',
      mfa: false,
    });
    const auth = bearer(first.body.token);
    const halls = await callApi(app, 'GET', '/api/halls', auth);
    expect(halls.status).toBe(403);
    expect(halls.body.error).toMatchObject({
      code: 'password_change_required',
      message: 'Сначала задайте новый пароль',
    });
    expect((await callApi(app, 'GET', '/api/auth/me', auth)).status).toBe(403);
    expect((await callApi(app, 'GET', '/api/halls/1/events', auth)).status).toBe(403);
    // Once: a second sign-in with it is refused, even while the first session lives.
    const second = await logIn(app, login, temporary);
    expect(second.status).toBe(401);
    expect(second.body.error.code).toBe('temporary_password_expired');

    const change = (newPassword: string, currentPassword = temporary) =>
      callApi(app, 'POST', '/api/auth/password', auth, { currentPassword, newPassword });
    expect((await change('четырнадцать14')).body.error.fields).toEqual({
      newPassword: 'Пароль должен быть не короче 15 символов (со вторым фактором — 8)',
    });
    expect((await change(`${login} мой пароль`)).body.error.fields).toEqual({
      newPassword: 'Пароль не должен содержать логин',
    });
    expect((await change('MailCreated5240')).body.error.fields).toEqual({
      newPassword: 'Это один из самых распространённых паролей — выберите другой',
    });
    expect((await change(GOOD_PASSWORD, 'не тот пароль')).body.error.fields).toEqual({
      currentPassword: 'Неверный текущий пароль',
    });
    expect((await change('пятнадцать 15ть')).status).toBe(204);
    expect((await callApi(app, 'GET', '/api/halls', auth)).status).toBe(200);
    expect((await logIn(app, login, temporary)).status).toBe(401);
    const again = await logIn(app, login, 'пятнадцать 15ть');
    expect(again.body).toMatchObject({ role: 'cashier', mfaEnrolmentRequired: false });
  });

  it('expires 72 hours after it is given', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const { admin } = await roleMatrix(app, 1);
    const { login, temporary } = await newCashier(app, admin);
    clock.advance(72 * 3_600_000 - 60_000);
    const { admin: later } = await roleMatrix(app, 1);
    const { temporary: fresh, login: other } = await newCashier(app, later);
    clock.advance(61_000);
    const late = await logIn(app, login, temporary);
    expect(late.status).toBe(401);
    expect(late.body.error.message).toBe(
      'Временный пароль уже использован или истёк — попросите выдать новый',
    );
    expect((await logIn(app, other, fresh)).status).toBe(200);
  });

  it('is spent by one of fifty parallel sign-ins', async () => {
    const app = await testApp();
    const { admin } = await roleMatrix(app, 1);
    const { login, temporary } = await newCashier(app, admin);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => logIn(app, login, temporary)),
    );
    // The rest are refused: spent, or past the login's attempt limit.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401 || a.status === 429)).toHaveLength(49);
  });
});

describe('one’s own sessions', () => {
  it('lists them with the current one marked; one can end one, or all but this', async () => {
    const app = await testApp();
    const { admin } = await roleMatrix(app, 1);
    const account = await activeAccount(app, admin, { role: 'cashier', hallIds: [1] });
    const phone = await callApi(
      app,
      'POST',
      '/api/auth/login',
      {
        'x-forwarded-for': '10.9.8.7',
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      },
      { login: account.login, password: GOOD_PASSWORD },
    );
    const desk = await logIn(app, account.login, GOOD_PASSWORD);
    const listed = await callApi(app, 'GET', '/api/auth/sessions', account.auth);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(3);
    expect(listed.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const lost = listed.body.find((s: { address: string }) => s.address === '10.9.8.7');
    expect(lost).toMatchObject({ browser: 'Safari 17 · iPhone', current: false });
    expect(JSON.stringify(listed.body)).not.toContain(phone.body.token);

    const ended = await callApi(app, 'DELETE', `/api/auth/sessions/${lost.id}`, account.auth);
    expect(ended.status).toBe(204);
    expect((await callApi(app, 'GET', '/api/halls', bearer(phone.body.token))).status).toBe(401);
    expect(
      (await callApi(app, 'DELETE', `/api/auth/sessions/${lost.id}`, account.auth)).status,
    ).toBe(404);
    // Another user's session is not one's own to end.
    const adminSessions = await callApi(app, 'GET', '/api/auth/sessions', admin);
    const foreign = adminSessions.body[0].id;
    expect(
      (await callApi(app, 'DELETE', `/api/auth/sessions/${foreign}`, account.auth)).status,
    ).toBe(404);
    expect((await callApi(app, 'GET', '/api/halls', admin)).status).toBe(200);

    expect((await callApi(app, 'DELETE', '/api/auth/sessions', account.auth)).status).toBe(204);
    expect((await callApi(app, 'GET', '/api/halls', bearer(desk.body.token))).status).toBe(401);
    const left = await callApi(app, 'GET', '/api/auth/sessions', account.auth);
    expect(left.body).toEqual([expect.objectContaining({ current: true })]);
  });

  it('ends the other sessions when the password changes, and keeps this one', async () => {
    const app = await testApp();
    const { admin } = await roleMatrix(app, 1);
    const account = await activeAccount(app, admin, { role: 'cashier', hallIds: [1] });
    const other = await logIn(app, account.login, GOOD_PASSWORD);
    const changed = await callApi(app, 'POST', '/api/auth/password', account.auth, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'совсем другой пароль',
    });
    expect(changed.status).toBe(204);
    expect((await callApi(app, 'GET', '/api/halls', bearer(other.body.token))).status).toBe(401);
    expect((await callApi(app, 'GET', '/api/halls', account.auth)).status).toBe(200);
    const same = await callApi(app, 'POST', '/api/auth/password', account.auth, {
      currentPassword: 'совсем другой пароль',
      newPassword: 'совсем другой пароль',
    });
    expect(same.body.error.fields).toEqual({ newPassword: 'Новый пароль совпадает с текущим' });
  });

  it('answers a double submit, or a retry of a change whose answer was lost, as done', async () => {
    const app = await testApp();
    const { admin } = await roleMatrix(app, 1);
    const account = await activeAccount(app, admin, { role: 'cashier', hallIds: [1] });
    const body = { currentPassword: GOOD_PASSWORD, newPassword: 'новый пароль кассира' };
    const both = await Promise.all([
      callApi(app, 'POST', '/api/auth/password', account.auth, body),
      callApi(app, 'POST', '/api/auth/password', account.auth, body),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([204, 204]);
    const retry = await callApi(app, 'POST', '/api/auth/password', account.auth, body);
    expect(retry.status).toBe(204);
    expect((await logIn(app, account.login, 'новый пароль кассира')).status).toBe(200);
    const wrong = await callApi(app, 'POST', '/api/auth/password', account.auth, {
      currentPassword: 'не тот пароль совсем',
      newPassword: 'ещё один новый пароль',
    });
    expect(wrong.body.error.fields).toEqual({ currentPassword: 'Неверный текущий пароль' });
  });

  it('counts wrong current passwords in the sign-in limits', async () => {
    const app = await testApp();
    const { admin } = await roleMatrix(app, 1);
    const account = await activeAccount(app, admin, { role: 'cashier', hallIds: [1] });
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        callApi(
          app,
          'POST',
          '/api/auth/password',
          { ...account.auth, 'x-forwarded-for': '10.77.0.1' },
          { currentPassword: `догадка номер ${i}`, newPassword: 'совсем другой пароль' },
        ),
      ),
    );
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});
