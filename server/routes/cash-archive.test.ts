import ExcelJS from 'exceljs';
import { callApi, closeTestDatabase, signIn, testApp, type Json } from '../test/test-app';

afterAll(closeTestDatabase);

type Auth = { authorization: string };
let app: Awaited<ReturnType<typeof testApp>>;
let cashier: Auth;
let manager: Auth;

beforeAll(async () => {
  app = await testApp();
  cashier = (await signIn(app, 'cashier')).auth;
  manager = (await signIn(app, 'manager')).auth;
});

const get = (path: string, auth: Auth = cashier) => callApi(app, 'GET', path, auth);

async function download(path: string, auth: Auth = cashier) {
  const response = await app.request(path, { headers: auth });
  expect(response.status).toBe(200);
  return response;
}

async function workbook(path: string, auth: Auth = cashier) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await (await download(path, auth)).arrayBuffer());
  return book;
}

const rowsOf = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(2)
    .map((row) => (row as ExcelJS.CellValue[]).slice(1));

describe('the shift archive', () => {
  it('lists the hall’s shifts with who opened and closed them and the discrepancy', async () => {
    const { status, body } = await get('/api/halls/1/shifts?pageSize=100');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(20);
    const closed = body.items.find((s: Json) => s.status === 'closed');
    expect(closed).toMatchObject({
      openedBy: expect.any(String),
      closedBy: expect.any(String),
      expectedCash: expect.stringMatching(/^\d+\.\d\d$/),
      countedCash: expect.stringMatching(/^\d+\.\d\d$/),
    });
    const opened = body.items.map((s: Json) => s.openedAt);
    expect(opened).toEqual([...opened].sort().reverse());
  });

  it('filters by the days the shifts were opened, in the hall’s days', async () => {
    const all = (await get('/api/halls/1/shifts?pageSize=100')).body.items as Json[];
    const day = all[3].openedAt.slice(0, 10);
    const { body } = await get(`/api/halls/1/shifts?from=${day}&to=${day}&pageSize=100`);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThan(all.length);
    const bad = await get('/api/halls/1/shifts?from=2026-11-20&to=2026-11-10');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('to');
  });

  it('sorts by discrepancy, shortest first, open shifts last', async () => {
    const { body } = await get('/api/halls/1/shifts?sort=discrepancy&order=asc&pageSize=100');
    const gaps = body.items
      .filter((s: Json) => s.discrepancy !== null)
      .map((s: Json) => Number(s.discrepancy));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(gaps[0]).toBeLessThan(0);
  });
});

describe('the cash journal as a file', () => {
  it('holds every operation of the filter with the totals, numbers as numbers', async () => {
    const page = (await get('/api/halls/1/cash-operations?type=payout&pageSize=1', manager)).body;
    const book = await workbook(
      '/api/halls/1/cash-operations/export?type=payout&format=xlsx',
      manager,
    );
    const journal = rowsOf(book.getWorksheet('Журнал операций')!);
    expect(journal).toHaveLength(page.total);
    expect(journal.every((row) => row[2] === 'Выплата')).toBe(true);
    // A payout leaves the desk: a negative number, not text.
    expect(typeof journal[0][3]).toBe('number');
    expect(journal[0][3] as number).toBeLessThan(0);
    const totals = rowsOf(book.getWorksheet('Итоги по видам')!);
    expect(totals.find((row) => row[0] === 'Выплата')).toEqual([
      'Выплата',
      page.totals.find((t: Json) => t.type === 'payout').count,
      -Number(page.totals.find((t: Json) => t.type === 'payout').amount),
    ]);
  });

  it('gives a cashier of the blind central hall neither the totals nor the cash after, on screen or in the file', async () => {
    const page = (await get('/api/halls/1/cash-operations?pageSize=5')).body;
    expect(page.totals).toEqual([]);
    expect(page.items.every((op: Json) => op.balanceAfter === null)).toBe(true);
    const book = await workbook('/api/halls/1/cash-operations/export?format=xlsx');
    const totals = book.getWorksheet('Итоги по видам');
    expect(totals ? rowsOf(totals) : []).toEqual([]);
  });

  it('writes CSV as Excel in a Russian locale reads it, and refuses an unknown format', async () => {
    const response = await download('/api/halls/1/cash-operations/export?type=cash_in&format=csv');
    expect(response.headers.get('content-disposition')).toMatch(/cash-journal-hall-1-/);
    const text = Buffer.from(await response.arrayBuffer())
      .subarray(3)
      .toString('utf8');
    const [header, first] = text.split('\r\n');
    expect(header).toBe('Журнал операций');
    expect(first).toBe(
      '№;Время;Вид;Сумма, ₸;В кассе после, ₸;Касса;Смена;Кассир;Гость;Автомат;Комментарий',
    );
    expect(text).toMatch(/;Внесение;\d+,\d\d;/);
    expect((await get('/api/halls/1/cash-operations/export?format=pdf')).status).toBe(400);
  });
});

describe('a shift’s report as a file', () => {
  it('holds the Z-report of a closed shift', async () => {
    const shifts = (await get('/api/halls/1/shifts?pageSize=100')).body.items as Json[];
    const closed = shifts.find((s) => s.status === 'closed')!;
    const report = (await get(`/api/halls/1/shifts/${closed.id}`)).body;
    const book = await workbook(`/api/halls/1/shifts/${closed.id}/export?format=xlsx`);
    const about = rowsOf(book.getWorksheet('Смена')!);
    expect(about[0]).toEqual(['Отчёт', `Z-отчёт смены № ${closed.id}`]);
    const cash = rowsOf(book.getWorksheet('Наличные')!);
    expect(cash.find((row) => row[0] === 'Расхождение')).toEqual([
      'Расхождение',
      Number(report.discrepancy),
    ]);
    expect((await get(`/api/halls/1/shifts/999999/export?format=csv`)).status).toBe(404);
  });
});
