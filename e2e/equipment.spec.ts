import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openHallScreen } from './session';

test('a manager changes a device status and sees it in the history', async ({ page }) => {
  await openHallScreen(page, 'manager', '/equipment/');
  await expect(page.getByRole('heading', { name: 'Оборудование' })).toBeVisible();
  const counts = page.getByRole('button', { name: /^В сети/ });
  await expect(counts).toContainText(/\d+/);

  await page.getByLabel('Поиск устройства').fill('GT-010');
  const row = page.getByRole('row').filter({ hasText: 'GT-010' });
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Изменить статус: GT-010' }).click();
  const dialog = page.getByRole('dialog', { name: /Статус: GT-010/ });
  await dialog.getByLabel('Неисправно').check();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Пожалуйста, заполните поле «Комментарий»')).toBeVisible();
  await dialog.getByLabel('Комментарий').fill('<img src=x onerror=alert(1)> не включается');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Неисправно');
  // Markup in a note is shown as text, never run.
  await expect(row).toContainText('<img src=x onerror=alert(1)> не включается');

  await row.getByRole('button', { name: 'История: GT-010' }).click();
  const history = page.getByRole('dialog', { name: /История: GT-010/ });
  await expect(history).toContainText('В работе → Неисправно');
  await expect(history).toContainText('Марат Управляющий');

  // The filter by status is kept under equipmentFilter and survives a reload.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Неисправно/ }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Неисправно/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('equipmentFilter') ?? '{}'),
  );
  expect(stored.state.values).toMatchObject({ status: 'broken', search: 'GT-010' });
});

test('a cashier reads the equipment but can change no status', async ({ page }) => {
  await openHallScreen(page, 'cashier', '/equipment/');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Изменить статус/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^История: / }).first()).toBeVisible();
  const devices = await (await page.request.get('/api/halls/1/equipment?pageSize=1')).json();
  const device = devices.items[0];
  const refused = await page.request.post(`/api/halls/1/equipment/${device.id}/status`, {
    data: { status: 'broken', note: 'x', version: device.version },
  });
  expect(refused.status()).toBe(403);
});

test('the list refreshes every 30 s and keeps the open dialog, its input and the filter', async ({
  page,
}) => {
  await page.clock.install();
  await openHallScreen(page, 'manager', '/equipment/');
  await page.getByLabel('Поиск устройства').fill('GT-02');
  await expect(page.getByRole('row')).toHaveCount(11);
  await page
    .getByRole('row')
    .filter({ hasText: 'GT-021' })
    .getByRole('button', { name: 'Изменить статус: GT-021' })
    .click();
  const dialog = page.getByRole('dialog', { name: /Статус: GT-021/ });
  await dialog.getByLabel('Комментарий').fill('Проверка при обновлении');

  const refreshed = page.waitForResponse((r) => r.url().includes('/api/halls/1/equipment?'));
  await page.clock.fastForward('00:31');
  expect((await refreshed).ok()).toBe(true);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Комментарий')).toHaveValue('Проверка при обновлении');
  await expect(page.getByLabel('Поиск устройства')).toHaveValue('GT-02');
});

test('a machine’s seal change asked by the manager is approved by head office; the quarter’s tax is on its tab', async ({
  browser,
}) => {
  const manager = await browser.newPage();
  await openHallScreen(manager, 'manager', '/equipment/');
  await manager.getByLabel('Поиск устройства').fill('GT-020');
  await manager.getByRole('button', { name: 'История: GT-020' }).click();
  const card = manager.getByRole('dialog', { name: /История: GT-020/ });
  await expect(card).toContainText('В эксплуатации с');
  await expect(card).toContainText('Ввод в эксплуатацию');
  await card.getByRole('button', { name: 'Оформить наряд' }).click();
  const form = manager.getByRole('dialog', { name: /Наряд: GT-020/ });
  await form.getByRole('combobox', { name: 'Вид наряда' }).click();
  await manager.getByRole('option', { name: 'Замена пломбы' }).click();
  await form.getByRole('button', { name: 'Оформить', exact: true }).click();
  await expect(form.getByText('Пожалуйста, заполните поле «Пломба»')).toBeVisible();
  await form.getByLabel('Новая пломба').fill('П-555001');
  await form.getByRole('button', { name: 'Оформить', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(card).toContainText('Ждёт утверждения');
  // A hall's manager asks; only head office decides.
  await expect(card.getByRole('button', { name: 'Утвердить' })).toHaveCount(0);

  const admin = await browser.newPage();
  await openHallScreen(admin, 'admin', '/equipment/?tab=orders');
  const order = admin.locator('.mantine-Card-root').filter({ hasText: 'GT-020: Замена пломбы' });
  await order.getByRole('button', { name: 'Утвердить' }).click();
  await expect(order).toBeHidden();
  await expectAccessible(admin, 'the orders of a hall');
  await admin.getByRole('tab', { name: 'Налог на игорный бизнес' }).click();
  await expect(admin.getByText(/Декларация \(форма 710\.00/)).toBeVisible();
  await expectAccessible(admin, 'the quarter of the gambling tax');
  // The tax's table scrolls by the keyboard: its region takes the focus.
  await admin.getByRole('region', { name: 'Объекты налогообложения' }).focus();
  await expect(admin.getByRole('region', { name: 'Объекты налогообложения' })).toBeFocused();
  await expect(admin.getByRole('region', { name: 'Объекты налогообложения' })).toContainText(
    'GT-020',
  );
});
