import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openHallScreen, storeUser } from './session';

test('an admin opens a hall from the browser: «Добавить зал», its errors, and «Настройки» at 1440 and 390 px', async ({
  page,
}) => {
  const name = `Актобе ${Date.now().toString(36)}`;
  await storeUser(page, 'admin');
  await page.goto('/halls/');
  await page.getByRole('button', { name: 'Добавить зал' }).click();
  const drawer = page.getByRole('dialog', { name: 'Новый зал' });
  await drawer.getByLabel('Открывается').fill('25:00');
  await drawer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(drawer.getByText('Пожалуйста, заполните поле «Название»')).toBeVisible();
  await expectAccessible(page, 'the new hall form with its errors');

  await drawer.getByLabel('Название').fill(name);
  await drawer.getByLabel('Город').fill('Актобе');
  await drawer.getByLabel('Адрес').fill('пр. Абилкайыр хана, 40');
  await drawer.getByRole('combobox', { name: 'Часовой пояс' }).fill('Aqtobe');
  await page.getByRole('option', { name: 'Asia/Aqtobe' }).click();
  await drawer.getByLabel('Открывается').fill('12:00');
  await drawer.getByLabel('Закрывается').fill('04:00');
  await drawer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(drawer).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Часы работы: 12:00–04:00');
  await card.getByRole('button', { name: `Настройки зала ${name}` }).click();
  const settings = page.getByRole('dialog', { name: 'Настройки зала' });
  await expect(settings.getByLabel('Название')).toHaveValue(name);
  await expect(settings.getByRole('combobox', { name: 'Часовой пояс' })).toHaveValue('Asia/Aqtobe');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'the hall settings at 390 px');
  await page.screenshot({ path: 'test-results/hall-settings-390.png' });
  await settings.getByRole('button', { name: 'Отмена' }).click();
});

test('a manager registers a device, copies its key once, and a heartbeat with it shows the device online on the open screen', async ({
  page,
  context,
}) => {
  // A whole story (register, copy the key, a heartbeat, a new key) with two axe runs: about
  // 15 s alone, twice that beside another test on 2 cores.
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const number = `GT-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await openHallScreen(page, 'manager', '/equipment/');
  await page.getByRole('button', { name: 'Зарегистрировать устройство' }).click();
  const drawer = page.getByRole('dialog', { name: 'Новое устройство' });
  await drawer.getByRole('button', { name: 'Зарегистрировать' }).click();
  await expect(drawer.getByText('Выберите тип из списка')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Номер', exact: true }).fill(number);
  await drawer.getByRole('combobox', { name: 'Тип' }).click();
  await page
    .getByRole('listbox', { name: 'Тип' })
    .getByRole('option', { name: 'Игровой терминал' })
    .click();
  await drawer.getByLabel('Модель').fill('Novomatic Super-V+');
  await drawer.getByLabel('Серийный номер').fill(`NV-${number}`);
  await drawer.getByLabel('Зона').fill('Зал у окна');
  await expectAccessible(page, 'the device registration form');
  await drawer.getByRole('button', { name: 'Зарегистрировать' }).click();

  const keyDialog = page.getByRole('dialog', { name: `Ключ устройства ${number}` });
  await expect(keyDialog).toContainText('Ключ показывается один раз');
  await expectAccessible(page, 'the device key dialog');
  await keyDialog.getByRole('button', { name: 'Копировать' }).click();
  await expect(keyDialog.getByRole('button', { name: 'Скопировано' })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await keyDialog.getByRole('button', { name: 'Готово' }).click();

  await page.getByLabel('Поиск устройства').fill(number);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Не в сети');
  const beat = await page.request.post('/api/equipment/heartbeat', {
    headers: { 'x-device-key': key },
  });
  expect(beat.status()).toBe(200);
  // Through the event stream, well before the list's own 30 s reload.
  await expect(row).toContainText('В сети', { timeout: 5_000 });

  // «Новый ключ»: the copied key is refused from then on.
  await row.getByRole('button', { name: `Новый ключ: ${number}` }).click();
  const renew = page.getByRole('dialog', { name: `Ключ устройства ${number}` });
  await renew.getByRole('button', { name: 'Выдать новый ключ' }).click();
  await expect(renew).toContainText('Ключ показывается один раз');
  const old = await page.request.post('/api/equipment/heartbeat', {
    headers: { 'x-device-key': key },
  });
  expect(old.status()).toBe(401);
});

test('a manager keeps the bar’s menu', async ({ page }) => {
  const product = `Морс ${Date.now().toString(36)}`;
  await openHallScreen(page, 'manager', '/cashbox/');
  await page.getByRole('tab', { name: 'Меню бара' }).click();
  await page.getByRole('button', { name: 'Добавить товар' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый товар' });
  await dialog.getByLabel('Название').fill(product);
  await dialog.getByRole('combobox', { name: 'Категория' }).fill('Напитки');
  await dialog.getByLabel('Цена').fill('0');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Сумма должна быть больше нуля')).toBeVisible();
  await expectAccessible(page, 'the product form with an error');
  await dialog.getByLabel('Цена').fill('650,50');
  // The price includes VAT at 16 %: the register's cheque will say so.
  await dialog.getByRole('combobox', { name: 'НДС в цене' }).click();
  await page.getByRole('option', { name: 'НДС 16 %' }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: product });
  await expect(row).toContainText('650,50 ₸');
  await expect(row).toContainText('НДС 16 %');
  await row.getByRole('button', { name: `Снять с продажи: ${product}` }).click();
  await expect(row).toContainText('Снят с продажи');
  await expectAccessible(page, 'the bar menu');
});

test('an admin keeps the game catalogue', async ({ page }) => {
  await storeUser(page, 'admin');
  await page.goto('/halls/');
  await page
    .getByRole('list', { name: 'Залы' })
    .getByRole('button', { name: /^Алматы Центр/ })
    .click();
  await page.waitForURL(/\/dashboard\/$/);
  await page.goto('/games-report/');
  await page.getByRole('button', { name: 'Каталог игр' }).click();
  const catalogue = page.getByRole('dialog', { name: 'Каталог игр' });
  // The dialog's code and its list load on the first click: seconds beside another test.
  await expect(catalogue.getByRole('row').filter({ hasText: 'ROULETTE-EU' })).toContainText(
    '97,30 %',
    { timeout: 15_000 },
  );
  await expectAccessible(page, 'the game catalogue');
  await catalogue.getByRole('button', { name: 'Добавить игру' }).click();
  const form = page.getByRole('dialog', { name: 'Новая игра' });
  await form.getByLabel('RTP по таблице выплат, %').fill('120');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('RTP — не больше 100 %')).toBeVisible();
  await form.getByLabel('RTP по таблице выплат, %').fill('94,99');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText(/RTP игрового автомата — не меньше 95 %/)).toBeVisible();
  await expectAccessible(page, 'the game form with its errors');
});
