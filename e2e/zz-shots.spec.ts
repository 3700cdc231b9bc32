import { test } from '@playwright/test';
import { openHallScreen } from './session';

for (const width of [1440, 390]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHallScreen(page, 'manager', '/cashbox/', 'Алматы Центр');
    await page.getByRole('tab', { name: 'К выплате' }).click();
    await page.getByTestId('owed-winning').first().waitFor();
    await page.screenshot({ path: `/tmp/shot-owed-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Смена и операции' }).click();
    await page.getByRole('button', { name: 'Выплата', exact: true }).click();
    await page.getByRole('textbox', { name: 'ИИН гостя' }).fill('123');
    await page.getByRole('button', { name: 'Провести' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shot-payout-${width}.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Смены' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-journal-${width}.png`, fullPage: false });
    await openHallScreen(page, 'admin', '/sms/mailing/', 'Алматы Центр');
    await page.getByRole('tab', { name: 'Финмониторинг' }).click();
    await page.getByText('Записей:').waitFor();
    await page.screenshot({ path: `/tmp/shot-monitoring-${width}.png`, fullPage: true });
  });
}
