import ExcelJS from 'exceljs';
import { addDays, addMonths, monthEnd, monthStart } from '@/lib/shared/report-range';
import { hallToday } from '../halls/hall-days';
import { testDatabase } from '../test/test-app';
import { callApi, closeTestDatabase, signIn, testApp, type Json } from '../test/test-app';

afterAll(closeTestDatabase);

type Auth = { authorization: string };
let app: Awaited<ReturnType<typeof testApp>>;
let manager: Auth;
let today: string;

beforeAll(async () => {
  app = await testApp();
  manager = (await signIn(app, 'manager')).auth;
  today = await hallToday((await testDatabase()).db, 1, new Date());
});

async function json(path: string) {
  const { status, body } = await callApi(app, 'GET', path, manager);
  expect(status).toBe(200);
  return body;
}

async function download(path: string) {
  const response = await app.request(path, { headers: manager });
  expect(response.status).toBe(200);
  return response;
}

async function workbook(path: string) {
  const response = await download(path);
  expect(response.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  return book;
}

/** The rows of a sheet below its header, as plain values. */
const sheetRows = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(2)
    .map((row) => (row as ExcelJS.CellValue[]).slice(1));

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));

const csvMoney = (value: string) => value.replace('.', ',');

describe('games report export', () => {
  // The ten whole months before this one, slots only.
  const filter = () => {
    const lastMonth = addMonths(monthStart(today), -1);
    return `period=monthly&from=${addMonths(lastMonth, -9)}&to=${monthEnd(lastMonth)}&category=slots`;
  };

  it('writes every game and the totals as numbers in XLSX, as the screen shows them', async () => {
    const report = await json(`/api/halls/1/reports/games?${filter()}`);
    const book = await workbook(`/api/halls/1/reports/games/export?${filter()}&format=xlsx`);
    const games = book.getWorksheet('По играм')!;
    expect(games.getRow(1).values).toEqual([
      undefined,
      'Игра',
      'Категория',
      'Ставок, шт.',
      'Сумма ставок, ₸',
      'Выигрыши, ₸',
      'Доход (GGR), ₸',
      'RTP, %',
      'RTP по таблице, %',
    ]);
    const rows = sheetRows(games);
    expect(rows).toHaveLength(report.rows.length + 1);
    rows.slice(0, -1).forEach((row, i) => {
      const r = report.rows[i];
      expect(row).toEqual([
        r.name,
        'Слоты',
        r.betsCount,
        Number(r.betsSum),
        Number(r.winsSum),
        Number(r.ggr),
        // A game without bets (one a test added to the catalogue) has no RTP: an empty cell.
        r.rtp === null ? undefined : r.rtp / 100,
        r.theoreticalRtp / 100,
      ]);
    });
    const totals = rows.at(-1)!;
    expect(totals[0]).toBe('Итого');
    expect(totals.slice(2)).toEqual([
      report.totals.betsCount,
      Number(report.totals.betsSum),
      Number(report.totals.winsSum),
      Number(report.totals.ggr),
      report.totals.rtp / 100,
    ]);
    expect(games.getColumn(4).numFmt).toBe('#,##0.00 "₸"');

    const series = sheetRows(book.getWorksheet('Доход по категориям')!);
    expect(series).toHaveLength(10);
    for (const row of series) expect(row[0]).toMatch(/^[А-Я][а-я]+ \d{4}$/);
    expect(series.map((row) => row[1])).toEqual(report.series.map((s: Json) => Number(s.slots)));
  });

  it('writes the same table as CSV for a Russian spreadsheet, with a Cyrillic file name', async () => {
    const report = await json(`/api/halls/1/reports/games?${filter()}&games=1,2`);
    const response = await download(
      `/api/halls/1/reports/games/export?${filter()}&games=1,2&format=csv`,
    );
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="games-report-hall-1-\d{4}-\d\d-01_\d{4}-\d\d-\d\d\.csv"; filename\*=UTF-8''%D0%9E%D1%82/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte-order mark tells a spreadsheet the file is UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFFПо играм\r\n')).toBe(true);
    const lines = csvLines(text);
    const totalsAt = lines.findIndex((line) => line[0] === 'Итого');
    expect(lines.slice(2, totalsAt)).toEqual(
      report.rows.map((r: Json) => [
        r.name,
        'Слоты',
        String(r.betsCount),
        csvMoney(r.betsSum),
        csvMoney(r.winsSum),
        csvMoney(r.ggr),
        String(r.rtp).replace('.', ','),
        String(r.theoreticalRtp).replace('.', ','),
      ]),
    );
    expect(lines[totalsAt].slice(3, 6)).toEqual([
      csvMoney(report.totals.betsSum),
      csvMoney(report.totals.winsSum),
      csvMoney(report.totals.ggr),
    ]);
  });
});

describe('attendance export', () => {
  it('has a row for every day of the range, the totals and the weekday averages', async () => {
    const filter = `period=daily&from=${addDays(today, -365)}&to=${today}`;
    const report = await json(`/api/halls/1/reports/attendance?${filter}`);
    const book = await workbook(`/api/halls/1/reports/attendance/export?${filter}`);
    const rows = sheetRows(book.getWorksheet('Посещаемость')!);
    expect(rows).toHaveLength(366 + 1);
    expect(rows[0]).toEqual([
      addDays(today, -365).split('-').reverse().join('.'),
      report.buckets[0].visits,
      report.buckets[0].uniqueClients,
      report.buckets[0].newClients,
      report.buckets[0].refusedUnderAge,
      report.buckets[0].refusedRestricted,
    ]);
    expect(rows.at(-1)).toEqual([
      'Итого',
      report.totals.visits,
      undefined,
      report.totals.newClients,
      report.totals.refusedUnderAge,
      report.totals.refusedRestricted,
    ]);
    const week = sheetRows(book.getWorksheet('Среднее по дням недели')!);
    expect(week.map((row) => row[0])).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(week[4].slice(1)).toEqual(report.heatmap[4].hours);
  });
});

describe('summary export', () => {
  it('holds exactly the halls the user may see and their totals', async () => {
    const report = await json('/api/reports/summary?period=monthly');
    const text = await (
      await download('/api/reports/summary/export?period=monthly&format=csv')
    ).text();
    const lines = csvLines(text);
    expect(lines[0][0]).toBe('Зал');
    expect(lines.slice(1, -1).map((line) => line[0])).toEqual(report.rows.map((r: Json) => r.name));
    expect(lines.at(-1)!.slice(0, 4)).toEqual([
      'Итого',
      '',
      String(report.totals.visits),
      csvMoney(report.totals.betsSum),
    ]);
    expect(report.rows).toHaveLength(3);
  });
});

describe('export requests', () => {
  it('refuses an unknown format and a bad range with 400 naming the field', async () => {
    const pdf = await callApi(app, 'GET', '/api/halls/1/reports/games/export?format=pdf', manager);
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.fields).toHaveProperty('format');
    const long = await callApi(
      app,
      'GET',
      '/api/reports/summary/export?period=daily&from=2024-01-01&to=2026-01-01',
      manager,
    );
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('to');
  });

  it('refuses a NUL byte, a 1 MB value and an unknown game list without echoing them', async () => {
    for (const query of [
      'format=csv%00',
      `from=${'9'.repeat(1_000_000)}`,
      'games=1%00,2',
      `games=${'1,'.repeat(500)}1`,
    ]) {
      const { status, body } = await callApi(
        app,
        'GET',
        `/api/halls/1/reports/games/export?${query}`,
        manager,
      );
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(JSON.stringify(body).length).toBeLessThan(2_000);
    }
  });

  it('writes the same file for 20 requests in parallel', async () => {
    const path = '/api/halls/1/reports/attendance/export?format=csv&period=monthly';
    const files = await Promise.all(
      Array.from({ length: 20 }, async () => (await download(path)).text()),
    );
    expect(new Set(files).size).toBe(1);
    expect(files[0].split('\r\n').filter(Boolean).length).toBeGreaterThan(12);
  });

  it('refuses cashiers, other halls and strangers', async () => {
    const cashier = (await signIn(app, 'cashier')).auth;
    for (const path of ['games', 'attendance']) {
      const url = `/api/halls/1/reports/${path}/export?format=csv`;
      expect((await callApi(app, 'GET', url, cashier)).status).toBe(403);
      expect((await callApi(app, 'GET', url.replace('/1/', '/5/'), manager)).status).toBe(403);
      expect((await callApi(app, 'GET', url, {})).status).toBe(401);
    }
    expect((await callApi(app, 'GET', '/api/reports/summary/export', cashier)).status).toBe(403);
  });
});
