import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { clients, visits } from '../db/schema';
import { addClient, freshIin, freshPhone } from '../test/clients';
import { roleMatrix } from '../test/role-matrix';
import {
  callApi,
  closeTestDatabase,
  secondInstance,
  createHall,
  createUser,
  signIn,
  testApp,
  testClock,
  testDatabase,
} from '../test/test-app';

afterAll(closeTestDatabase);

type App = Awaited<ReturnType<typeof testApp>>;

/** A check-in by IIN, or with the body given. */
const checkIn = (
  app: App,
  hallId: number,
  auth: object,
  who: string | object,
  key = randomUUID(),
) =>
  callApi(
    app,
    'POST',
    `/api/halls/${hallId}/visits`,
    { ...auth, 'idempotency-key': key },
    typeof who === 'string' ? { iin: who } : who,
  );

const register = (app: App, hallId: number, auth: object, body: object, key = randomUUID()) =>
  callApi(app, 'POST', `/api/halls/${hallId}/clients`, { ...auth, 'idempotency-key': key }, body);

const guest = (overrides: object = {}) => ({
  phone: freshPhone(),
  iin: freshIin(),
  fullName: 'Ахметов Ерлан Маратович',
  smsConsent: true,
  ...overrides,
});

async function visitCount(clientId: number, hallId: number) {
  const { db } = await testDatabase();
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(visits)
    .where(and(eq(visits.clientId, clientId), eq(visits.hallId, hallId)));
  return count;
}

/** A hall of its own, its cashier, and a clock the test moves. */
async function door() {
  const clock = testClock(new Date());
  const app = await testApp({ now: clock.now });
  const hallId = await createHall();
  const cashier = (await signIn(app, await createUser('cashier', [hallId]))).auth;
  return { app, hallId, cashier, clock };
}

describe('checking a guest in at the door', () => {
  it('lets the hall cashier, its manager and the admin in, no one else', async () => {
    const app = await testApp();
    const hallId = await createHall();
    const who = await roleMatrix(app, hallId);
    const expected = { admin: 201, manager: 201, cashier: 201, otherManager: 403, nobody: 401 };
    for (const [role, status] of Object.entries(expected)) {
      const { iin } = await addClient(hallId);
      const answer = await checkIn(app, hallId, who[role as keyof typeof who], iin);
      expect([role, answer.status]).toEqual([role, status]);
    }
  });

  it('refuses a cashier of another hall, and registers only for the hall’s own desk', async () => {
    const { app, hallId } = await door();
    const stranger = (await signIn(app, await createUser('cashier', [await createHall()]))).auth;
    const { iin } = await addClient(hallId);
    const answer = await checkIn(app, hallId, stranger, iin);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('hall_forbidden');
    expect((await register(app, hallId, stranger, guest())).status).toBe(403);
    expect((await callApi(app, 'GET', `/api/halls/${hallId}/visits`, stranger)).status).toBe(403);
  });

  it('makes one visit of a guest scanned on two instances at once', async () => {
    const { app, hallId, cashier } = await door();
    const second = await secondInstance();
    try {
      const other = await testApp({ db: second.db, instance: second.instance });
      const { id, iin } = await addClient(hallId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => checkIn(i % 2 ? other : app, hallId, cashier, iin)),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
      expect(await visitCount(id, hallId)).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('finds a client of any hall of the chain and names them only by first name and initial', async () => {
    const { app, hallId, cashier } = await door();
    const { id, iin } = await addClient(await createHall(), 'Иванов Иван Иванович');
    const typed = `${iin.slice(0, 6)} ${iin.slice(6)}`;
    const answer = await checkIn(app, hallId, cashier, typed);
    expect(answer.status).toBe(201);
    expect(answer.body.client).toEqual({ id, shortName: 'Иван И.' });
    expect(answer.body.repeated).toBe(false);
    expect(JSON.stringify(answer.body)).not.toMatch(/Иванов|Иванович|\d{7}/);
    expect(await visitCount(id, hallId)).toBe(1);
  });

  it('counts a guest scanned again within 10 minutes in the same hall once, and again after', async () => {
    const { app, hallId, cashier, clock } = await door();
    const { id, iin } = await addClient(hallId);
    const first = await checkIn(app, hallId, cashier, iin);
    clock.advance(9 * 60_000);
    const again = await checkIn(app, hallId, cashier, iin);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.visit.id).toBe(first.body.visit.id);
    expect(again.body.repeated).toBe(true);
    clock.advance(2 * 60_000);
    const later = await checkIn(app, hallId, cashier, iin);
    expect(later.status).toBe(201);
    expect(later.body.visit.id).not.toBe(first.body.visit.id);
    expect(await visitCount(id, hallId)).toBe(2);
  });

  it('makes one visit of 20 check-ins of one guest at once', async () => {
    const { app, hallId, cashier } = await door();
    const { id, iin } = await addClient(hallId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkIn(app, hallId, cashier, iin)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body.visit.id)).size).toBe(1);
    expect(await visitCount(id, hallId)).toBe(1);
  });

  it('answers a retry with the same key with the first answer', async () => {
    const { app, hallId, cashier } = await door();
    const { iin } = await addClient(hallId);
    const key = randomUUID();
    const first = await checkIn(app, hallId, cashier, iin, key);
    const retry = await checkIn(app, hallId, cashier, iin, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
  });

  it('answers an unknown IIN with client_not_found and a bad one under the field', async () => {
    const { app, hallId, cashier } = await door();
    const unknown = await checkIn(app, hallId, cashier, freshIin());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('client_not_found');
    expect(unknown.body.error.fields.iin).toBeTruthy();
    const bad = {
      checksum: '900101300008',
      century: '900101700007',
      date: '901301300007',
      short: '90010130000',
      long: '9001013000070',
      letters: '90010130000A',
      empty: '',
    };
    for (const [what, iin] of Object.entries(bad)) {
      const answer = await checkIn(app, hallId, cashier, iin);
      expect([what, answer.status]).toEqual([what, 400]);
      expect(answer.body.error.fields.iin).toBeTruthy();
    }
    const nul = await checkIn(app, hallId, cashier, '90010130000\u0000');
    expect(nul.status).toBe(400);
    // Born after the hall's today: the hall's clock judges it.
    const unborn = await checkIn(app, hallId, cashier, freshIin('2099-01-01'));
    expect(unborn.body.error.fields.iin).toMatch(/не наступила/);
    const huge = await checkIn(app, hallId, cashier, '7'.repeat(1_000_000));
    expect(huge.status).toBe(413);
  });

  it('no longer checks anybody in by a phone alone: 400 under «iin»', async () => {
    const { app, hallId, cashier } = await door();
    const { phone } = await addClient(hallId);
    const answer = await checkIn(app, hallId, cashier, { phone });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.iin).toMatch(/ИИН/);
  });

  it('writes the IIN to a client registered by phone alone at their next check-in', async () => {
    const { app, hallId, cashier } = await door();
    const { db } = await testDatabase();
    const { id, phone } = await addClient(hallId, 'Ким Ольга', { iin: null });
    const iin = freshIin('1941-04-05');
    const unknown = await checkIn(app, hallId, cashier, iin);
    expect(unknown.status).toBe(404);
    const completed = await checkIn(app, hallId, cashier, { iin, phone });
    expect(completed.status).toBe(201);
    expect(completed.body.client).toEqual({ id, shortName: 'Ольга К.' });
    const [stored] = await db.select().from(clients).where(eq(clients.id, id));
    expect([stored.iin, stored.birthDate]).toEqual([iin, '1941-04-05']);
    // Next time the IIN alone finds them; another IIN with their phone is refused, naming nobody.
    expect((await checkIn(app, hallId, cashier, iin)).status).toBe(200);
    const other = await checkIn(app, hallId, cashier, { iin: freshIin(), phone });
    expect(other.status).toBe(409);
    expect(JSON.stringify(other.body)).not.toMatch(/Ким|Ольга/);
  });

  it('lists today’s visits of the hall, newest first, and tells the live screens', async () => {
    const { app, hallId, cashier, clock } = await door();
    const { db } = await testDatabase();
    const first = await addClient(hallId, 'Ким Ольга Викторовна');
    const second = await addClient(hallId, 'Оспанов Данияр');
    await checkIn(app, hallId, cashier, first.iin);
    clock.advance(60_000);
    await checkIn(app, hallId, cashier, second.iin);
    const list = await callApi(app, 'GET', `/api/halls/${hallId}/visits`, cashier);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(
      list.body.items.map((v: { client: { shortName: string } }) => v.client.shortName),
    ).toEqual(['Данияр О.', 'Ольга К.']);
    const events = await queryRows<{ kind: string }>(
      db,
      sql`select kind from pending_hall_events where hall_id = ${hallId} and kind = 'visit'
          union all select kind from hall_events where hall_id = ${hallId} and kind = 'visit'`,
    );
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.length).toBeLessThanOrEqual(2);
  });
});

describe('registering a new guest', () => {
  it('stores the phone in one form, the consent with who and how, and lets the guest check in', async () => {
    const { app, hallId, cashier } = await door();
    const digits = freshPhone();
    const typed = digits.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '7 $1 $2 $3 $4');
    const iin = freshIin('1945-03-09');
    const created = await register(app, hallId, cashier, guest({ phone: typed, iin }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ phone: digits, smsConsent: true, hallId, version: 1 });
    // The cashier is answered the record, not the identity.
    expect(JSON.stringify(created.body)).not.toContain(iin);
    expect((await checkIn(app, hallId, cashier, iin)).status).toBe(201);
    const admin = (await signIn(app, 'admin')).auth;
    const card = await callApi(
      app,
      'GET',
      `/api/halls/${hallId}/clients/${created.body.id}`,
      admin,
    );
    expect(card.body.consents).toEqual([
      expect.objectContaining({ consent: true, source: 'desk', userName: 'Тестовый Пользователь' }),
    ]);
    expect(card.body.visitCount).toBe(1);
    expect(card.body.identity).toEqual({ iin, document: null, birthDate: '1945-03-09' });
  });

  it('takes a foreigner by document, refuses a known identity with 409 and one of neither', async () => {
    const { app, hallId, cashier } = await door();
    const number = `N${String(Date.now()).slice(-8)}`;
    const document = { type: 'passport', number, citizenship: 'rus', birthDate: '1979-12-31' };
    const created = await register(app, hallId, cashier, guest({ iin: undefined, document }));
    expect(created.status).toBe(201);
    const byDocument = await checkIn(app, hallId, cashier, {
      document: { type: 'passport', number: number.toLowerCase() },
    });
    expect(byDocument.status).toBe(201);
    const again = await register(app, hallId, cashier, guest({ iin: undefined, document }));
    expect(again.status).toBe(409);
    expect(again.body.error.fields['document.number']).toBeTruthy();
    const { iin } = await addClient(await createHall(), 'Секретова Мария');
    const iinTaken = await register(app, hallId, cashier, guest({ iin }));
    expect(iinTaken.status).toBe(409);
    expect(iinTaken.body.error.code).toBe('identity_taken');
    expect(JSON.stringify(iinTaken.body)).not.toMatch(/Секретова|Мария/);
    const neither = await register(app, hallId, cashier, guest({ iin: undefined }));
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields.iin).toMatch(/ИИН/);
    const both = await register(app, hallId, cashier, guest({ document }));
    expect(both.status).toBe(400);
  });

  it('refuses a phone the chain knows with 409 under the field, naming no one', async () => {
    const { app, hallId, cashier } = await door();
    const { phone } = await addClient(await createHall(), 'Секретова Мария');
    const taken = await register(app, hallId, cashier, guest({ phone }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('phone_taken');
    expect(taken.body.error.fields.phone).toBeTruthy();
    expect(JSON.stringify(taken.body)).not.toMatch(/Секретова|Мария/);
  });

  it('registers one of 20 parallel registrations of one phone', async () => {
    const { app, hallId, cashier } = await door();
    const body = guest();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => register(app, hallId, cashier, body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const { db } = await testDatabase();
    expect(await db.select().from(clients).where(eq(clients.phone, body.phone))).toHaveLength(1);
  });

  it('answers bad fields under each field and writes nothing', async () => {
    const { app, hallId, cashier } = await door();
    const cases: [object, string][] = [
      [{ fullName: 'Иван 2' }, 'fullName'],
      [{ fullName: '' }, 'fullName'],
      [{ fullName: 'И'.repeat(121) }, 'fullName'],
      [{ fullName: 'Иван\u0007' }, 'fullName'],
      [{ smsConsent: 'да' }, 'smsConsent'],
      [{ smsConsent: undefined }, 'smsConsent'],
      [{ phone: '+7 (701) 123-45-678' }, 'phone'],
    ];
    for (const [overrides, field] of cases) {
      const body = guest(overrides);
      const answer = await register(app, hallId, cashier, body);
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.error.fields[field]).toBeTruthy();
    }
    const list = await callApi(
      app,
      'GET',
      `/api/halls/${hallId}/clients`,
      (await signIn(app, 'admin')).auth,
    );
    expect(list.body.total).toBe(0);
  });
});

describe('the hall’s client base', () => {
  async function base() {
    const app = await testApp();
    const hallId = await createHall();
    const who = await roleMatrix(app, hallId);
    const path = `/api/halls/${hallId}/clients`;
    return { app, hallId, who, path };
  }

  it('is open to the hall’s manager and the admin only', async () => {
    const { app, who, path } = await base();
    const expected = { admin: 200, manager: 200, cashier: 403, otherManager: 403, nobody: 401 };
    for (const [role, status] of Object.entries(expected)) {
      const answer = await callApi(app, 'GET', path, who[role as keyof typeof who]);
      expect([role, answer.status]).toEqual([role, status]);
    }
  });

  it('searches by phone digits or name, filters by consent and pages', async () => {
    const { app, hallId, who, path } = await base();
    const olga = await addClient(hallId, 'Ким Ольга Викторовна');
    await addClient(hallId, 'Петров Пётр');
    await addClient(await createHall(), 'Ким Ольга Другая');
    const { db } = await testDatabase();
    await db.update(clients).set({ smsConsent: false }).where(eq(clients.id, olga.id));
    const get = async (query: string) =>
      (await callApi(app, 'GET', `${path}?${query}`, who.manager)).body;
    expect((await get('')).total).toBe(2);
    expect((await get('search=ольга')).items.map((c: { id: number }) => c.id)).toEqual([olga.id]);
    const typed = olga.phone.slice(-7).replace(/(\d{3})(\d{2})(\d{2})/, '$1-$2-$3');
    expect((await get(`search=${encodeURIComponent(typed)}`)).items).toHaveLength(1);
    expect((await get('consent=no')).items.map((c: { id: number }) => c.id)).toEqual([olga.id]);
    expect((await get('consent=yes')).total).toBe(1);
    const page = await get('pageSize=1&page=2&sort=fullName&order=asc');
    expect(page.items[0].fullName).toBe('Петров Пётр');
    // The last visit is the client's own, the newest; a client never seen sorts last.
    const visited = [new Date('2026-10-01T10:00:00Z'), new Date('2026-11-01T10:00:00Z')];
    await db
      .insert(visits)
      .values(visited.map((visitedAt) => ({ clientId: olga.id, hallId, visitedAt })));
    const byVisit = await get('sort=lastVisitAt&order=desc');
    expect(
      byVisit.items.map((c: { id: number; lastVisitAt: string | null }) => [c.id, c.lastVisitAt]),
    ).toEqual([
      [olga.id, visited[1].toISOString()],
      [expect.any(Number), null],
    ]);
    expect((await callApi(app, 'GET', `${path}?consent=maybe`, who.manager)).status).toBe(400);
  });

  it('edits the name and consent at a version, keeps the consent history, refuses a stale one', async () => {
    const { app, hallId, who, path } = await base();
    const { id } = await addClient(hallId);
    const edit = (body: object) => callApi(app, 'PATCH', `${path}/${id}`, who.manager, body);
    const renamed = await edit({ fullName: 'Новое Имя', smsConsent: false, version: 1 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ fullName: 'Новое Имя', smsConsent: false, version: 2 });
    const stale = await edit({ smsConsent: true, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    const card = await callApi(app, 'GET', `${path}/${id}`, who.manager);
    expect(card.body.consents.map((c: { consent: boolean }) => c.consent)).toEqual([false]);
    expect((await edit({ phone: '+77011234567', version: 2 })).status).toBe(400);
    expect((await callApi(app, 'PATCH', `${path}/${id}`, who.cashier, { version: 2 })).status).toBe(
      403,
    );
  });

  it('writes an IIN on the card, refuses another client’s, and shows it to the manager only', async () => {
    const { app, hallId, who, path } = await base();
    const { id } = await addClient(hallId, 'Ким Ольга', { iin: null });
    const { iin: taken } = await addClient(hallId);
    const edit = (body: object) => callApi(app, 'PATCH', `${path}/${id}`, who.manager, body);
    const conflict = await edit({ iin: taken, version: 1 });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.fields.iin).toBeTruthy();
    const iin = freshIin('1938-10-10');
    expect((await edit({ iin: '900101300008', version: 1 })).status).toBe(400);
    expect((await edit({ iin, version: 1 })).status).toBe(200);
    const card = await callApi(app, 'GET', `${path}/${id}`, who.manager);
    expect(card.body.identity).toEqual({ iin, document: null, birthDate: '1938-10-10' });
    expect((await callApi(app, 'GET', `${path}/${id}`, who.cashier)).status).toBe(403);
  });

  it('does not show or change another hall’s client through this hall', async () => {
    const { app, who, path } = await base();
    const { id } = await addClient(await createHall());
    expect((await callApi(app, 'GET', `${path}/${id}`, who.admin)).status).toBe(404);
    const edit = await callApi(app, 'PATCH', `${path}/${id}`, who.admin, {
      fullName: 'Чужой Клиент',
      version: 1,
    });
    expect(edit.status).toBe(404);
  });
});
