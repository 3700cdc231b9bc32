import { expect, test } from '@playwright/test';
import { openHallScreen } from './session';

const storedFilter = (page: import('@playwright/test').Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

test('a chosen period survives a reload under its filter key', async ({ page }) => {
  await openHallScreen(page, 'manager', '/dashboard/');
  const period = page.getByRole('radiogroup', { name: 'Период' });
  await period.getByText('По месяцам').click();
  expect((await storedFilter(page, 'dashboardFilter')).state.values.period).toBe('monthly');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'По месяцам' })).toBeChecked();
});

test('each screen keeps its own filter and a reset clears only that one', async ({ page }) => {
  // Seven navigations across two report screens that draw charts: on two cores, near 30 s.
  test.slow();
  await openHallScreen(page, 'manager', '/summary/');
  await page.getByRole('radiogroup', { name: 'Период' }).getByText('По годам').click();
  await page.goto('/attendance/');
  await page.getByRole('radiogroup', { name: 'Период' }).getByText('По часам').click();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'По часам' })).toBeChecked();
  await page.getByRole('button', { name: 'Сбросить' }).click();
  await expect(page.getByRole('radio', { name: 'По дням' })).toBeChecked();
  expect(await storedFilter(page, 'attendanceFilter')).toBeNull();
  expect((await storedFilter(page, 'summaryReportFilter')).state.values.period).toBe('yearly');

  await page.goto('/summary/');
  await expect(page.getByRole('radio', { name: 'По годам' })).toBeChecked();
});

test('filters stored under every key are read back after a reload', async ({ page }) => {
  // Report screens show their filter once a hall is chosen (choosing one clears the filters).
  await openHallScreen(page, 'manager', '/halls/');
  await page.evaluate(() => {
    localStorage.setItem(
      'gamesReportFilter',
      JSON.stringify({ state: { values: { period: 'monthly' } }, version: 1 }),
    );
  });
  await page.goto('/games-report/');
  await expect(page.getByRole('radio', { name: 'По месяцам' })).toBeChecked();
});
