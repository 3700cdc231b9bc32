import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { clientConsents, clients } from '../db/schema';
import { addClient, freshIin, freshPhone } from '../test/clients';
import { roleMatrix } from '../test/role-matrix';
import {
  closeTestDatabase,
  createHall,
  signIn,
  testApp,
  testDatabase,
  bodyOf,
} from '../test/test-app';

afterAll(closeTestDatabase);

const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Телефон', 'ФИО', 'Зал', 'Согласие на SMS', 'Дата регистрации'];

type App = Awaited<ReturnType<typeof testApp>>;

async function upload(app: App, auth: object, body: string | Uint8Array, type = CSV, query = '') {
  const response = await app.request(`/api/clients/import${query}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': type },
    body,
  });
  return { status: response.status, body: await bodyOf(response) };
}

const csv = (rows: string[][], delimiter = ';', bom = true) =>
  (bom ? '\uFEFF' : '') + [HEADER, ...rows].map((r) => r.join(delimiter)).join('\r\n') + '\r\n';

async function clientsOf(phones: string[]) {
  const { db } = await testDatabase();
  return db.select().from(clients).where(inArray(clients.phone, phones));
}

async function admin() {
  const app = await testApp();
  return { app, auth: (await signIn(app, 'admin')).auth, hallId: await createHall() };
}

describe('importing a client base', () => {
  it('is head office’s: the hall’s manager and cashier get 403, nobody 401', async () => {
    const app = await testApp();
    const hallId = await createHall();
    const who = await roleMatrix(app, hallId);
    const file = csv([[freshPhone(), 'Ким Ольга', String(hallId), 'да', '']]);
    const expected = { manager: 403, cashier: 403, otherManager: 403, nobody: 401, admin: 200 };
    for (const [role, status] of Object.entries(expected)) {
      const answer = await upload(app, who[role as keyof typeof who], file, CSV, '?dryRun=1');
      expect([role, answer.status]).toEqual([role, status]);
    }
  });

  it('checks every row in a dry run, writes nothing, and names each error’s row and column', async () => {
    const { app, auth, hallId } = await admin();
    const good = freshPhone();
    const file = csv([
      [good, 'Ким Ольга', String(hallId), 'да', '01.03.2024'],
      ['8701123', 'Петров Пётр', String(hallId), 'нет', ''],
      [freshPhone(), 'Петров 2', 'Нет такого зала', 'может быть', '31.02.2024'],
      [good, 'Ким Ольга Повтор', String(hallId), 'да', ''],
      [freshPhone(), 'Оспанов\u0007', String(hallId), 'да', ''],
    ]);
    const answer = await upload(app, auth, file, CSV, '?dryRun=1');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ rows: 5, created: 1, written: false });
    expect(answer.body.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual(
      [
        [3, 'phone'],
        [4, 'fullName'],
        [4, 'hall'],
        [4, 'consent'],
        [4, 'registeredAt'],
        [5, 'phone'],
        [6, 'fullName'],
      ],
    );
    expect(answer.body.errors[5].message).toBe('Этот номер уже есть в строке 2');
    expect(await clientsOf([good])).toHaveLength(0);
  });

  it('imports nothing from a file with errors, or its good rows with skipInvalid', async () => {
    const { app, auth, hallId } = await admin();
    const [a, b] = [freshPhone(), freshPhone()];
    const file = csv([
      [a, 'Ким Ольга', String(hallId), 'да', ''],
      [b, 'Петров Пётр', String(hallId), 'нет', ''],
      ['не номер', 'Сидоров Сидор', String(hallId), 'да', ''],
    ]);
    const refused = await upload(app, auth, file);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('import_invalid');
    expect(refused.body.result.errors).toHaveLength(1);
    expect(await clientsOf([a, b])).toHaveLength(0);
    const skipped = await upload(app, auth, file, CSV, '?skipInvalid=1');
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ created: 2, written: true });
    expect((await clientsOf([a, b])).map((c) => c.hallId)).toEqual([hallId, hallId]);
  });

  it('changes nothing when the same file comes again, and updates a changed name and consent', async () => {
    const { app, auth, hallId } = await admin();
    const { db } = await testDatabase();
    const [hallName] = await db.query.halls.findMany({ where: (h) => eq(h.id, hallId) });
    const phones = [freshPhone(), freshPhone(), freshPhone()];
    const rows = phones.map((phone, i) => [
      phone,
      `Клиент Импортов ${'абв'[i]}`,
      hallName.name,
      'да',
      '15.05.2023',
    ]);
    const first = await upload(app, auth, csv(rows));
    expect(first.body).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    const again = await upload(app, auth, csv(rows, ',', false));
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 3, written: true });
    rows[1][1] = 'Новое Имя';
    rows[2][3] = 'нет';
    const changed = await upload(app, auth, csv(rows));
    expect(changed.body).toMatchObject({ created: 0, updated: 2, unchanged: 1 });
    const stored = await clientsOf(phones);
    const third = stored.find((c) => c.phone === phones[2])!;
    expect(third.smsConsent).toBe(false);
    expect(third.registeredAt.toISOString()).toBe('2023-05-15T12:00:00.000Z');
    const history = await db
      .select()
      .from(clientConsents)
      .where(eq(clientConsents.clientId, third.id));
    expect(history.map((h) => [h.consent, h.source])).toEqual([
      [true, 'import'],
      [false, 'import'],
    ]);
  });

  it('reads a file Excel saved in Windows-1251, and one with a quoted name holding the delimiter', async () => {
    const { app, auth, hallId } = await admin();
    const phone = freshPhone();
    const text = `Телефон,ФИО,Зал,Согласие на SMS\r\n${phone},"Ким Ольга",${hallId},Да\r\n`;
    const bytes = Buffer.from(new TextEncoder().encode(text));
    // Windows-1251 of the same text: Cyrillic letters are single bytes 0xC0–0xFF.
    const cp1251 = Buffer.from(
      [...text].map((ch) => {
        const code = ch.charCodeAt(0);
        if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
        return code;
      }),
    );
    expect(bytes.length).toBeGreaterThan(cp1251.length);
    const answer = await upload(app, auth, cp1251, 'text/csv', '?dryRun=1');
    expect(answer.body).toMatchObject({ rows: 1, created: 1, errors: [] });
    const quoted = `Телефон;ФИО;Зал;Согласие на SMS\n${phone};"Ким; Ольга";${hallId};нет\n`;
    const semi = await upload(app, auth, quoted, 'text/csv', '?dryRun=1');
    expect(semi.body.errors[0]).toMatchObject({ row: 2, field: 'fullName' });
  });

  it('reads an XLSX, dates and numbers as Excel keeps them', async () => {
    const { app, auth, hallId } = await admin();
    const phone = freshPhone();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Клиенты');
    sheet.addRow(HEADER);
    sheet.addRow([
      Number(phone.slice(1)),
      'Ахметов Ерлан',
      hallId,
      'да',
      new Date(Date.UTC(2022, 0, 10)),
    ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload(app, auth, file, XLSX);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 1, errors: [] });
    const [stored] = await clientsOf([phone]);
    expect(stored.registeredAt.toISOString().slice(0, 10)).toBe('2022-01-10');
  });

  it('refuses a file without the needed columns, of another type, or not a spreadsheet', async () => {
    const { app, auth } = await admin();
    const noColumns = await upload(app, auth, 'Имя;Номер\r\nКим;+77011234567\r\n');
    expect(noColumns.status).toBe(422);
    expect(noColumns.body.result.errors[0]).toMatchObject({ row: 1, field: 'file' });
    const json = await upload(app, auth, '{}', 'application/json');
    expect(json.status).toBe(415);
    const broken = await upload(app, auth, 'not a zip', XLSX);
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields.file).toBeTruthy();
    const empty = await upload(app, auth, '', CSV, '?dryRun=1');
    expect(empty.body.errors[0].field).toBe('file');
  });

  it('gives the template with the columns in both formats', async () => {
    const { app, auth } = await admin();
    const response = await app.request('/api/clients/import/template?format=csv', {
      headers: auth,
    });
    expect(response.status).toBe(200);
    expect((await response.text()).replace('\uFEFF', '').trim()).toBe([...HEADER, 'ИИН'].join(';'));
    const xlsx = await app.request('/api/clients/import/template', { headers: auth });
    expect(xlsx.headers.get('content-type')).toBe(XLSX);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    expect((book.worksheets[0].getRow(1).values as string[]).slice(1)).toEqual([...HEADER, 'ИИН']);
  });

  it('takes the IIN: writes it to a new client and to a known one without one, refuses a wrong, a minor’s or another’s', async () => {
    const { app, auth, hallId } = await admin();
    const { id: knownId, phone: knownPhone } = await addClient(hallId, 'Ким Ольга', { iin: null });
    const { iin: takenIin } = await addClient(hallId, 'Другой Клиент');
    const [fresh, knownIin, repeated] = [freshIin('1940-02-02'), freshIin(), freshIin()];
    const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone(), freshPhone()];
    const row = (phone: string, iin: string) => [
      phone,
      'Гость Тест',
      String(hallId),
      'да',
      '',
      iin,
    ];
    const file = (rows: string[][]) =>
      '\uFEFF' + [[...HEADER, 'ИИН'], ...rows].map((r) => r.join(';')).join('\r\n') + '\r\n';
    const checked = await upload(
      app,
      auth,
      file([
        row(phones[0], fresh),
        row(knownPhone, knownIin),
        row(phones[1], '900101300008'),
        row(phones[2], freshIin('2010-05-05')),
        row(phones[3], takenIin),
        row(phones[4], repeated),
        row(freshPhone(), repeated),
      ]),
      CSV,
      '?skipInvalid=1',
    );
    expect(
      checked.body.errors.map((e: { row: number; field: string }) => [e.row, e.field]),
    ).toEqual([
      [4, 'iin'],
      [5, 'iin'],
      [6, 'iin'],
      [8, 'iin'],
    ]);
    expect(checked.body).toMatchObject({ created: 2, updated: 1, written: true });
    const { db } = await testDatabase();
    const [known] = await db.select().from(clients).where(eq(clients.id, knownId));
    expect(known.iin).toBe(knownIin);
    const [created] = await clientsOf([phones[0]]);
    expect([created.iin, created.birthDate]).toEqual([fresh, '1940-02-02']);
    const again = await upload(app, auth, file([row(phones[0], fresh), row(knownPhone, knownIin)]));
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });
});
