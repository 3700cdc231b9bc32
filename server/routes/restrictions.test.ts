import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { DEFAULT_LOOKUP_LIMIT } from '../auth/lookup-limit';
import { freshIin } from '../test/clients';
import { roleMatrix } from '../test/role-matrix';
import {
  bodyOf,
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  signIn,
  testApp,
  testClock,
  testDatabase,
} from '../test/test-app';

afterAll(closeTestDatabase);

type App = Awaited<ReturnType<typeof testApp>>;

// 10:00 in Almaty on 27 November 2026.
const NOW = new Date('2026-11-27T05:00:00Z');
const TODAY = '2026-11-27';

async function setup() {
  const clock = testClock(NOW);
  const app = await testApp({ now: clock.now });
  const hallId = await createHall();
  return { app, hallId, clock, who: await roleMatrix(app, hallId) };
}

const selfRestriction = (hallId: number, overrides: object = {}) => ({
  iin: freshIin(),
  hallId,
  from: TODAY,
  to: '2027-05-27',
  applicationNo: 'СО-2026-0001',
  ...overrides,
});

const restrictSelf = (app: App, auth: object, body: object) =>
  callApi(app, 'POST', '/api/restrictions', auth, body);

const check = (app: App, auth: object, hallId: number, iin: string) =>
  callApi(app, 'GET', `/api/restrictions/check?hallId=${hallId}&iin=${iin}`, auth);

async function upload(
  app: App,
  auth: object,
  body: string | Uint8Array,
  query = '',
  type = 'text/csv',
) {
  const response = await app.request(`/api/restrictions/import${query}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': type },
    body,
  });
  return { status: response.status, body: await bodyOf(response), response };
}

describe('a self-restriction taken at the desk', () => {
  it('is the hall’s manager’s and head office’s to take, not a cashier’s nor another hall’s', async () => {
    const { app, hallId, who } = await setup();
    const expected = { admin: 201, manager: 201, cashier: 403, otherManager: 403, nobody: 401 };
    for (const [role, status] of Object.entries(expected)) {
      const answer = await restrictSelf(
        app,
        who[role as keyof typeof who],
        selfRestriction(hallId),
      );
      expect([role, answer.status]).toEqual([role, status]);
    }
  });

  it('lasts from 6 months to 10 years from today or later, and says so under the field', async () => {
    const { app, hallId, who } = await setup();
    const cases: [object, string][] = [
      [{ to: '2027-05-26' }, 'to'],
      [{ to: '2036-11-28' }, 'to'],
      [{ from: '2026-11-26', to: '2027-11-26' }, 'from'],
      [{ from: '2026-02-30' }, 'from'],
      [{ applicationNo: '' }, 'applicationNo'],
      [{ applicationNo: 'x'.repeat(1_000) }, 'applicationNo'],
      [{ iin: '900101300008' }, 'iin'],
      [{ iin: undefined }, 'iin'],
    ];
    for (const [change, field] of cases) {
      const answer = await restrictSelf(app, who.manager, selfRestriction(hallId, change));
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.error.fields[field]).toBeTruthy();
    }
    const longest = await restrictSelf(
      app,
      who.manager,
      selfRestriction(hallId, { to: '2036-11-27' }),
    );
    expect(longest.status).toBe(201);
  });

  it('takes one of 50 at once for the same person, and no other while it lasts', async () => {
    const { app, hallId, who } = await setup();
    const body = selfRestriction(hallId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => restrictSelf(app, who.manager, body)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('restriction_active');
    const later = await restrictSelf(app, who.admin, {
      ...body,
      from: '2027-05-01',
      to: '2028-01-01',
    });
    expect(later.status).toBe(409);
    const after = await restrictSelf(app, who.admin, {
      ...body,
      from: '2027-05-28',
      to: '2028-01-01',
    });
    expect(after.status).toBe(201);
  });

  it('cannot be lifted or shortened: no route, and the database refuses it', async () => {
    const { app, hallId, who } = await setup();
    const created = await restrictSelf(app, who.admin, selfRestriction(hallId));
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const answer = await callApi(app, method, `/api/restrictions/${created.body.id}`, who.admin, {
        to: TODAY,
      });
      expect([method, answer.status]).toEqual([method, 404]);
    }
    const { db } = await testDatabase();
    await expect(
      db.execute(sql`update restrictions set ends_on = starts_on where id = ${created.body.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from restrictions where id = ${created.body.id}`),
    ).rejects.toThrow();
  });
});

describe('asking the register', () => {
  it('answers the hall’s staff yes or no and nothing else', async () => {
    const { app, hallId, who } = await setup();
    const { iin } = selfRestriction(hallId);
    await restrictSelf(app, who.admin, { ...selfRestriction(hallId), iin });
    for (const role of ['cashier', 'manager', 'admin'] as const) {
      const answer = await check(app, who[role], hallId, iin);
      expect([role, answer.status, answer.body]).toEqual([role, 200, { restricted: true }]);
    }
    expect((await check(app, who.cashier, hallId, freshIin())).body).toEqual({
      restricted: false,
    });
    expect((await check(app, who.otherManager, hallId, iin)).status).toBe(403);
    expect((await check(app, who.nobody, hallId, iin)).status).toBe(401);
    expect((await check(app, who.cashier, hallId, '123')).status).toBe(400);
  });

  it('counts every check in the look-up limit, so a cash desk cannot walk the register', async () => {
    const { app, hallId } = await setup();
    const cashier = (await signIn(app, await createUser('cashier', [hallId]))).auth;
    for (let i = 0; i < DEFAULT_LOOKUP_LIMIT.max; i++) {
      expect((await check(app, cashier, hallId, freshIin())).status).toBe(200);
    }
    const refused = await check(app, cashier, hallId, freshIin());
    expect(refused.status).toBe(429);
  });

  it('lists the register to head office only, found by IIN, and audits the search', async () => {
    const { app, hallId, who } = await setup();
    const body = selfRestriction(hallId);
    await restrictSelf(app, who.manager, body);
    for (const role of ['manager', 'cashier', 'otherManager'] as const) {
      expect((await callApi(app, 'GET', '/api/restrictions', who[role])).status).toBe(403);
    }
    const found = await callApi(app, 'GET', `/api/restrictions?search=${body.iin}`, who.admin);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    expect(found.body.items[0]).toMatchObject({
      iin: body.iin,
      source: 'self',
      status: 'active',
      from: TODAY,
      to: '2027-05-27',
      applicationNo: 'СО-2026-0001',
      hallId,
    });
    const filtered = await callApi(
      app,
      'GET',
      `/api/restrictions?search=${body.iin}&source=debtors`,
      who.admin,
    );
    expect(filtered.body.total).toBe(0);
    const { db } = await testDatabase();
    const [{ count }] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int from register_lookups where purpose = 'register'
          and at = ${NOW.toISOString()}::timestamptz`,
    );
    expect(count).toBeGreaterThanOrEqual(2);
  });
});

describe('importing an official list', () => {
  const csv = (rows: string[][]) =>
    ['iin;document;from;to;source', ...rows.map((r) => r.join(';'))].join('\r\n') + '\r\n';

  it('checks in a dry run, writes once, and adds nothing the second time', async () => {
    const { app, hallId, who } = await setup();
    const iins = [freshIin(), freshIin()];
    const file = csv([
      [iins[0], '', '01.01.2026', '31.12.2028', 'debtors'],
      [iins[1], '', '2026-03-01', '2027-03-01', 'self'],
      ['', 'passport:n 1234567', '2026-01-01', '2026-12-31', 'list'],
    ]);
    const dry = await upload(app, who.admin, file, '?dryRun=1');
    expect(dry.body).toMatchObject({
      rows: 3,
      created: 3,
      unchanged: 0,
      errors: [],
      written: false,
    });
    expect((await check(app, who.cashier, hallId, iins[0])).body).toEqual({ restricted: false });
    const first = await upload(app, who.admin, file);
    expect(first.body).toMatchObject({ rows: 3, created: 3, written: true });
    expect((await check(app, who.cashier, hallId, iins[0])).body).toEqual({ restricted: true });
    const again = await upload(app, who.admin, file);
    expect(again.body).toMatchObject({ rows: 3, created: 0, unchanged: 3, written: true });
    // Each written import is in the audit log, by whom and what it added; the dry run is not.
    const { db } = await testDatabase();
    const imports = await queryRows<{ details: { rows: number; created: number } }>(
      db,
      sql`select details from audit_log where action = 'restriction.import'
            and request_id in (${first.response.headers.get('x-request-id')}, ${again.response.headers.get('x-request-id')})
          order by id`,
    );
    expect(imports.map((i) => i.details)).toEqual([
      { rows: 3, created: 3 },
      { rows: 3, created: 0 },
    ]);
    const found = await callApi(app, 'GET', `/api/restrictions?search=N1234567`, who.admin);
    expect(found.body.items[0]).toMatchObject({
      document: { type: 'passport', number: 'N1234567' },
      source: 'list',
    });
  });

  it('refuses a file with a bad row whole, or writes the good rows when told to skip', async () => {
    const { app, who } = await setup();
    const good = freshIin();
    const file = csv([
      [good, '', '2026-01-01', '2027-01-01', 'debtors'],
      ['900101300008', '', '2026-01-01', '2027-01-01', 'debtors'],
      [freshIin(), '', '2027-01-01', '2026-01-01', 'debtors'],
      [freshIin(), '', '2026-01-01', '2027-01-01', 'friends'],
      ['', 'visa:123', '2026-01-01', '2027-01-01', 'list'],
    ]);
    const refused = await upload(app, who.admin, file);
    expect(refused.status).toBe(422);
    expect(
      refused.body.result.errors.map((e: { row: number; field: string }) => [e.row, e.field]),
    ).toEqual([
      [3, 'iin'],
      [4, 'to'],
      [5, 'source'],
      [6, 'document'],
    ]);
    const list = await callApi(app, 'GET', `/api/restrictions?search=${good}`, who.admin);
    expect(list.body.total).toBe(0);
    const skipped = await upload(app, who.admin, file, '?skipInvalid=1');
    expect(skipped.body).toMatchObject({ created: 1, written: true });
    for (const role of ['manager', 'cashier'] as const) {
      expect((await upload(app, who[role], file)).status).toBe(403);
    }
  });

  it('reads an XLSX whose IINs Excel kept as numbers', async () => {
    const { app, who } = await setup();
    const iin = freshIin('1939-05-05');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Список');
    sheet.addRow(['iin', 'from', 'to', 'source']);
    sheet.addRow([
      Number(iin),
      new Date(Date.UTC(2026, 0, 1)),
      new Date(Date.UTC(2029, 0, 1)),
      'debtors',
    ]);
    const file = new Uint8Array(await book.xlsx.writeBuffer());
    const answer = await upload(
      app,
      who.admin,
      file,
      '',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.body).toMatchObject({ rows: 1, created: 1, errors: [] });
    expect(
      (await callApi(app, 'GET', `/api/restrictions?search=${iin}`, who.admin)).body.items[0],
    ).toMatchObject({ from: '2026-01-01', to: '2029-01-01' });
  });
});
