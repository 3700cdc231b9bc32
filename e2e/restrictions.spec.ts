import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { iinOf } from '../server/demo/identities';
import { openHallScreen, signOut } from './session';

/** An IIN nobody in the chain has: born in 1943 (the demo's people were born in 1950 or later). */
const newIin = () =>
  iinOf(`1943-0${1 + (Date.now() % 9)}-2${Date.now() % 8}`, Math.floor(Math.random() * 10_000));

test('a manager takes a self-restriction, the door refuses the guest without a reason, head office finds it and imports a list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const iin = newIin();
  await openHallScreen(page, 'manager', '/cashbox/');
  await page.getByRole('tab', { name: 'Гости' }).click();
  await page.getByRole('button', { name: 'Самоограничение' }).click();
  const dialog = page.getByRole('dialog', { name: 'Самоограничение' });
  await dialog.getByLabel('ИИН гостя').fill(iin);
  await dialog.getByRole('button', { name: 'Принять самоограничение' }).click();
  await expect(dialog.getByText('Пожалуйста, заполните поле «Номер заявления»')).toBeVisible();
  await expectAccessible(page, 'the self-restriction form with its errors');
  await dialog.getByLabel('Номер заявления').fill('СО-Т-1');
  await dialog.getByRole('button', { name: 'Принять самоограничение' }).click();
  await expect(page.getByText(/^Самоограничение принято: с \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await signOut(page);

  await openHallScreen(page, 'cashier', '/cashbox/');
  await page.getByRole('tab', { name: 'Гости' }).click();
  await expect(page.getByRole('button', { name: 'Самоограничение' })).toHaveCount(0);
  await page.getByLabel('ИИН гостя').fill(iin);
  await page.getByRole('button', { name: 'Отметить визит' }).click();
  const refused = page.getByRole('alert', { name: 'Вход невозможен' });
  await expect(refused).toBeVisible();
  await expect(refused).not.toContainText(/самоогранич|СО-Т-1/i);
  await signOut(page);

  // Head office opens the register from the menu: its place is in the address, and stays there.
  await openHallScreen(page, 'admin', '/dashboard/');
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Ограничения' })
    .click();
  await expect(page).toHaveURL(/\/sms\/mailing\/\?tab=restrictions$/);
  await expect(page.getByRole('tab', { name: 'Ограничения' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Ограничения' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Ограничения' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('textbox', { name: 'Поиск по ИИН или документу' }).fill(iin);
  await expect(page.getByText('Найдено: 1')).toBeVisible();
  const register = page.getByRole('table', { name: 'Реестр ограничений' });
  await expect(register).toContainText('Самоограничение');
  await expect(register).toContainText('Действует');
  await expect(register).toContainText('СО-Т-1');

  // An official list: a bad row is shown, the good one loads when chosen.
  const listed = newIin();
  await page.getByRole('button', { name: 'Импорт списка' }).click();
  const upload = page.getByRole('dialog', { name: 'Импорт списка ограничений' });
  await upload.locator('input[type=file]').setInputFiles({
    name: 'должники.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `iin;from;to;source\r\n${listed};01.01.2026;31.12.2030;debtors\r\n123;01.01.2026;31.12.2030;debtors\r\n`,
    ),
  });
  await upload.getByRole('button', { name: 'Проверить файл' }).click();
  await expect(upload.getByText('Проверка: ошибок 1')).toBeVisible();
  await expect(upload.getByRole('region', { name: 'Ошибки файла' })).toContainText('ИИН — 12 цифр');
  await upload.getByRole('checkbox', { name: /пропустив строки с ошибками/ }).check();
  await upload.getByRole('button', { name: 'Загрузить список' }).click();
  await expect(upload.getByText('Загружено')).toBeVisible();
  await upload.getByRole('button', { name: 'Закрыть', exact: true }).last().click();
  await page.getByRole('textbox', { name: 'Поиск по ИИН или документу' }).fill(listed);
  await expect(register).toContainText('Реестр должников');
});

for (const width of [1440, 390]) {
  test(`the register and its import are accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHallScreen(page, 'admin', '/sms/mailing/');
    await page.getByRole('tab', { name: 'Ограничения' }).click();
    await expect(page.getByText(/^Найдено: \d+/)).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, `the register at ${width}`);
    await page.getByRole('button', { name: 'Импорт списка' }).click();
    await expect(page.getByRole('dialog', { name: 'Импорт списка ограничений' })).toBeVisible();
    await expectAccessible(page, `the list import at ${width}`);
  });
}
