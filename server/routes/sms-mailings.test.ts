import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { smsMailings } from '../db/schema';
import { startDueMailing } from '../sms-mailings/sender';
import { addClients } from '../test/sms-mailings-audience';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  signIn,
  testApp,
  testClock,
  testDatabase,
  type Json,
} from '../test/test-app';

afterAll(closeTestDatabase);

// 11:00 in Almaty.
const clock = testClock(new Date('2026-11-23T06:00:00Z'));

async function ownHall() {
  const app = await testApp({ now: clock.now });
  const hallId = await createHall();
  const manager = (await signIn(app, await createUser('manager', [hallId]))).auth;
  const base = `/api/halls/${hallId}/sms-mailings`;
  const audience = { hallIds: [hallId], segment: 'all' };
  const draft = (body: object = {}, auth: object = manager) =>
    callApi(
      app,
      'POST',
      base,
      { ...auth, 'idempotency-key': randomUUID() },
      {
        title: 'Бонусы',
        kind: 'service',
        text: 'Ждём вас',
        audience,
        ...body,
      },
    );
  const post = (path: string, body: object, auth: object = manager) =>
    callApi(app, 'POST', `${base}${path}`, auth, body);
  const count = async (aud: object) => (await post('/audience-count', { audience: aud })).body;
  return { app, hallId, manager, base, audience, draft, post, count };
}

describe('the demo mailings', () => {
  it('show a hall every status, with the stats of those that went out and the reason of a failure', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const { status, body } = await callApi(app, 'GET', '/api/halls/1/sms-mailings', auth);
    expect(status).toBe(200);
    const byStatus = new Map(body.items.map((m: Json) => [m.status, m]));
    expect([...byStatus.keys()].sort()).toEqual([
      'cancelled',
      'draft',
      'failed',
      'scheduled',
      'sent',
    ]);
    const sent = body.items.filter((m: Json) => m.status === 'sent');
    for (const m of sent) {
      expect(m.recipients).toBeGreaterThan(100);
      expect(m.delivered + m.failed).toBe(m.recipients);
      expect(m.delivered).toBeGreaterThan(m.failed);
    }
    const failed = byStatus.get('failed') as Json;
    expect(failed).toMatchObject({ delivered: 0, error: expect.stringContaining('Шлюз') });
    expect(failed.failed).toBe(failed.recipients);
  });
});

describe('the audience', () => {
  it('counts only clients with consent, by segment', async () => {
    const hall = await ownHall();
    const now = clock.now();
    await addClients(hall.hallId, 3, { visitedDaysAgo: 5, now, registeredDaysAgo: 10 });
    await addClients(hall.hallId, 2, { visitedDaysAgo: 60, now, registeredDaysAgo: 400 });
    await addClients(hall.hallId, 4, { now, registeredDaysAgo: 400 });
    await addClients(hall.hallId, 6, { consent: false, visitedDaysAgo: 1, now });
    const of = (extra: object) => hall.count({ hallIds: [hall.hallId], ...extra });
    expect(await of({ segment: 'all' })).toEqual({ count: 9 });
    expect(await of({ segment: 'visited', days: 30 })).toEqual({ count: 3 });
    expect(await of({ segment: 'not_visited', days: 30 })).toEqual({ count: 6 });
    expect(await of({ segment: 'registered', from: '2026-11-01', to: '2026-11-23' })).toEqual({
      count: 3,
    });
  });

  it('refuses a segment without its days or dates, and another hall for a manager', async () => {
    const hall = await ownHall();
    const bad = await hall.post('/audience-count', {
      audience: { hallIds: [hall.hallId], segment: 'visited' },
    });
    expect(bad.body.error.fields['audience.days']).toBe('Укажите число дней');
    const other = await hall.post('/audience-count', {
      audience: { hallIds: [hall.hallId, 1], segment: 'all' },
    });
    expect([other.status, other.body.error.fields['audience.hallIds']]).toEqual([
      400,
      'Можно выбрать только текущий зал',
    ]);
  });

  it('lets an admin count several halls', async () => {
    const hall = await ownHall();
    const second = await createHall();
    await addClients(hall.hallId, 2);
    await addClients(second, 3);
    const admin = (await signIn(hall.app, await createUser('admin', []))).auth;
    const { body } = await hall.post(
      '/audience-count',
      { audience: { hallIds: [hall.hallId, second], segment: 'all' } },
      admin,
    );
    expect(body).toEqual({ count: 5 });
  });
});

describe('mailings', () => {
  it('are for managers and admins', async () => {
    const hall = await ownHall();
    const cashier = (await signIn(hall.app, await createUser('cashier', [hall.hallId]))).auth;
    expect((await hall.draft({}, cashier)).status).toBe(403);
  });

  it('save a draft at any step, even without a text, and list it', async () => {
    const hall = await ownHall();
    const { status, body } = await hall.draft({ text: '' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'draft', text: '', version: 1, sendAt: null });
    const list = await callApi(hall.app, 'GET', `${hall.base}?status=draft`, hall.manager);
    expect(list.body.items.map((m: { id: number }) => m.id)).toEqual([body.id]);
  });

  it('refuse an advertising mailing with 409 under «kind» while advertising SMS are forbidden, even sent around the wizard', async () => {
    const hall = await ownHall();
    await addClients(hall.hallId, 2);
    const policy = await callApi(hall.app, 'GET', `${hall.base}/policy`, hall.manager);
    expect(policy.body).toEqual({ advertising: 'forbidden' });
    const advert = (await hall.draft({ kind: 'advertising' })).body;
    const refused = await hall.post(`/${advert.id}/schedule`, { version: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('advertising_forbidden');
    expect(refused.body.error.fields.kind).toMatch(/Рекламные SMS запрещены/);
    const service = (await hall.draft()).body;
    expect((await hall.post(`/${service.id}/schedule`, { version: 1 })).status).toBe(200);
    // A chain whose licence allows them sets SMS_ADVERTISING=allowed.
    const allowed = await testApp({ now: clock.now, smsAdvertising: 'allowed' });
    const scheduled = await callApi(
      allowed,
      'POST',
      `${hall.base}/${advert.id}/schedule`,
      hall.manager,
      { version: 1 },
    );
    expect(scheduled.status).toBe(200);
  });

  it('schedule only with a text within 5 SMS and someone to send to', async () => {
    const hall = await ownHall();
    const empty = (await hall.draft({ text: '' })).body;
    const noText = await hall.post(`/${empty.id}/schedule`, { version: 1 });
    expect(noText.body.error.fields.text).toBe('Пожалуйста, заполните поле «Текст»');
    const long = (await hall.draft({ text: 'Я'.repeat(400) })).body;
    const tooLong = await hall.post(`/${long.id}/schedule`, { version: 1 });
    expect(tooLong.body.error.fields.text).toBe('Текст не помещается в 5 SMS: сократите его');
    const nobody = (await hall.draft()).body;
    const noAudience = await hall.post(`/${nobody.id}/schedule`, { version: 1 });
    expect(noAudience.body.error.fields.audience).toMatch(/нет ни одного клиента/);
  });

  it('move a time outside 9:00–21:00 of the hall to the next morning, and say so', async () => {
    const hall = await ownHall();
    await addClients(hall.hallId, 2);
    const draft = (await hall.draft()).body;
    const late = await hall.post(`/${draft.id}/schedule`, {
      version: 1,
      sendAt: '2026-11-23T22:30:00+05:00',
    });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({
      status: 'scheduled',
      moved: true,
      sendAt: '2026-11-24T04:00:00.000Z',
    });
    const past = (await hall.draft()).body;
    const gone = await hall.post(`/${past.id}/schedule`, {
      version: 1,
      sendAt: '2026-11-20T10:00:00+05:00',
    });
    expect(gone.body.error.fields.sendAt).toBe('Время отправки уже прошло');
  });

  it('cancel until the sending starts, and not after', async () => {
    const hall = await ownHall();
    await addClients(hall.hallId, 2);
    const draft = (await hall.draft()).body;
    await hall.post(`/${draft.id}/schedule`, { version: 1 });
    const cancelled = await hall.post(`/${draft.id}/cancel`, { version: 2 });
    expect(cancelled.body.status).toBe('cancelled');

    const started = (await hall.draft()).body;
    await hall.post(`/${started.id}/schedule`, { version: 1 });
    const { db } = await testDatabase();
    // Other tests' due mailings may start first.
    let first: number | null;
    do first = await startDueMailing(db, clock.now());
    while (first !== null && first !== started.id);
    const late = await hall.post(`/${started.id}/cancel`, { version: 2 });
    expect([late.status, late.body.error.code]).toEqual([409, 'mailing_status']);
  });

  it('settle a cancel racing the sender’s start: one wins, and a cancelled one never sends', async () => {
    const hall = await ownHall();
    await addClients(hall.hallId, 3);
    const { db } = await testDatabase();
    for (let round = 0; round < 5; round++) {
      const draft = (await hall.draft()).body;
      await hall.post(`/${draft.id}/schedule`, { version: 1 });
      const [cancel] = await Promise.all([
        hall.post(`/${draft.id}/cancel`, { version: 2 }),
        startDueMailing(db, clock.now()),
      ]);
      const [row] = await db.select().from(smsMailings).where(eq(smsMailings.id, draft.id));
      expect(row.status).toBe(cancel.status === 200 ? 'cancelled' : 'sending');
      if (cancel.status === 200) expect(row.recipients).toBe(0);
    }
  });

  it('edit only drafts, at the version seen', async () => {
    const hall = await ownHall();
    const draft = (await hall.draft()).body;
    const edit = (body: object) =>
      callApi(hall.app, 'PUT', `${hall.base}/${draft.id}`, hall.manager, {
        title: 'Новое',
        kind: 'advertising',
        text: 'Текст',
        audience: hall.audience,
        ...body,
      });
    expect((await edit({ version: 1 })).body).toMatchObject({ title: 'Новое', version: 2 });
    expect((await edit({ version: 1 })).body.error.code).toBe('stale_version');
    const huge = await edit({ version: 2 ** 31 });
    expect([huge.status, huge.body.error.fields.version]).toEqual([
      400,
      'Версия записи должна быть целым числом',
    ]);
  });

  it('judge the halls again when scheduled: a manager cannot send an admin’s several-hall draft', async () => {
    const hall = await ownHall();
    const second = await createHall();
    await addClients(hall.hallId, 2);
    await addClients(second, 2);
    const admin = (await signIn(hall.app, await createUser('admin', []))).auth;
    const draft = (
      await hall.draft({ audience: { hallIds: [hall.hallId, second], segment: 'all' } }, admin)
    ).body;
    const byManager = await hall.post(`/${draft.id}/schedule`, { version: 1 });
    expect(byManager.status).toBe(400);
    expect(byManager.body.error.fields['audience.hallIds']).toBe(
      'Можно выбрать только текущий зал',
    );
    const byAdmin = await hall.post(`/${draft.id}/schedule`, { version: 1 }, admin);
    expect(byAdmin.body).toMatchObject({ status: 'scheduled' });
  });
});
