import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { iinOf } from '../server/demo/identities';
import { openHallScreen, signOut } from './session';

/** The attendance totals of the default period: visits, new clients and refusals, as numbers. */
async function attendanceTotals(page: Page) {
  await page.goto('/attendance/');
  const totals = page.getByTestId('attendance-totals').getByRole('cell');
  await expect(totals.first()).toHaveText('Итого', { timeout: 15_000 });
  const number = async (i: number) => Number((await totals.nth(i).innerText()).replace(/\D/g, ''));
  return {
    visits: await number(1),
    newClients: await number(3),
    refusedUnderAge: await number(4),
    refusedRestricted: await number(5),
  };
}

/** A phone nobody in the chain has: code 708 is not the demo's. */
const newPhone = () => `708${String(Date.now()).slice(-7)}`;
/** An IIN nobody in the chain has: born in 1944 (the demo's people were born in 1950 or later). */
const newIin = (birthDate = `1944-0${1 + (Date.now() % 9)}-1${Date.now() % 10}`) =>
  iinOf(birthDate, Math.floor(Math.random() * 10_000));

test('a cashier checks in a known guest, registers a new one with consent, and the attendance counts both', async ({
  page,
  request,
}) => {
  // Three people's screens and four page loads: more than one screen's 30 s on a busy machine.
  test.setTimeout(90_000);
  // A guest of the hall not seen lately, as the manager's client base lists them, with the IIN
  // the client's card shows the manager.
  const manager = await request.post('/api/auth/login', {
    data: { login: 'manager', password: 'demo1234' },
  });
  const { token } = await manager.json();
  const headers = { authorization: `Bearer ${token}` };
  const base = await request.get('/api/halls/1/clients?sort=lastVisitAt&order=asc&pageSize=5', {
    headers,
  });
  const candidates = (await base.json()).items as { id: number; fullName: string }[];
  const cards = await Promise.all(
    candidates.map(async (c) =>
      (await request.get(`/api/halls/1/clients/${c.id}`, { headers })).json(),
    ),
  );
  const known = cards.find((card) => card.identity.iin) as {
    fullName: string;
    identity: { iin: string };
  };
  const [surname, name] = known.fullName.split(' ');
  // Someone the register restricts today: head office reads it; the cashier will not learn why.
  const admin = await request.post('/api/auth/login', {
    data: { login: 'admin', password: 'demo1234' },
  });
  const register = await request.get('/api/restrictions?status=active&source=debtors&pageSize=1', {
    headers: { authorization: `Bearer ${(await admin.json()).token}` },
  });
  const [restricted] = (await register.json()).items as { iin: string }[];

  await openHallScreen(page, 'manager', '/halls/');
  const before = await attendanceTotals(page);
  await signOut(page);

  await openHallScreen(page, 'cashier', '/cashbox/');
  await page.getByRole('tab', { name: 'Гости' }).click();
  const iin = page.getByLabel('ИИН гостя');
  await iin.fill(known.identity.iin);
  await page.getByRole('button', { name: 'Отметить визит' }).click();
  const shortName = `${name} ${surname[0]}.`;
  await expect(page.getByText(`Визит отмечен: ${shortName}`)).toBeVisible();
  const visits = page.getByRole('region', { name: 'Визиты сегодня' });
  await expect(visits.getByRole('row').nth(1)).toContainText(shortName);

  // Under 21 and restricted: refused at once, the second without a word of why.
  await iin.fill(newIin('2007-03-03'));
  await page.getByRole('button', { name: 'Отметить визит' }).click();
  await expect(page.getByRole('alert', { name: 'Вход с 21 года' })).toBeVisible();
  await iin.fill(restricted.iin);
  await page.getByRole('button', { name: 'Отметить визит' }).click();
  const refused = page.getByRole('alert', { name: 'Вход невозможен' });
  await expect(refused).toBeVisible();
  await expect(refused).not.toContainText(/должник|реестр|самоогранич|до \d/i);
  await expectAccessible(page, 'the door refusing a guest');

  // An unknown IIN offers the registration with the IIN already in it.
  const fresh = newPhone();
  const freshIin = newIin();
  await iin.fill(freshIin);
  await page.getByRole('button', { name: 'Отметить визит' }).click();
  await expect(page.getByText('Гость не найден')).toBeVisible();
  await expectAccessible(page, 'the door with a guest not found');
  await page.getByRole('button', { name: 'Зарегистрировать нового гостя' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый гость' });
  await expect(dialog.getByLabel('ИИН гостя')).toHaveValue(freshIin);
  await dialog.getByRole('button', { name: 'Зарегистрировать' }).click();
  await expect(dialog.getByText('Пожалуйста, заполните поле «ФИО»')).toBeVisible();
  await expect(dialog.getByText('Спросите гостя и отметьте ответ')).toBeVisible();
  await expectAccessible(page, 'the new guest form with its errors');
  await dialog.getByLabel('ФИО').fill('Тестова Алия Маратовна');
  await dialog.getByLabel('Телефон').fill(fresh);
  await dialog.getByRole('radio', { name: 'Да' }).check();
  await dialog.getByRole('button', { name: 'Зарегистрировать' }).click();
  await expect(page.getByText('Гость зарегистрирован, визит отмечен: Алия Т.')).toBeVisible();
  await expect(visits.getByRole('row').nth(1)).toContainText('Алия Т.');
  await expectAccessible(page, 'the door with today’s visits');

  await openHallScreen(page, 'manager', '/halls/');
  const after = await attendanceTotals(page);
  // The two guests turned away count by reason, never by name.
  expect(after).toEqual({
    visits: before.visits + 2,
    newClients: before.newClients + 1,
    refusedUnderAge: before.refusedUnderAge + 1,
    refusedRestricted: before.refusedRestricted + 1,
  });

  // The new guest is in the hall's client base with the consent the cashier recorded.
  await page.goto('/sms/mailing/');
  await page.getByRole('tab', { name: 'Клиенты' }).click();
  await page.getByRole('textbox', { name: 'Поиск по телефону или ФИО' }).fill(fresh);
  await expect(page.getByText('Найдено: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Карточка: Тестова Алия Маратовна' }).click();
  const card = page.getByRole('dialog', { name: 'Тестова Алия Маратовна' });
  await expect(card.getByText(/дал\(а\) согласие \(На кассе, Дана Кассир\)/)).toBeVisible();
  await expect(card.getByText('Визиты: 1')).toBeVisible();
  await expectAccessible(page, 'a client’s card');
  // The guest later refuses advertising: the manager records it, and the history keeps both.
  await card.getByRole('button', { name: 'Изменить' }).click();
  await card.getByRole('radio', { name: 'Отказался' }).check();
  await card.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card.getByText(/отказ \(На кассе, Марат Управляющий\)/)).toBeVisible();
  await expect(card.getByText(/дал\(а\) согласие/)).toBeVisible();
});

for (const width of [1440, 390]) {
  test(`the client base and the import check are accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHallScreen(page, 'admin', '/sms/mailing/');
    await page.getByRole('tab', { name: 'Клиенты' }).click();
    await expect(page.getByText(/^Найдено: \d+/)).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, `the client base at ${width}`);
    await page.getByRole('button', { name: 'Импорт базы' }).click();
    const dialog = page.getByRole('dialog', { name: 'Импорт базы клиентов' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'база.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        '\uFEFFТелефон;ФИО;Зал;Согласие на SMS\r\n+77081234567;Ким Ольга;1;да\r\n8701;Петров 2;1;может\r\n',
      ),
    });
    await dialog.getByRole('button', { name: 'Проверить файл' }).click();
    await expect(dialog.getByText('Проверка: ошибок 3')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Ошибки файла' })).toContainText(
      'Ответ — «да» или «нет»',
    );
    // A file with errors is written only when its good rows are chosen.
    await expect(dialog.getByRole('button', { name: 'Загрузить базу' })).toBeDisabled();
    await expectAccessible(page, `the import check at ${width}`);
  });
}
