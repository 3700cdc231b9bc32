import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  type Json,
  signIn,
  testApp,
  testClock,
  testDatabase,
} from '../test/test-app';

afterAll(closeTestDatabase);

const NEW_WORKER = {
  fullName: 'Сапарова Айгерим Нурлановна',
  phone: '+7 (701) 555-12-34',
  position: 'cashier',
  hireDate: '2025-04-01',
};

/** A hall with its own manager, for tests that write. */
async function ownHall(app: Awaited<ReturnType<typeof testApp>>) {
  const hallId = await createHall();
  const { auth } = await signIn(app, await createUser('manager', [hallId]));
  const base = `/api/halls/${hallId}/workers`;
  const create = (body: unknown) => callApi(app, 'POST', base, auth, body);
  const list = async (query = '') => (await callApi(app, 'GET', `${base}?${query}`, auth)).body;
  return { hallId, auth, base, create, list };
}

describe('the workers list', () => {
  it('gives a manager the hall staff a page at a time, sorted by name', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const { status, body } = await callApi(app, 'GET', '/api/halls/1/workers?pageSize=10', auth);
    expect(status).toBe(200);
    expect(body.total).toBe(38);
    expect(body.items).toHaveLength(10);
    const names = body.items.map((w: Json) => w.fullName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      fullName: expect.any(String),
      phone: expect.stringMatching(/^\+77\d{9}$/),
      position: expect.any(String),
      status: expect.any(String),
      userId: null,
      hireDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dismissedAt: null,
      version: 1,
    });
  });

  it('pages without repeating or skipping a row, and a page past the end is empty', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const ids: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const { body } = await callApi(
        app,
        'GET',
        `/api/halls/1/workers?pageSize=10&page=${page}&sort=position`,
        auth,
      );
      ids.push(...body.items.map((w: Json) => w.id));
    }
    expect(new Set(ids).size).toBe(38);
    const past = await callApi(app, 'GET', '/api/halls/1/workers?page=50', auth);
    expect(past.body).toMatchObject({ items: [], total: 38, page: 50 });
  });

  it('filters by position and status and searches by name or phone digits', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const get = async (query: string) =>
      (await callApi(app, 'GET', `/api/halls/1/workers?pageSize=100&${query}`, auth)).body;
    const all = (await get('')).items as Json[];

    const cashiers = await get('position=cashier&status=active');
    expect(cashiers.items.length).toBeGreaterThan(0);
    expect(cashiers.total).toBe(
      all.filter((w) => w.position === 'cashier' && w.status === 'active').length,
    );

    const someone = all[5];
    const surname = someone.fullName.split(' ')[0].toLowerCase();
    const byName = await get(`search=${encodeURIComponent(surname)}`);
    expect(byName.items.map((w: Json) => w.id)).toContain(someone.id);
    expect(byName.items.every((w: Json) => w.fullName.toLowerCase().includes(surname))).toBe(true);

    const digits = someone.phone.slice(-7);
    const typed = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
    const byPhone = await get(`search=${encodeURIComponent(typed)}`);
    expect(byPhone.items.map((w: Json) => w.id)).toEqual([someone.id]);
  });

  it('reads % and _ in a search as letters, not wildcards', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    for (const search of ['%', '_', '%25', '\\']) {
      const { body } = await callApi(
        app,
        'GET',
        `/api/halls/1/workers?search=${encodeURIComponent(search)}`,
        auth,
      );
      expect(body.total).toBe(0);
    }
  });

  it('answers a bad query with the field and a Russian message', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    for (const [query, field] of [
      ['page=0', 'page'],
      ['pageSize=1000', 'pageSize'],
      ['sort=password', 'sort'],
      ['position=boss', 'position'],
      ['status=fired', 'status'],
      [`search=${'я'.repeat(101)}`, 'search'],
    ]) {
      const { status, body } = await callApi(app, 'GET', `/api/halls/1/workers?${query}`, auth);
      expect(status).toBe(400);
      expect(body.error.fields[field]).toMatch(/[а-я]/);
    }
  });

  it('is closed to a cashier and to a manager of other halls', async () => {
    const app = await testApp();
    const cashier = await signIn(app, 'cashier');
    expect((await callApi(app, 'GET', '/api/halls/1/workers', cashier.auth)).status).toBe(403);
    expect(
      (await callApi(app, 'POST', '/api/halls/1/workers', cashier.auth, NEW_WORKER)).status,
    ).toBe(403);
    expect((await callApi(app, 'GET', '/api/halls/1/workers/export', cashier.auth)).status).toBe(
      403,
    );
    const manager = await signIn(app, 'manager');
    expect((await callApi(app, 'GET', '/api/halls/5/workers', manager.auth)).status).toBe(403);
  });
});

describe('creating a worker', () => {
  it('stores the phone normalised and answers with the record and its version', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const { status, body, response } = await hall.create(NEW_WORKER);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      fullName: NEW_WORKER.fullName,
      phone: '+77015551234',
      position: 'cashier',
      status: 'active',
      hireDate: '2025-04-01',
      version: 1,
    });
    expect(response.headers.get('etag')).toBe('"1"');
    expect((await hall.list()).total).toBe(1);
  });

  it.each([
    ['fullName', '', 'Пожалуйста, заполните поле «ФИО»'],
    ['fullName', '   ', 'Пожалуйста, заполните поле «ФИО»'],
    ['fullName', 'Я'.repeat(121), 'Длина должна быть не больше 120 символов'],
    ['fullName', 'Әлия Қасымова', 'Допустимы только буквы, пробел, дефис и апостроф `'],
    ['fullName', "O'Brien", 'Допустимы только буквы, пробел, дефис и апостроф `'],
    [
      'fullName',
      '<img src=x onerror=alert(1)>',
      'Допустимы только буквы, пробел, дефис и апостроф `',
    ],
    ['fullName', 42, 'Поле «ФИО» должно быть текстом'],
    ['fullName', 'я'.repeat(1_000_000), 'Слишком большой запрос'],
    ['phone', '87015551234', 'Введите номер в формате +7 (7XX) XXX-XX-XX'],
    ['phone', '+7 (731) 555-12-34', 'Введите номер в формате +7 (7XX) XXX-XX-XX'],
    ['phone', '', 'Пожалуйста, заполните поле «Телефон»'],
    ['phone', ['+77015551234'], 'Поле «Телефон» должно быть текстом'],
    ['position', 'boss', 'Выберите должность из списка'],
    ['status', 'retired', 'Выберите статус из списка'],
    ['hireDate', '2026-02-30', 'Некорректная дата'],
    ['hireDate', '01.02.2025', 'Некорректная дата'],
    ['hireDate', '1989-12-31', 'Дата должна быть не раньше 01.01.1990'],
    [
      'hireDate',
      '2099-01-01',
      expect.stringMatching(/^Дата должна быть не позже \d\d\.\d\d\.\d{4}$/),
    ],
    ['salary', 100, 'Неизвестное поле'],
    ['fullName', 'Иван\u0000Петров', 'Поле содержит недопустимые управляющие символы'],
  ])(
    'refuses a bad %s (case %#) with its message and writes nothing',
    async (field, value, message) => {
      const app = await testApp();
      const hall = await ownHall(app);
      const { status, body } = await hall.create({ ...NEW_WORKER, [field]: value });
      expect([400, 413]).toContain(status);
      if (status === 413) expect(body.error.message).toBe(message);
      else expect(body.error.fields[field]).toEqual(message);
      expect((await hall.list()).total).toBe(0);
    },
  );

  it('judges a hire date a year ahead on the request’s clock, and writes the creation to the audit log', async () => {
    const clock = testClock(new Date('2031-03-01T06:00:00Z'));
    const app = await testApp({ now: clock.now });
    const hall = await ownHall(app);
    const ahead = await hall.create({ ...NEW_WORKER, hireDate: '2032-02-01' });
    expect(ahead.status).toBe(201);
    const tooFar = await hall.create({
      ...NEW_WORKER,
      phone: '+77015550000',
      hireDate: '2032-03-01',
    });
    expect(tooFar.body.error.fields).toEqual({ hireDate: 'Дата должна быть не позже 29.02.2032' });
    const { db } = await testDatabase();
    const [audit] = await queryRows<{ action: string; at: Date | string }>(
      db,
      sql`select action, at from audit_log where entity_id = ${ahead.body.id} and action = 'worker.create'`,
    );
    expect(new Date(audit.at).toISOString()).toBe('2031-03-01T06:00:00.000Z');
  });

  it('names every missing field at once', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const { status, body } = await hall.create({});
    expect(status).toBe(400);
    expect(body.error.fields).toMatchObject({
      fullName: 'Пожалуйста, заполните поле «ФИО»',
      phone: 'Пожалуйста, заполните поле «Телефон»',
      position: 'Выберите должность из списка',
      hireDate: 'Пожалуйста, заполните поле «Дата приёма»',
    });
  });

  it('refuses a phone already held in the hall with 409 naming the field, but not in another hall', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    expect((await hall.create(NEW_WORKER)).status).toBe(201);
    const again = await hall.create({
      ...NEW_WORKER,
      fullName: 'Другой Человек',
      phone: '77015551234',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields.phone).toBe('Этот телефон уже у другого сотрудника зала');
    const other = await ownHall(app);
    expect((await other.create(NEW_WORKER)).status).toBe(201);
  });

  it('creates exactly one of 20 parallel requests with one phone', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const results = await Promise.all(Array.from({ length: 20 }, () => hall.create(NEW_WORKER)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect((await hall.list()).total).toBe(1);
  });
});

describe('editing a worker', () => {
  it('applies an edit at the current version and moves the version on', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const { body: created } = await hall.create(NEW_WORKER);
    const url = `${hall.base}/${created.id}`;
    const edit = await callApi(app, 'PATCH', url, hall.auth, { version: 1, status: 'vacation' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      status: 'vacation',
      version: 2,
      fullName: NEW_WORKER.fullName,
    });
    const read = await callApi(app, 'GET', url, hall.auth);
    expect(read.body.status).toBe('vacation');
    expect(read.response.headers.get('etag')).toBe('"2"');
  });

  it('takes the version from If-Match and refuses an edit without any version', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const { body: created } = await hall.create(NEW_WORKER);
    const url = `${hall.base}/${created.id}`;
    const viaHeader = await callApi(
      app,
      'PATCH',
      url,
      { ...hall.auth, 'if-match': '"1"' },
      { position: 'operator' },
    );
    expect(viaHeader.body).toMatchObject({ position: 'operator', version: 2 });
    const none = await callApi(app, 'PATCH', url, hall.auth, { position: 'cleaner' });
    expect(none.status).toBe(400);
    expect(none.body.error.fields.version).toMatch(/версию записи/);
  });

  it('refuses a stale version with 409 and overwrites nothing', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const { body: created } = await hall.create(NEW_WORKER);
    const url = `${hall.base}/${created.id}`;
    await callApi(app, 'PATCH', url, hall.auth, { version: 1, fullName: 'Первый Редактор' });
    const stale = await callApi(app, 'PATCH', url, hall.auth, {
      version: 1,
      fullName: 'Второй Редактор',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'stale_version',
      message: 'Запись изменена другим пользователем',
    });
    expect((await callApi(app, 'GET', url, hall.auth)).body).toMatchObject({
      fullName: 'Первый Редактор',
      version: 2,
    });
  });

  it('lets exactly one of two concurrent edits from one version win', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const { body: created } = await hall.create(NEW_WORKER);
    const url = `${hall.base}/${created.id}`;
    const [a, b] = await Promise.all([
      callApi(app, 'PATCH', url, hall.auth, { version: 1, fullName: 'Редактор Первый' }),
      callApi(app, 'PATCH', url, hall.auth, { version: 1, fullName: 'Редактор Второй' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a.body : b.body;
    expect((await callApi(app, 'GET', url, hall.auth)).body).toEqual(winner);
  });

  it('refuses a taken phone on edit, and answers 404 for a worker of another hall', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    await hall.create(NEW_WORKER);
    const { body: second } = await hall.create({ ...NEW_WORKER, phone: '+77015550000' });
    const taken = await callApi(app, 'PATCH', `${hall.base}/${second.id}`, hall.auth, {
      version: 1,
      phone: NEW_WORKER.phone,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.phone).toBeDefined();
    const other = await ownHall(app);
    const foreign = await callApi(app, 'PATCH', `${other.base}/${second.id}`, other.auth, {
      version: 1,
      status: 'vacation',
    });
    expect(foreign.status).toBe(404);
    expect((await callApi(app, 'GET', `${hall.base}/${second.id}`, hall.auth)).body.status).toBe(
      'active',
    );
  });
  it('refuses bad edits field by field and leaves the record as it was', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const { body: created } = await hall.create(NEW_WORKER);
    const url = `${hall.base}/${created.id}`;
    for (const [body, field] of [
      [{ version: '1', status: 'vacation' }, 'version'],
      [{ version: 1, fullName: '' }, 'fullName'],
      [{ version: 1, fullName: 'Иван <b>' }, 'fullName'],
      [{ version: 1, phone: '8 701 555 12 34' }, 'phone'],
      [{ version: 1, position: 'boss' }, 'position'],
      [{ version: 1, hireDate: '2026-13-01' }, 'hireDate'],
      [{ version: 1, id: 99 }, 'id'],
      [{ version: 1, hallId: 2 }, 'hallId'],
    ] as const) {
      const response = await callApi(app, 'PATCH', url, hall.auth, body);
      expect([response.status, Object.keys(response.body.error.fields)]).toEqual([400, [field]]);
    }
    expect((await callApi(app, 'GET', url, hall.auth)).body).toEqual(created);
  });
});

describe('dismissing a worker', () => {
  it('keeps the worker in the list as «уволен» and frees the phone', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const { body: created } = await hall.create(NEW_WORKER);
    const dismissed = await callApi(app, 'POST', `${hall.base}/${created.id}/dismiss`, hall.auth, {
      version: 1,
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({
      status: 'dismissed',
      version: 2,
      dismissedAt: expect.any(String),
    });
    expect((await hall.list('status=dismissed')).total).toBe(1);
    expect((await hall.create(NEW_WORKER)).status).toBe(201);
  });

  it('dismisses once when the same dismissal arrives 50 times at once', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const { body: created } = await hall.create(NEW_WORKER);
    const url = `${hall.base}/${created.id}/dismiss`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => callApi(app, 'POST', url, hall.auth, { version: 1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect((await callApi(app, 'GET', `${hall.base}/${created.id}`, hall.auth)).body.version).toBe(
      2,
    );
  });

  it('refuses a stale dismissal', async () => {
    const app = await testApp();
    const hall = await ownHall(app);
    const { body: created } = await hall.create(NEW_WORKER);
    await callApi(app, 'PATCH', `${hall.base}/${created.id}`, hall.auth, {
      version: 1,
      status: 'vacation',
    });
    const stale = await callApi(app, 'POST', `${hall.base}/${created.id}/dismiss`, hall.auth, {
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await hall.list()).items[0].status).toBe('vacation');
  });
});

describe('the CSV export', () => {
  it('holds every row of the filter, not one page, with Russian headers', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const response = await app.request('/api/halls/1/workers/export?status=active&sort=hireDate', {
      headers: auth,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="workers-1-/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel looks for
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('ФИО;Должность;Телефон;Статус;Дата приёма;Дата увольнения\r\n')).toBe(
      true,
    );
    const rows = text.trim().split('\r\n').slice(1);
    const { body } = await callApi(
      app,
      'GET',
      '/api/halls/1/workers?status=active&pageSize=100',
      auth,
    );
    expect(rows).toHaveLength(body.total);
    expect(rows.every((row) => row.split(';')[3] === 'Работает')).toBe(true);
    const dates = rows.map((row) => row.split(';')[4]);
    expect(dates).toEqual([...dates].sort());
  });
});
