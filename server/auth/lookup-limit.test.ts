import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { addClient, freshIin, freshPhone } from '../test/clients';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  secondInstance,
  signIn,
  testApp,
  testClock,
  testDatabase,
} from '../test/test-app';
import { DEFAULT_LOOKUP_LIMIT } from './lookup-limit';

afterAll(closeTestDatabase);

type App = Awaited<ReturnType<typeof testApp>>;

const LIMIT = DEFAULT_LOOKUP_LIMIT.max;

const checkIn = (app: App, hallId: number, auth: object, body: object) =>
  callApi(
    app,
    'POST',
    `/api/halls/${hallId}/visits`,
    { ...auth, 'idempotency-key': randomUUID() },
    body,
  );

/** A hall of its own, its cashier, head office, and a clock the test moves. */
async function desk() {
  const clock = testClock(new Date());
  const app = await testApp({ now: clock.now });
  const hallId = await createHall();
  const login = await createUser('cashier', [hallId]);
  const cashier = (await signIn(app, login)).auth;
  const admin = (await signIn(app, 'admin')).auth;
  return { app, hallId, login, cashier, admin, clock };
}

const statusCounts = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }),
    {},
  );

const lookupExceptions = async (app: App, hallId: number, admin: object) =>
  (await callApi(app, 'GET', `/api/halls/${hallId}/exceptions?kind=lookups`, admin)).body.items;

describe('the look-up limit at the door', () => {
  it('admits 200 known guests of one desk in a burst without a refusal', async () => {
    const { app, hallId, cashier, admin } = await desk();
    const guests = [];
    for (let i = 0; i < 200; i++) guests.push(await addClient(hallId));
    const answers = [];
    for (let i = 0; i < guests.length; i += 20) {
      answers.push(
        ...(await Promise.all(
          guests.slice(i, i + 20).map((g) => checkIn(app, hallId, cashier, { iin: g.iin })),
        )),
      );
    }
    expect(statusCounts(answers)).toEqual({ 201: 200 });
    expect(await lookupExceptions(app, hallId, admin)).toEqual([]);
  }, 60_000);

  it('stops a desk at its 30th miss, whatever it looks up next, and tells head office once', async () => {
    const { app, hallId, login, cashier, admin, clock } = await desk();
    const regular = await addClient(hallId);
    for (let i = 0; i < LIMIT; i++) {
      // A regular between the misses is let in and counts for nothing.
      if (i === 10)
        expect((await checkIn(app, hallId, cashier, { iin: regular.iin })).status).toBe(201);
      expect((await checkIn(app, hallId, cashier, { iin: freshIin() })).status).toBe(404);
    }
    const stopped = await checkIn(app, hallId, cashier, { iin: regular.iin });
    expect(stopped.status).toBe(429);
    expect(stopped.body.error).toEqual({
      code: 'too_many_lookups',
      message: 'Слишком много проверок ИИН, повторите через 15 мин.',
    });
    expect(Number(stopped.response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const byDocument = await checkIn(app, hallId, cashier, {
      document: { type: 'passport', number: 'N1234567' },
    });
    expect(byDocument.body.error.message).toMatch(/^Слишком много проверок документов/);
    const byPhone = await callApi(
      app,
      'POST',
      `/api/halls/${hallId}/clients`,
      { ...cashier, 'idempotency-key': randomUUID() },
      { phone: freshPhone(), iin: freshIin(), fullName: 'Ким Ольга', smsConsent: false },
    );
    expect(byPhone.status).toBe(429);

    const [exception, ...more] = await lookupExceptions(app, hallId, admin);
    expect(more).toEqual([]);
    expect(exception).toMatchObject({
      hallId,
      kind: 'lookups',
      severity: 'high',
      subject: `Тестовый Пользователь (${login})`,
    });
    expect(exception.description).toMatch(/^30 проверок без результата за 15 мин\./);
    // It closes like the others.
    const seen = await callApi(
      app,
      'POST',
      `/api/halls/${hallId}/exceptions/${exception.id}/seen`,
      admin,
      { comment: 'Кассир проверял список из рассылки, объяснительная получена' },
    );
    expect(seen.status).toBe(200);

    // Another desk of the hall works on; this one again once its window has passed.
    const other = (await signIn(app, await createUser('cashier', [hallId]))).auth;
    expect((await checkIn(app, hallId, other, { iin: regular.iin })).status).toBe(200);
    clock.advance(15 * 60_000);
    expect((await checkIn(app, hallId, cashier, { iin: freshIin() })).status).toBe(404);
  }, 60_000);

  it('counts the register’s refusals, the identities taken and the yes-or-no checks', async () => {
    const { app, hallId, cashier } = await desk();
    const { db } = await testDatabase();
    const restricted = await addClient(hallId);
    await queryRows(
      db,
      sql`insert into restrictions (person, iin, source, starts_on, ends_on, created_at)
          values (${`iin:${restricted.iin}`}, ${restricted.iin}, 'debtors', '2020-01-01', '2099-01-01', now())`,
    );
    const known = await addClient(hallId);
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push(await checkIn(app, hallId, cashier, { iin: restricted.iin }));
      answers.push(
        await callApi(
          app,
          'POST',
          `/api/halls/${hallId}/clients`,
          { ...cashier, 'idempotency-key': randomUUID() },
          { phone: freshPhone(), iin: known.iin, fullName: 'Ким Ольга', smsConsent: false },
        ),
      );
      answers.push(
        await callApi(
          app,
          'GET',
          `/api/restrictions/check?hallId=${hallId}&iin=${freshIin()}`,
          cashier,
        ),
      );
    }
    expect(statusCounts(answers)).toEqual({ 403: 10, 409: 10, 200: 10 });
    expect((await checkIn(app, hallId, cashier, { iin: known.iin })).status).toBe(429);
  }, 60_000);

  it('holds for 50 misses at once through two instances: the count is in the database', async () => {
    const { app, hallId, cashier, clock } = await desk();
    const second = await secondInstance();
    try {
      const other = await testApp({ db: second.db, instance: second.instance, now: clock.now });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          checkIn(i % 2 ? other : app, hallId, cashier, { iin: freshIin() }),
        ),
      );
      expect(statusCounts(answers)).toEqual({ 404: LIMIT, 429: 50 - LIMIT });
    } finally {
      await second.close();
    }
  }, 60_000);

  it('takes its size from the settings', async () => {
    const clock = testClock(new Date());
    const app = await testApp({ now: clock.now, lookupLimit: { max: 5, windowMinutes: 2 } });
    const hallId = await createHall();
    const cashier = (await signIn(app, await createUser('cashier', [hallId]))).auth;
    for (let i = 0; i < 5; i++) {
      expect((await checkIn(app, hallId, cashier, { iin: freshIin() })).status).toBe(404);
    }
    const stopped = await checkIn(app, hallId, cashier, { iin: freshIin() });
    expect(stopped.body.error.message).toBe('Слишком много проверок ИИН, повторите через 2 мин.');
    clock.advance(2 * 60_000);
    expect((await checkIn(app, hallId, cashier, { iin: freshIin() })).status).toBe(404);
  });
});
