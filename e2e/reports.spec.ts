import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openHallScreen } from './session';

/**
 * A report's first figures on a page opened cold, beside another walk on two busy cores: the
 * time to them is measured by `bench:reports`, not here.
 */
const FIRST_DATA = { timeout: 15_000 };

/** «305 144 712,00 ₸» and «305144712,00» as one number string: «305144712.00». */
const plainNumber = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f₸%]/g, '')
    .replace('−', '-')
    .replace(',', '.');

async function download(page: Page, format: 'CSV' | 'Excel (XLSX)') {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const done = await file;
  return { name: done.suggestedFilename(), bytes: await readFile(await done.path()) };
}

async function workbook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(bytes).buffer as ExcelJS.Buffer);
  return book;
}

const cellTexts = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).locator('td').allInnerTexts()).map((t) => t.trim());

test('the dashboard fills every KPI for the demo manager and draws its charts', async ({
  page,
}) => {
  await openHallScreen(page, 'manager', '/dashboard/');
  await expect(page.locator('[data-kpi="filled"]')).toHaveCount(8, FIRST_DATA);
  // The default filter is today by hours: each change compares with yesterday up to this hour.
  for (const label of ['Ставки', 'Выигрыши', 'Доход', 'Посещения', 'Новые клиенты']) {
    await expect(page.getByLabel(label, { exact: true })).toContainText('к тем же часам вчера');
  }
  // RTP compares only bets with bets: in the first minutes after midnight the day has none yet.
  const noBetsYet = /^Ставки\s*0,00/.test(
    (await page.getByLabel('Ставки', { exact: true }).innerText()).replace(/\s+/g, ' '),
  );
  await expect(page.getByLabel('RTP', { exact: true })).toContainText(
    noBetsYet ? 'нет ставок для сравнения' : 'к тем же часам вчера',
  );
  await expect(page.getByLabel('Наличные в зале', { exact: true })).toContainText(
    /открыто касс \d+ из \d+/,
  );
  await expect(page.getByLabel('Оборудование в сети')).toContainText(/\d+ \/ \d+/);
  // The charts are drawn as they come into view.
  await page.getByText('Топ игр по доходу').scrollIntoViewIfNeeded();
  await page.getByText('Посещения по часам', { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'Ставки и доход по интервалам' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Посещения по часам' })).toBeVisible();
  await expect(page.getByText(/ждут решения/)).toBeVisible();
  await expect(page.getByText('Последние операции кассы')).toBeVisible();
});

test('the games report keeps its filter through a reload and exports the totals it shows', async ({
  page,
}) => {
  await openHallScreen(page, 'manager', '/games-report/');
  await expect(page.getByTestId('games-totals')).toBeVisible(FIRST_DATA);
  await page.getByRole('radiogroup', { name: 'Период' }).getByText('По месяцам').click();
  await page.getByRole('combobox', { name: 'Категория' }).click();
  await page.getByRole('option', { name: 'Слоты' }).click();
  await expect(page.getByText(/^По месяцам, /)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Игры' }).locator('tbody tr')).toHaveCount(3);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Категория' })).toHaveValue('Слоты');
  await expect(page.getByText(/^По месяцам, /)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Игры' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const category of await rows.locator('td:nth-child(2)').allInnerTexts()) {
    expect(category).toBe('Слоты');
  }

  const screen = await cellTexts(page, 'games-totals');
  const csv = await download(page, 'CSV');
  expect(csv.name).toMatch(/^Отчёт по играм — Алматы Центр — .+\.csv$/);
  const lines = csv.bytes.toString('utf8').split('\r\n');
  const totals = lines.find((line) => line.startsWith('Итого'))!.split(';');
  const numbers = (cells: string[]) => cells.map((c) => Number(plainNumber(c)));
  expect(numbers(totals.slice(2))).toEqual(numbers(screen.slice(2)));
  expect(lines.filter((line) => line.includes(';Слоты;'))).toHaveLength(3);
});

test('attendance shows the peak hour, the heat map and the totals, and exports them', async ({
  page,
}) => {
  await openHallScreen(page, 'manager', '/attendance/');
  await expect(page.getByLabel('Пиковый час')).toContainText(/\d+:00–\d+:00/, FIRST_DATA);
  // Pointing at the chart's last bucket shows that day's figures, as the table has them.
  const chart = page.getByRole('figure', { name: 'Посещения и клиенты' });
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.locator('svg').boundingBox())!;
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  const lastDay = page
    .getByRole('table', { name: 'Посещаемость по интервалам' })
    .locator('tbody tr')
    .last();
  const [, visits] = await lastDay.locator('td').allInnerTexts();
  await expect(page.getByRole('tooltip')).toContainText('Посещения');
  await expect(page.getByRole('tooltip')).toContainText(
    plainNumber(visits).replace(/\B(?=(\d{3})+$)/g, '\u00a0'),
  );
  await page.getByText('Среднее число посещений по дням недели и часам').scrollIntoViewIfNeeded();
  await expect(page.getByLabel('Посещения по дням недели и часам')).toBeVisible();
  const screen = await cellTexts(page, 'attendance-totals');
  const book = await workbook((await download(page, 'Excel (XLSX)')).bytes);
  const rows = book.getWorksheet('Посещаемость')!.getSheetValues();
  const totals = rows.at(-1) as ExcelJS.CellValue[];
  expect(totals[1]).toBe('Итого');
  expect(totals[2]).toBe(Number(plainNumber(screen[1])));
  expect(totals[4]).toBe(Number(plainNumber(screen[3])));
  // A header and 30 days by default, then the totals.
  expect(rows.filter(Boolean)).toHaveLength(32);
});

test('the summary expands a hall by bucket, exports its totals and opens a hall’s dashboard', async ({
  page,
}) => {
  await openHallScreen(page, 'manager', '/summary/');
  const table = page.getByRole('table', { name: 'Залы' });
  await expect(page.getByTestId('summary-totals')).toBeVisible(FIRST_DATA);
  await page.getByRole('radiogroup', { name: 'Период' }).getByText('По месяцам').click();
  await expect(page.getByText(/^По месяцам, /)).toBeVisible();

  await page.getByRole('button', { name: 'Показать по интервалам: Астана Есиль' }).click();
  await expect(table.getByText(/^[А-Я][а-я]+ \d{4}$/)).toHaveCount(12);

  const screen = await cellTexts(page, 'summary-totals');
  const book = await workbook((await download(page, 'Excel (XLSX)')).bytes);
  const totals = book.getWorksheet('Сводный отчёт')!.getSheetValues().at(-1) as ExcelJS.CellValue[];
  expect(totals[1]).toBe('Итого');
  // Visits, bets, wins and GGR: numbers in the file, formatted on the screen (after the name
  // and the open exceptions, which the file leaves out).
  expect(totals.slice(3, 7)).toEqual(screen.slice(2, 6).map((t) => Number(plainNumber(t))));

  await table.getByRole('button', { name: 'Астана Есиль', exact: true }).click();
  await page.waitForURL(/\/dashboard\/$/);
  await expect(
    page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Текущий зал' })
      .locator('option:checked'),
  ).toHaveText('Астана Есиль');
  await expect(page.getByText(/^По месяцам, /)).toBeVisible();
  await expect(page.locator('[data-kpi="filled"]')).toHaveCount(8);
});
