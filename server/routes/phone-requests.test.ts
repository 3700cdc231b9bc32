import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { clients } from '../db/schema';
import { DEFAULT_LOOKUP_LIMIT } from '../auth/lookup-limit';
import { addClient, freshPhone } from '../test/clients';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  signIn,
  testApp,
  testDatabase,
  type Json,
} from '../test/test-app';

afterAll(closeTestDatabase);

async function phoneOf(clientId: number) {
  const { db } = await testDatabase();
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  return client.phone;
}

/** A hall of its own with two cashiers and an admin, and calls of its phone requests. */
async function ownHall() {
  const app = await testApp();
  const hallId = await createHall();
  const cashier = (await signIn(app, await createUser('cashier', [hallId]))).auth;
  const other = (await signIn(app, await createUser('cashier', [hallId]))).auth;
  const admin = (await signIn(app, await createUser('admin', []))).auth;
  const base = `/api/halls/${hallId}/phone-requests`;
  const create = (body: object, auth: object = cashier, key = randomUUID()) =>
    callApi(app, 'POST', base, { ...auth, 'idempotency-key': key }, body);
  const act = (id: number, action: string, body: object, auth: object = admin) =>
    callApi(app, 'POST', `${base}/${id}/${action}`, auth, body);
  const edit = (id: number, body: object, auth: object = cashier) =>
    callApi(app, 'PUT', `${base}/${id}`, auth, body);
  const list = async (query = '', auth: object = cashier) =>
    (await callApi(app, 'GET', `${base}?${query}`, auth)).body;
  const form = async (overrides: object = {}) => {
    const client = await addClient(hallId);
    return {
      client,
      body: {
        oldPhone: client.phone,
        newPhone: freshPhone(),
        reason: 'Клиент сменил оператора',
        employeePhone: '+7 (701) 555-12-34',
        employeeName: 'Сапарова Айгерим',
        ...overrides,
      },
    };
  };
  return { app, hallId, cashier, other, admin, base, create, act, edit, list, form };
}

describe('the phone requests list', () => {
  it('shows the demo hall requests newest first, in every status', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const { status, body } = await callApi(
      app,
      'GET',
      '/api/halls/1/phone-requests?pageSize=100',
      auth,
    );
    expect(status).toBe(200);
    const statuses = new Set(body.items.map((r: Json) => r.status));
    expect([...statuses].sort()).toEqual(['approved', 'cancelled', 'new', 'rejected']);
    const times = body.items.map((r: Json) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.items.every((r: Json) => !r.canDecide)).toBe(true);
  });

  it('filters by status, by the digits of either phone and by hall-local dates', async () => {
    const hall = await ownHall();
    const { body: input, client } = await hall.form();
    const created = (await hall.create(input)).body;
    await hall.create((await hall.form()).body);
    await hall.act(created.id, 'reject', { comment: 'Нет документов', version: 1 });

    expect((await hall.list('status=rejected')).items.map((r: Json) => r.id)).toEqual([created.id]);
    const digits = client.phone.slice(4);
    expect((await hall.list(`search=${digits}`)).items.map((r: Json) => r.id)).toEqual([
      created.id,
    ]);
    expect((await hall.list('from=2001-01-01&to=2001-01-31')).total).toBe(0);
    const bad = await callApi(
      hall.app,
      'GET',
      `${hall.base}?status=done&from=2026-02-30`,
      hall.cashier,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['from', 'status']);
  });
});

describe('filing a request', () => {
  it('stores the phones normalised, names the client and starts the history', async () => {
    const hall = await ownHall();
    const { body: input, client } = await hall.form({ newPhone: '+7 (771) 000-11-22' });
    const { status, body } = await hall.create({
      ...input,
      oldPhone: `8${client.phone.slice(2)}`.replace(/^8/, '+7 '),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'new',
      oldPhone: client.phone,
      newPhone: '+77710001122',
      employeePhone: '+77015551234',
      clientName: 'Иванов Иван Иванович',
      canEdit: true,
      canCancel: true,
      canDecide: false,
      version: 1,
    });
    expect(body.history).toEqual([expect.objectContaining({ action: 'created', comment: null })]);
  });

  it('refuses bad fields with a Russian message under each, and writes nothing', async () => {
    const hall = await ownHall();
    const { body: input } = await hall.form();
    const cases: [object, string][] = [
      [{ oldPhone: '12345' }, 'oldPhone'],
      [{ newPhone: '+7 (701) 123-45' }, 'newPhone'],
      [{ newPhone: input.oldPhone }, 'newPhone'],
      [{ reason: '   ' }, 'reason'],
      [{ reason: 'я'.repeat(501) }, 'reason'],
      [{ employeePhone: '+7 (799) 123-45-67' }, 'employeePhone'],
      [{ employeeName: 'Иван 2' }, 'employeeName'],
      [{ employeeName: 'Иван\u0000' }, 'employeeName'],
      [{ clientId: 1 }, 'clientId'],
    ];
    for (const [change, field] of cases) {
      const { status, body } = await hall.create({ ...input, ...change });
      expect([status, field, body.error.fields?.[field]]).toEqual([
        400,
        field,
        expect.stringMatching(/[А-Яа-я]/),
      ]);
    }
    const huge = await hall.create({ ...input, reason: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await hall.list()).total).toBe(0);
  });

  it('refuses an old phone no client has', async () => {
    const hall = await ownHall();
    const { body: input } = await hall.form();
    const { status, body } = await hall.create({ ...input, oldPhone: freshPhone() });
    expect(status).toBe(400);
    expect(body.error.fields.oldPhone).toBe('Клиент с этим номером не найден');
  });

  it('warns about an open request for the old phone and saves only when confirmed', async () => {
    const hall = await ownHall();
    const { body: input } = await hall.form();
    const first = (await hall.create(input)).body;
    const again = await hall.create({ ...input, newPhone: freshPhone() });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('confirmation_required');
    expect(again.body.error.fields.oldPhone).toMatch(
      new RegExp(`открытая заявка № ${first.id} от \\d\\d\\.\\d\\d\\.\\d{4}`),
    );
    expect((await hall.list()).total).toBe(1);
    const confirmed = await hall.create({ ...input, newPhone: freshPhone(), confirm: true });
    expect(confirmed.status).toBe(201);
  });

  it('warns when the new phone is another client’s, naming the client', async () => {
    const hall = await ownHall();
    const owner = await addClient(hall.hallId, 'Петрова Анна Сергеевна');
    const { body: input } = await hall.form({ newPhone: owner.phone });
    const { status, body } = await hall.create(input);
    expect(status).toBe(409);
    expect(body.error.fields.newPhone).toMatch(
      /принадлежит клиенту Петрова Анна Сергеевна \(Тестовый зал/,
    );
  });

  it('makes one request of 20 parallel submits with one key, and needs a key', async () => {
    const hall = await ownHall();
    const { body: input } = await hall.form();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => hall.create(input, hall.cashier, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await hall.list()).total).toBe(1);
    const keyless = await callApi(hall.app, 'POST', hall.base, hall.cashier, input);
    expect(keyless.status).toBe(400);
  });
});

describe('changing a request', () => {
  it('lets its author edit it while new, recording what changed', async () => {
    const hall = await ownHall();
    const { body: input } = await hall.form();
    const created = (await hall.create(input)).body;
    const { status, body } = await hall.edit(created.id, {
      ...input,
      reason: 'Другая причина',
      version: 1,
    });
    expect(status).toBe(200);
    expect(body.version).toBe(2);
    expect(body.history.at(-1)).toMatchObject({
      action: 'edited',
      changes: { reason: { from: 'Клиент сменил оператора', to: 'Другая причина' } },
    });
    const stale = await hall.edit(created.id, { ...input, reason: 'Третья', version: 1 });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'stale_version']);
    // Another cashier does not even see it; a manager sees it but may not edit it.
    const otherCashier = await hall.edit(created.id, { ...input, version: 2 }, hall.other);
    expect(otherCashier.status).toBe(404);
    const manager = (await signIn(hall.app, await createUser('manager', [hall.hallId]))).auth;
    expect((await hall.edit(created.id, { ...input, version: 2 }, manager)).status).toBe(403);
  });

  it('lets the author or an admin cancel it, and then nothing more', async () => {
    const hall = await ownHall();
    const created = (await hall.create((await hall.form()).body)).body;
    expect((await hall.act(created.id, 'cancel', { version: 1 }, hall.other)).status).toBe(404);
    const manager = (await signIn(hall.app, await createUser('manager', [hall.hallId]))).auth;
    expect((await hall.act(created.id, 'cancel', { version: 1 }, manager)).status).toBe(403);
    const cancelled = await hall.act(created.id, 'cancel', { version: 1 }, hall.cashier);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', canEdit: false, canCancel: false });
    const late = await hall.act(created.id, 'approve', { version: 2 });
    expect([late.status, late.body.error.message]).toEqual([409, 'Заявка уже закрыта: «Отменена»']);

    const second = (await hall.create((await hall.form()).body)).body;
    expect((await hall.act(second.id, 'cancel', { version: 1 }, hall.admin)).status).toBe(200);
  });
});

describe('deciding a request', () => {
  it('is for admins only', async () => {
    const hall = await ownHall();
    const created = (await hall.create((await hall.form()).body)).body;
    expect((await hall.act(created.id, 'approve', { version: 1 }, hall.cashier)).status).toBe(403);
    const manager = (await signIn(hall.app, await createUser('manager', [hall.hallId]))).auth;
    expect(
      (await hall.act(created.id, 'reject', { comment: 'нет', version: 1 }, manager)).status,
    ).toBe(403);
  });

  it('approval moves the client to the new phone in the same transaction, and is recorded', async () => {
    const hall = await ownHall();
    const { body: input, client } = await hall.form();
    const created = (await hall.create(input)).body;
    const { status, body } = await hall.act(created.id, 'approve', {
      version: 1,
      comment: 'Документы проверены',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'approved', comment: 'Документы проверены', version: 2 });
    expect(body.decidedBy).toBe('Тестовый Пользователь');
    expect(body.history.map((e: Json) => e.action)).toEqual(['created', 'approved']);
    expect(await phoneOf(client.id)).toBe(input.newPhone);
  });

  it('rejection needs a comment and leaves the phone alone', async () => {
    const hall = await ownHall();
    const { body: input, client } = await hall.form();
    const created = (await hall.create(input)).body;
    const bare = await hall.act(created.id, 'reject', { version: 1, comment: ' ' });
    expect(bare.body.error.fields.comment).toBe('Напишите, почему заявка отклонена');
    const rejected = await hall.act(created.id, 'reject', {
      version: 1,
      comment: 'Клиент не пришёл',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', comment: 'Клиент не пришёл' });
    expect(await phoneOf(client.id)).toBe(client.phone);
  });

  it('refuses an approval whose new phone became another client’s, and changes nothing', async () => {
    const hall = await ownHall();
    const { body: input, client } = await hall.form();
    const created = (await hall.create(input)).body;
    const { db } = await testDatabase();
    await db.insert(clients).values({
      hallId: hall.hallId,
      phone: input.newPhone,
      fullName: 'Другой Клиент',
      registeredAt: new Date(),
    });
    const { status, body } = await hall.act(created.id, 'approve', { version: 1 });
    expect([status, body.error.code]).toEqual([409, 'phone_taken']);
    expect(await phoneOf(client.id)).toBe(client.phone);
    expect((await hall.list()).items[0].status).toBe('new');
  });

  it('settles an approval racing a cancel: exactly one wins and the phone follows it', async () => {
    const hall = await ownHall();
    for (let round = 0; round < 8; round++) {
      const { body: input, client } = await hall.form();
      const created = (await hall.create(input)).body;
      const [approve, cancel] = await Promise.all([
        hall.act(created.id, 'approve', { version: 1 }),
        hall.act(created.id, 'cancel', { version: 1 }, hall.cashier),
      ]);
      expect([approve.status, cancel.status].sort()).toEqual([200, 409]);
      const phone = await phoneOf(client.id);
      expect(phone).toBe(approve.status === 200 ? input.newPhone : client.phone);
    }
  });
});

describe('access', () => {
  it('keeps requests in their hall', async () => {
    const hall = await ownHall();
    const created = (await hall.create((await hall.form()).body)).body;
    const app = hall.app;
    const { auth } = await signIn(app, 'cashier');
    expect((await callApi(app, 'GET', `${hall.base}/${created.id}`, auth)).status).toBe(403);
    const manager = (await signIn(app, 'manager')).auth;
    expect(
      (await callApi(app, 'GET', `/api/halls/1/phone-requests/${created.id}`, manager)).status,
    ).toBe(404);
  });
});

describe('what a user can learn about others', () => {
  it('shows a cashier only the requests they filed, and a manager every request of the hall', async () => {
    const hall = await ownHall();
    const mine = (await hall.create((await hall.form()).body)).body;
    const theirs = (await hall.create((await hall.form()).body, hall.other)).body;
    const ids = (page: Json) => page.items.map((item: Json) => item.id);
    expect(ids(await hall.list())).toEqual([mine.id]);
    expect(ids(await hall.list('', hall.other))).toEqual([theirs.id]);
    const manager = (await signIn(hall.app, await createUser('manager', [hall.hallId]))).auth;
    expect(ids(await hall.list('', manager)).sort()).toEqual([mine.id, theirs.id].sort());
    const peek = await callApi(hall.app, 'GET', `${hall.base}/${theirs.id}`, hall.cashier);
    expect(peek.status).toBe(404);
  });

  it('names the owner of a new phone only to those who see the owner’s hall', async () => {
    const hall = await ownHall();
    const elsewhere = await createHall();
    const owner = await addClient(elsewhere, 'Петрова Анна Сергеевна');
    const { body: input } = await hall.form({ newPhone: owner.phone });
    const asCashier = await hall.create(input);
    expect(asCashier.status).toBe(409);
    expect(asCashier.body.error.fields.newPhone).toMatch(/принадлежит другому клиенту$/);
    expect(JSON.stringify(asCashier.body)).not.toMatch(/Петрова|Тестовый зал/);
    const asAdmin = await hall.create(input, hall.admin);
    expect(asAdmin.body.error.fields.newPhone).toMatch(
      /принадлежит клиенту Петрова Анна Сергеевна \(Тестовый зал/,
    );
  });

  it('does not name another cashier’s open request for the same old phone', async () => {
    const hall = await ownHall();
    const { body: input } = await hall.form();
    const first = (await hall.create(input, hall.other)).body;
    const again = await hall.create({ ...input, newPhone: freshPhone() });
    expect(again.status).toBe(409);
    expect(again.body.error.fields.oldPhone).toBe('По этому номеру уже есть открытая заявка');
    const asAdmin = await hall.create({ ...input, newPhone: freshPhone() }, hall.admin);
    expect(asAdmin.body.error.fields.oldPhone).toMatch(`№ ${first.id} от`);
  });

  it('limits lookups by phone per user, counted in the database even for 50 parallel tries', async () => {
    const hall = await ownHall();
    const { body: input } = await hall.form();
    // Phones no client has: each try answers 400 and writes nothing, yet it is a lookup.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => hall.create({ ...input, oldPhone: freshPhone() })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(DEFAULT_LOOKUP_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - DEFAULT_LOOKUP_LIMIT.max);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error.message).toMatch(
      /^Слишком много проверок номеров, повторите через \d+ мин\.$/,
    );
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Edits are lookups too; another user of the hall is not held back.
    expect((await hall.edit(1, { ...input, version: 1 })).status).toBe(429);
    expect((await hall.create(input, hall.other)).status).toBe(201);
  });
});
