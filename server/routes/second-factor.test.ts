import { activeAccount, GOOD_PASSWORD, logIn, totpCode } from '../test/accounts';
import { roleMatrix } from '../test/role-matrix';
import { callApi, closeTestDatabase, freshAddress, testApp, testClock } from '../test/test-app';

afterAll(closeTestDatabase);

type App = Awaited<ReturnType<typeof testApp>>;
const STEP = 30_000;

/** An account with TOTP enrolled at the clock's time: its secret and recovery codes. */
async function enrolled(app: App, clock: ReturnType<typeof testClock>) {
  const { admin } = await roleMatrix(app, 1);
  const account = await activeAccount(app, admin, { role: 'manager', hallIds: [1] });
  const started = await callApi(app, 'POST', '/api/auth/mfa/totp', account.auth);
  expect(started.status).toBe(200);
  const { secret, otpauthUri } = started.body;
  expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/.*${account.login}\\?.*secret=${secret}`));
  const wrong = await callApi(app, 'POST', '/api/auth/mfa/totp/confirm', account.auth, {
    code: '000000',
  });
  expect(wrong.body.error.fields).toEqual({ code: 'Неверный код — проверьте время на телефоне' });
  const confirmed = await callApi(app, 'POST', '/api/auth/mfa/totp/confirm', account.auth, {
    code: totpCode(secret, clock.now()),
  });
  expect(confirmed.status).toBe(200);
  const codes: string[] = confirmed.body.recoveryCodes;
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  expect((await callApi(app, 'GET', '/api/auth/me', account.auth)).body.mfa).toBe(true);
  clock.advance(STEP);
  return { ...account, admin, secret, codes };
}

const answer = (app: App, challenge: string, code: string, address = freshAddress()) =>
  callApi(app, 'POST', '/api/auth/login/mfa', { 'x-forwarded-for': address }, { challenge, code });

describe('a second factor', () => {
  it('asks for a code after the password; the right code signs in once, the same code again is 401', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const me = await enrolled(app, clock);
    const first = await logIn(app, me.login, GOOD_PASSWORD);
    expect(first.body).toEqual({ mfaRequired: true, challenge: expect.any(String) });
    expect(first.response.headers.get('set-cookie')).toBeNull();
    const code = totpCode(me.secret, clock.now());
    const wrong = await answer(app, first.body.challenge, code === '123456' ? '654321' : '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.fields).toEqual({ code: 'Неверный код' });
    const signed = await answer(app, first.body.challenge, code);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ role: 'manager', token: expect.any(String) });
    expect(signed.response.headers.get('set-cookie')).toMatch(/^bbp-cookie=/);
    // The challenge is spent, and the code cannot sign in again through a new one.
    expect((await answer(app, first.body.challenge, code)).body.error.code).toBe('challenge_void');
    const second = await logIn(app, me.login, GOOD_PASSWORD);
    expect((await answer(app, second.body.challenge, code)).status).toBe(401);
    clock.advance(STEP);
    expect(
      (await answer(app, second.body.challenge, totpCode(me.secret, clock.now()))).status,
    ).toBe(200);
  });

  it('takes one of the same code sent fifty times at once', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const me = await enrolled(app, clock);
    const challenges = await Promise.all(
      Array.from({ length: 5 }, () => logIn(app, me.login, GOOD_PASSWORD)),
    );
    const code = totpCode(me.secret, clock.now());
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => answer(app, challenges[i % 5].body.challenge, code)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('accepts each recovery code once', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const me = await enrolled(app, clock);
    const first = await logIn(app, me.login, GOOD_PASSWORD);
    // Typed loosely: lower case, no dashes.
    const typed = me.codes[3].replace(/-/g, '').toLowerCase();
    expect((await answer(app, first.body.challenge, typed)).status).toBe(200);
    const second = await logIn(app, me.login, GOOD_PASSWORD);
    expect((await answer(app, second.body.challenge, me.codes[3])).status).toBe(401);
    expect((await answer(app, second.body.challenge, me.codes[4])).status).toBe(200);
  });

  it('voids the challenge after five wrong codes, and counts them in the sign-in limits', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const me = await enrolled(app, clock);
    const address = freshAddress();
    const first = await logIn(app, me.login, GOOD_PASSWORD, address);
    const wrong = await Promise.all(
      ['111111', '222222', '333333', '444444', '555555'].map((code) =>
        answer(app, first.body.challenge, code, address),
      ),
    );
    expect(wrong.map((w) => w.status)).toEqual([401, 401, 401, 401, 401]);
    expect(wrong.filter((w) => w.body.error.code === 'challenge_void')).toHaveLength(1);
    const code = totpCode(me.secret, clock.now());
    // The right code cannot revive the challenge, from anywhere; this address must also wait.
    expect((await answer(app, first.body.challenge, code)).body.error.code).toBe('challenge_void');
    expect((await answer(app, first.body.challenge, code, address)).status).toBe(429);
    expect((await logIn(app, me.login, GOOD_PASSWORD, address)).status).toBe(429);
    const elsewhere = await logIn(app, me.login, GOOD_PASSWORD);
    expect(
      (await answer(app, elsewhere.body.challenge, totpCode(me.secret, clock.now()))).status,
    ).toBe(200);
  });

  it('makes 8 characters enough for the password, and is removed with a code', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const me = await enrolled(app, clock);
    const short = await callApi(app, 'POST', '/api/auth/password', me.auth, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'кот-мяу1',
    });
    expect(short.status).toBe(204);
    const removed = await callApi(app, 'DELETE', '/api/auth/mfa/totp', me.auth, { code: '000000' });
    expect(removed.body.error.fields).toEqual({ code: 'Неверный код' });
    const done = await callApi(app, 'DELETE', '/api/auth/mfa/totp', me.auth, {
      code: totpCode(me.secret, clock.now()),
    });
    expect(done.status).toBe(204);
    expect((await logIn(app, me.login, 'кот-мяу1')).body).toMatchObject({ role: 'manager' });
  });

  it('is reset by an admin: the user signs in with the password alone, sessions ended', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const me = await enrolled(app, clock);
    const read = await callApi(app, 'GET', `/api/users/${me.id}`, me.admin);
    expect(read.body.user.mfa).toBe(true);
    const reset = await callApi(app, 'DELETE', `/api/users/${me.id}/mfa`, me.admin);
    expect(reset.body.mfa).toBe(false);
    expect((await callApi(app, 'GET', '/api/halls', me.auth)).status).toBe(401);
    expect((await logIn(app, me.login, GOOD_PASSWORD)).body).toMatchObject({ role: 'manager' });
    const history = await callApi(app, 'GET', `/api/users/${me.id}`, me.admin);
    expect(history.body.history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['user.mfa_reset', 'user.mfa_enrol', 'user.password_change']),
    );
  });

  it('is required first for a role in MFA_REQUIRED_ROLES', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now, mfaRequiredRoles: ['manager'] });
    const { admin } = await roleMatrix(app, 1);
    const account = await activeAccount(app, admin, { role: 'manager', hallIds: [1] }).catch(
      (error: Error) => error,
    );
    // The forced password change comes first; enrolment after it.
    expect(account).not.toBeInstanceOf(Error);
    const { login, auth } = account as Exclude<typeof account, Error>;
    const signed = await logIn(app, login, GOOD_PASSWORD);
    expect(signed.body.mfaEnrolmentRequired).toBe(true);
    const blocked = await callApi(app, 'GET', '/api/halls', auth);
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('mfa_enrolment_required');
    const started = await callApi(app, 'POST', '/api/auth/mfa/totp', auth);
    await callApi(app, 'POST', '/api/auth/mfa/totp/confirm', auth, {
      code: totpCode(started.body.secret, clock.now()),
    });
    expect((await callApi(app, 'GET', '/api/halls', auth)).status).toBe(200);
    expect((await callApi(app, 'GET', '/api/halls', admin)).status).toBe(200);
    // Such a role cannot take it off itself: a lost phone is an admin's reset.
    clock.advance(STEP);
    const removal = await callApi(app, 'DELETE', '/api/auth/mfa/totp', auth, {
      code: totpCode(started.body.secret, clock.now()),
    });
    expect(removal.status).toBe(409);
    expect(removal.body.error.code).toBe('mfa_required');
    expect((await callApi(app, 'GET', '/api/auth/me', auth)).body.mfa).toBe(true);
  });
});
