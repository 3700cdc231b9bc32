import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auditLog, hallEvents } from '../db/schema';
import { roleMatrix } from '../test/role-matrix';
import {
  callApi,
  closeTestDatabase,
  createHall,
  signIn,
  testApp,
  testDatabase,
} from '../test/test-app';
import { publishEvents } from '../events/event-publisher';

afterAll(closeTestDatabase);

const newHall = (name = `Зал ${randomUUID().slice(0, 8)}`) => ({
  name,
  city: 'Актобе',
  address: 'пр. Абилкайыр хана, 40',
  timezone: 'Asia/Aqtobe',
  openHours: { from: '12:00', to: '04:00' },
});

describe('opening a hall', () => {
  it('lets an admin create a hall that the admin then sees and opens, in its own zone and hours', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const input = newHall();
    const created = await callApi(app, 'POST', '/api/halls', auth, input);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...input,
      currency: 'KZT',
      blindCount: false,
      countByDenomination: 'optional',
      cashierConfirmsSafe: true,
      gamingDayStartHour: 6,
      gamingDayGraceMinutes: 30,
      machineToleranceTenge: 1000,
      dropWeekdays: [],
      foreignersOnly: false,
      foreignersOnlySource: '',
      status: 'open',
      version: 1,
    });
    const one = await callApi(app, 'GET', `/api/halls/${created.body.id}`, auth);
    expect(one.body).toEqual(created.body);
    expect(one.response.headers.get('etag')).toBe('"1"');
    const list = await callApi(app, 'GET', '/api/halls', auth);
    expect(list.body.halls.map((h: { id: number }) => h.id)).toContain(created.body.id);
  });

  it('refuses every role but admin, and nobody signed in', async () => {
    const app = await testApp();
    const who = await roleMatrix(app, await createHall());
    const status = async (headers: object) =>
      (await callApi(app, 'POST', '/api/halls', headers, newHall())).status;
    expect(await status(who.manager)).toBe(403);
    expect(await status(who.otherManager)).toBe(403);
    expect(await status(who.cashier)).toBe(403);
    expect(await status(who.nobody)).toBe(401);
    expect(await status(who.admin)).toBe(201);
  });

  it('names each bad field in Russian: a zone that is not IANA, hours like 25:00, empty texts', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const bad = await callApi(app, 'POST', '/api/halls', auth, {
      ...newHall(''),
      timezone: 'GMT+5',
      openHours: { from: '25:00', to: '6:00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      name: 'Пожалуйста, заполните поле «Название»',
      timezone: 'Часовой пояс из базы IANA, например Asia/Almaty',
      'openHours.from': 'Время в виде ЧЧ:ММ, от 00:00 до 23:59',
      'openHours.to': 'Время в виде ЧЧ:ММ, от 00:00 до 23:59',
    });
    for (const timezone of ['Mars/Olympus', 'Asia/Almaty\u0000', 'x'.repeat(1_000), '']) {
      const answer = await callApi(app, 'POST', '/api/halls', auth, { ...newHall(), timezone });
      expect(answer.status).toBe(400);
    }
    const noHours = await callApi(app, 'POST', '/api/halls', auth, {
      ...newHall(),
      openHours: '10-6',
    });
    expect(noHours.body.error.fields.openHours).toBeDefined();
  });

  it('makes one hall of one name, whatever its case and however many ask at once', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const name = `Зал ${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callApi(app, 'POST', '/api/halls', auth, newHall(i % 2 ? name : name.toUpperCase())),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0].body.error.fields).toEqual({ name: 'Зал с таким названием уже есть' });
  });
});

describe('a hall’s settings', () => {
  it('change at the version the admin saw, and a stale version changes nothing', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const { body: hall } = await callApi(app, 'POST', '/api/halls', auth, newHall());
    const path = `/api/halls/${hall.id}`;
    const first = await callApi(app, 'PATCH', path, auth, {
      version: 1,
      status: 'closed',
      openHours: { from: '00:00', to: '00:00' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'closed',
      openHours: { from: '00:00', to: '00:00' },
      version: 2,
    });
    const stale = await callApi(app, 'PATCH', path, auth, { version: 1, name: 'Старое имя' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect((await callApi(app, 'GET', path, auth)).body).toEqual(first.body);
  });

  it('of one version, edited 10 times at once, take exactly one edit', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const { body: hall } = await callApi(app, 'POST', '/api/halls', auth, newHall());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callApi(app, 'PATCH', `/api/halls/${hall.id}`, auth, {
          version: 1,
          address: `ул. Новая, ${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
  });

  it('are the admin’s alone: the hall’s own manager and cashier get 403 and change nothing', async () => {
    const app = await testApp();
    const hallId = await createHall();
    const who = await roleMatrix(app, hallId);
    const edit = (headers: object) =>
      callApi(app, 'PATCH', `/api/halls/${hallId}`, headers, { version: 1, status: 'closed' });
    expect((await edit(who.manager)).status).toBe(403);
    expect((await edit(who.cashier)).status).toBe(403);
    expect((await edit(who.otherManager)).status).toBe(403);
    expect((await edit(who.nobody)).status).toBe(401);
    expect((await callApi(app, 'GET', `/api/halls/${hallId}`, who.manager)).body.status).toBe(
      'open',
    );
    expect(
      (await callApi(app, 'PATCH', '/api/halls/999999', who.admin, { version: 1 })).status,
    ).toBe(404);
  });

  it('are in the audit log with who, before and after, and announced to the hall’s screens', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const { body: hall } = await callApi(app, 'POST', '/api/halls', auth, newHall());
    await callApi(app, 'PATCH', `/api/halls/${hall.id}`, auth, {
      version: 1,
      openHours: { from: '09:30', to: '04:00' },
    });
    const { db } = await testDatabase();
    const audit = await db
      .select({ action: auditLog.action, details: auditLog.details, userId: auditLog.userId })
      .from(auditLog)
      .where(eq(auditLog.hallId, hall.id))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['hall.create', 'hall.update']);
    expect(audit[0].userId).toEqual(expect.any(Number));
    expect(audit[1].details).toEqual({
      before: { openHours: { from: '12:00', to: '04:00' } },
      after: { openHours: { from: '09:30', to: '04:00' } },
    });
    await publishEvents(db);
    const events = await db
      .select({ kind: hallEvents.kind })
      .from(hallEvents)
      .where(eq(hallEvents.hallId, hall.id));
    expect(events.map((e) => e.kind)).toEqual(['hall', 'cash-desk', 'cash-desk', 'hall']);
  });
});
