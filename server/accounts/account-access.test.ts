/**
 * Access ends where the user is: a dismissal or a lock ends the sessions and the open event
 * streams at once, on this instance and on another one of the same database.
 */
import { createApp } from '../app';
import { readEvents } from '../test/event-reader';
import { activeAccount, GOOD_PASSWORD, logIn, newLogin } from '../test/accounts';
import { roleMatrix } from '../test/role-matrix';
import { callApi, closeTestDatabase, createHall, secondInstance, testApp } from '../test/test-app';

afterAll(closeTestDatabase);

// The keep-alive (when a stream would read its access anyway) is far beyond the test's wait.
const SLOW_KEEP_ALIVE = 120_000;
const WITHIN_MS = 5_000;

type App = Awaited<ReturnType<typeof testApp>>;

/** The stream's `end` event, or null if the stream is still going after WITHIN_MS. */
async function endOf(app: App, path: string, auth: object) {
  const response = await app.request(path, { headers: auth as Record<string, string> });
  expect(response.status).toBe(200);
  const events = readEvents(response);
  expect((await events.next())?.event).toBe('ready');
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>(
      (resolve) => (timer = setTimeout(() => resolve(null), WITHIN_MS)),
    );
    const ended = (async () => {
      for (;;) {
        const event = await events.next();
        if (!event || event.event === 'end') return event;
      }
    })();
    const result = await Promise.race([ended, timeout]);
    clearTimeout(timer);
    await events.close();
    return result;
  };
}

describe('a dismissed worker', () => {
  it('loses the account’s session and event stream in the dismissal’s own request', async () => {
    const app = await testApp({ eventKeepAliveMs: SLOW_KEEP_ALIVE });
    const hallId = await createHall();
    const who = await roleMatrix(app, hallId);
    const worker = await callApi(app, 'POST', `/api/halls/${hallId}/workers`, who.manager, {
      fullName: 'Жанна Уходящая',
      phone: '+7 (701) 555-20-01',
      position: 'cashier',
      hireDate: '2025-02-01',
    });
    const login = newLogin();
    const given = await callApi(app, 'POST', '/api/users', who.manager, {
      login,
      fullName: 'Жанна Уходящая',
      role: 'cashier',
      hallIds: [hallId],
      workerId: worker.body.id,
    });
    const first = await logIn(app, login, given.body.temporaryPassword);
    const auth = { authorization: `Bearer ${first.body.token}` };
    await callApi(app, 'POST', '/api/auth/password', auth, {
      currentPassword: given.body.temporaryPassword,
      newPassword: GOOD_PASSWORD,
    });
    const streamEnd = await endOf(app, `/api/halls/${hallId}/events`, auth);

    const dismissed = await callApi(
      app,
      'POST',
      `/api/halls/${hallId}/workers/${worker.body.id}/dismiss`,
      who.manager,
      { version: worker.body.version },
    );
    expect(dismissed.status).toBe(200);
    expect((await callApi(app, 'GET', `/api/halls/${hallId}/equipment`, auth)).status).toBe(401);
    expect(JSON.parse((await streamEnd())!.data)).toEqual({ reason: 'signed-out' });
    expect((await logIn(app, login, GOOD_PASSWORD)).status).toBe(401);

    const account = await callApi(app, 'GET', `/api/users/${given.body.user.id}`, who.manager);
    expect(account.body.user).toMatchObject({ disabled: true, workerId: worker.body.id });
    expect(account.body.sessions).toEqual([]);
    expect(account.body.history[0]).toMatchObject({
      action: 'user.update',
      by: 'Тестовый Пользователь',
      details: { after: { disabled: true }, reason: 'worker_dismissed' },
    });
    const unlock = await callApi(app, 'PATCH', `/api/users/${given.body.user.id}`, who.manager, {
      version: account.body.user.version,
      disabled: false,
    });
    expect(unlock.status).toBe(409);
    expect(unlock.body.error.fields).toEqual({
      disabled: 'Сотрудник уволен — сначала верните его на работу',
    });
  });
});

describe('a lock on one instance', () => {
  it('is refused at once on the other, and ends the stream open there', async () => {
    const app = await testApp({ eventKeepAliveMs: SLOW_KEEP_ALIVE });
    const other = await secondInstance();
    try {
      const second = createApp({
        db: other.db,
        instance: other.instance,
        trustProxy: 1,
        eventKeepAliveMs: SLOW_KEEP_ALIVE,
      });
      const { admin } = await roleMatrix(app, 1);
      const target = await activeAccount(app, admin, { role: 'cashier', hallIds: [1] });
      expect((await callApi(second, 'GET', '/api/halls/1/equipment', target.auth)).status).toBe(
        200,
      );
      const streamEnd = await endOf(second, '/api/events', target.auth);
      const version = (await callApi(app, 'GET', `/api/users/${target.id}`, admin)).body.user
        .version;
      const locked = await callApi(app, 'PATCH', `/api/users/${target.id}`, admin, {
        version,
        disabled: true,
      });
      expect(locked.status).toBe(200);
      expect((await callApi(second, 'GET', '/api/halls/1/equipment', target.auth)).status).toBe(
        401,
      );
      expect(JSON.parse((await streamEnd())!.data)).toEqual({ reason: 'signed-out' });
    } finally {
      // The stream opened the second instance's listening connection: it goes with the instance.
      await other.close();
    }
  });

  it('ends a stream when its own session is ended from another device', async () => {
    const app = await testApp({ eventKeepAliveMs: SLOW_KEEP_ALIVE });
    const { admin } = await roleMatrix(app, 1);
    const me = await activeAccount(app, admin, { role: 'manager', hallIds: [1] });
    const phone = await logIn(app, me.login, GOOD_PASSWORD);
    const phoneAuth = { authorization: `Bearer ${phone.body.token}` };
    const streamEnd = await endOf(app, '/api/halls/1/events', phoneAuth);
    const sessions = await callApi(app, 'GET', '/api/auth/sessions', me.auth);
    const lost = sessions.body.find((s: { current: boolean }) => !s.current);
    expect((await callApi(app, 'DELETE', `/api/auth/sessions/${lost.id}`, me.auth)).status).toBe(
      204,
    );
    expect(JSON.parse((await streamEnd())!.data)).toEqual({ reason: 'signed-out' });
  });
});
