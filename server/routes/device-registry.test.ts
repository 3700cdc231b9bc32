import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../app';
import { auditLog } from '../db/schema';
import { roleMatrix } from '../test/role-matrix';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  secondInstance,
  signIn,
  testApp,
  testDatabase,
} from '../test/test-app';

afterAll(closeTestDatabase);

const terminal = (number = `GT-${randomUUID().slice(0, 6)}`) => ({
  number,
  type: 'game_terminal',
  name: 'Novomatic Super-V+',
  serial: `NV${randomUUID().slice(0, 6)}`,
  zone: 'Основной зал',
});

/** A hall of its own with its manager, and the calls of the equipment screen. */
async function ownHall(app: Awaited<ReturnType<typeof testApp>>) {
  const hallId = await createHall();
  const { auth } = await signIn(app, await createUser('manager', [hallId]));
  const base = `/api/halls/${hallId}/equipment`;
  const heartbeat = async (key: string, on = app) =>
    (
      await on.request('/api/equipment/heartbeat', {
        method: 'POST',
        headers: { 'x-device-key': key },
      })
    ).status;
  return { hallId, auth, base, heartbeat };
}

describe('registering a device', () => {
  it('gives the hall’s manager the device and a key that its heartbeats are known by', async () => {
    const app = await testApp();
    const { auth, base, heartbeat } = await ownHall(app);
    const input = terminal();
    const created = await callApi(app, 'POST', base, auth, input);
    expect(created.status).toBe(201);
    expect(created.body.device).toMatchObject({
      ...input,
      state: 'offline',
      serviceStatus: 'active',
      lastSeenAt: null,
      version: 1,
    });
    expect(created.body.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await heartbeat(created.body.key)).toBe(200);
    const list = await callApi(app, 'GET', `${base}?search=${input.number}`, auth);
    expect(list.body.items[0]).toMatchObject({ number: input.number, state: 'online' });
  });

  it('is for the admin and the hall’s manager only', async () => {
    const app = await testApp();
    const hallId = await createHall();
    const who = await roleMatrix(app, hallId);
    const post = async (headers: object) =>
      (await callApi(app, 'POST', `/api/halls/${hallId}/equipment`, headers, terminal())).status;
    expect(await post(who.cashier)).toBe(403);
    expect(await post(who.otherManager)).toBe(403);
    expect(await post(who.nobody)).toBe(401);
    expect(await post(who.manager)).toBe(201);
    expect(await post(who.admin)).toBe(201);
  });

  it('keeps a number once per hall: 20 registrations of one number at once make one device', async () => {
    const app = await testApp();
    const { auth, base } = await ownHall(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callApi(app, 'POST', base, auth, terminal('GT-777'))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0].body.error.fields).toEqual({
      number: 'Устройство с таким номером уже есть в зале',
    });
    // Another hall may have its own GT-777.
    const other = await ownHall(app);
    expect((await callApi(app, 'POST', other.base, other.auth, terminal('GT-777'))).status).toBe(
      201,
    );
  });

  it('names each bad field: an unknown type, empty texts, a NUL, a 1 MB name', async () => {
    const app = await testApp();
    const { auth, base } = await ownHall(app);
    const bad = await callApi(app, 'POST', base, auth, { ...terminal(' '), type: 'toaster' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      number: 'Пожалуйста, заполните поле «Номер»',
      type: 'Выберите тип из списка',
    });
    expect((await callApi(app, 'POST', base, auth, terminal('GT\u00001'))).status).toBe(400);
    const huge = await callApi(app, 'POST', base, auth, {
      ...terminal(),
      name: 'x'.repeat(2 ** 20),
    });
    expect(huge.status).toBe(413);
  });
});

describe('a device’s new key', () => {
  it('refuses the old key from the very next heartbeat, on this instance and another', async () => {
    const app = await testApp();
    const { auth, base, heartbeat } = await ownHall(app);
    const { body } = await callApi(app, 'POST', base, auth, terminal());
    const other = await secondInstance();
    try {
      const second = createApp({ db: other.db, instance: other.instance, trustProxy: 1 });
      expect(await heartbeat(body.key, second)).toBe(200);
      const issued = await callApi(app, 'POST', `${base}/${body.device.id}/key`, auth);
      expect(issued.status).toBe(200);
      expect(issued.body.key).not.toBe(body.key);
      expect(await heartbeat(body.key)).toBe(401);
      expect(await heartbeat(body.key, second)).toBe(401);
      expect(await heartbeat(issued.body.key, second)).toBe(200);
      expect(await heartbeat(issued.body.key)).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is the admin’s or the hall manager’s, is audited without the key, and knows no other hall’s device', async () => {
    const app = await testApp();
    const { hallId, auth, base } = await ownHall(app);
    const { body } = await callApi(app, 'POST', base, auth, terminal());
    const path = `${base}/${body.device.id}/key`;
    const who = await roleMatrix(app, hallId);
    expect((await callApi(app, 'POST', path, who.cashier)).status).toBe(403);
    expect((await callApi(app, 'POST', path, who.otherManager)).status).toBe(403);
    expect((await callApi(app, 'POST', path, who.nobody)).status).toBe(401);
    expect((await callApi(app, 'POST', path, who.admin)).status).toBe(200);
    const other = await ownHall(app);
    const foreign = `${other.base}/${body.device.id}/key`;
    expect((await callApi(app, 'POST', foreign, other.auth)).status).toBe(404);
    const { db } = await testDatabase();
    const audit = await db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.hallId, hallId), eq(auditLog.entityId, body.device.id)));
    expect(audit.map((a) => a.action)).toEqual(['device.create', 'device.key']);
    expect(JSON.stringify(audit)).not.toContain(body.key);
  });
});

describe('editing a device', () => {
  it('changes number, model, serial and zone at a version; a stale one or a taken number changes nothing', async () => {
    const app = await testApp();
    const { auth, base } = await ownHall(app);
    const first = (await callApi(app, 'POST', base, auth, terminal('GT-1'))).body.device;
    await callApi(app, 'POST', base, auth, terminal('GT-2'));
    const path = `${base}/${first.id}`;
    const edited = await callApi(app, 'PATCH', path, auth, {
      version: 1,
      number: 'GT-10',
      zone: 'VIP',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ number: 'GT-10', zone: 'VIP', version: 2 });
    const stale = await callApi(app, 'PATCH', path, auth, { version: 1, zone: 'Бар' });
    expect(stale.body.error.code).toBe('stale_version');
    const taken = await callApi(app, 'PATCH', path, auth, { version: 2, number: 'GT-2' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({
      number: 'Устройство с таким номером уже есть в зале',
    });
    const unchanged = await callApi(app, 'GET', `${base}?search=GT-10`, auth);
    expect(unchanged.body.items[0]).toMatchObject({ zone: 'VIP', version: 2 });
  });
});

describe('a machine’s ways for money', () => {
  it('gives a new game terminal notes from 500 ₸ and desk credits, and keeps what the manager says', async () => {
    const app = await testApp();
    const { auth, base } = await ownHall(app);
    const plain = await callApi(app, 'POST', base, auth, terminal());
    expect(plain.body.device.money).toEqual({
      billNotes: [500, 1000, 2000, 5000, 10000, 20000],
      deskCredits: true,
      tickets: false,
    });
    const printer = await callApi(app, 'POST', base, auth, { ...terminal(), type: 'printer' });
    expect(printer.body.device.money).toBeNull();

    const money = { billNotes: [5000, 1000], deskCredits: false, tickets: true };
    const told = await callApi(app, 'POST', base, auth, { ...terminal(), money });
    expect(told.body.device.money).toEqual({ ...money, billNotes: [1000, 5000] });
    const { id, version } = told.body.device;
    const none = { billNotes: [], deskCredits: true, tickets: false };
    const edited = await callApi(app, 'PATCH', `${base}/${id}`, auth, { version, money: none });
    expect(edited.status).toBe(200);
    expect(edited.body.money).toEqual(none);
    const list = await callApi(app, 'GET', `${base}?search=${told.body.device.number}`, auth);
    expect(list.body.items[0].money).toEqual(none);
  });

  it.each([
    [
      'an unknown note',
      { billNotes: [3000], deskCredits: true, tickets: false },
      'money.billNotes.0',
    ],
    [
      'a note twice',
      { billNotes: [1000, 1000], deskCredits: true, tickets: false },
      'money.billNotes',
    ],
    [
      'a fractional note',
      { billNotes: [1000.5], deskCredits: true, tickets: false },
      'money.billNotes.0',
    ],
    [
      'a flag that is text',
      { billNotes: [], deskCredits: 'да', tickets: false },
      'money.deskCredits',
    ],
    [
      'an unknown field',
      { billNotes: [], deskCredits: true, tickets: false, coins: true },
      'money.coins',
    ],
  ])('refuses %s under its field and registers nothing', async (_, money, field) => {
    const app = await testApp();
    const { auth, base } = await ownHall(app);
    const input = { ...terminal(), money };
    const answer = await callApi(app, 'POST', base, auth, input);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toContain(field);
    expect((await callApi(app, 'GET', `${base}?search=${input.number}`, auth)).body.total).toBe(0);
  });

  it('are a game terminal’s only: another device told them is refused, on registration and edit', async () => {
    const app = await testApp();
    const { auth, base } = await ownHall(app);
    const money = { billNotes: [1000], deskCredits: true, tickets: false };
    const refused = await callApi(app, 'POST', base, auth, { ...terminal(), type: 'kiosk', money });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.money).toBe(
      'Деньги автомата указываются только у игрового терминала',
    );
    const kiosk = await callApi(app, 'POST', base, auth, { ...terminal(), type: 'kiosk' });
    const { id, version } = kiosk.body.device;
    const edit = await callApi(app, 'PATCH', `${base}/${id}`, auth, { version, money });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields.money).toBe(
      'Деньги автомата указываются только у игрового терминала',
    );
    const after = await callApi(app, 'GET', `${base}?search=${kiosk.body.device.number}`, auth);
    expect(after.body.items[0]).toMatchObject({ money: null, version });
  });
});
