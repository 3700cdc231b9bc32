import { headersOf, holdShift, newCashier, payee } from './cash-desk';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { storeUser } from './session';

/** A hall of the demo manager's other than the central one, whose desk other walks count on. */
const HALL_ID = 2;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

test('a cashier asks for 750 000 ₸, the manager approves it on a phone, the desk pays it, head office finds it in the register', async ({
  page,
  browser,
  request,
}) => {
  // Three people's screens: more than one screen's 30 s on a busy machine.
  test.setTimeout(120_000);
  const cashier = await newCashier(request, HALL_ID);
  const winner = await payee(request, HALL_ID);
  const halls = (
    await (await request.get('/api/halls', { headers: await headersOf(request, 'admin') })).json()
  ).halls as Json[];
  const hallName = halls.find((h) => h.id === HALL_ID)!.name as string;

  // The desk holds enough for the win: the new cashier's own shift on a window of the hall.
  const desk = await headersOf(request, cashier.login, cashier.password);
  await holdShift(request, HALL_ID, desk, await headersOf(request, 'manager'), '1000000');

  // The cashier asks: nothing leaves the desk yet.
  await storeUser(page, 'cashier', hallName, cashier);
  await page.goto('/cashbox/');
  const balance = page.getByTestId('cash-balance');
  await expect(balance).toBeVisible();
  const before = await balance.textContent();
  await page.getByRole('button', { name: 'Выплата', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Кассовая операция' });
  await dialog.getByRole('textbox', { name: 'ИИН гостя' }).fill(winner.iin);
  await dialog.getByRole('textbox', { name: 'Автомат №' }).fill(winner.terminal);
  await dialog.getByRole('radio', { name: 'Джекпот' }).check();
  await dialog.getByRole('textbox', { name: 'Сумма' }).fill('750 000');
  await expectAccessible(page, 'a winnings payout');
  await dialog.getByRole('button', { name: 'Провести' }).click();
  await expect(page.getByText(/Выплата 750 000,00 ₸ ждёт одобрения управляющего/)).toBeVisible();
  await expect(balance).toHaveText(before!);

  // The manager approves it on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const manager = await phone.newPage();
  await storeUser(manager, 'manager', hallName);
  await manager.goto('/cashbox/');
  await manager.getByRole('tab', { name: 'К выплате' }).click();
  const slip = manager
    .getByTestId('owed-winning')
    .filter({ hasText: '750 000,00 ₸' })
    .filter({ hasText: 'Гульнара Кассирова' });
  await expect(slip).toContainText('Ждёт одобрения');
  await expectAccessible(manager, 'owed winnings at 390 px');
  await slip.getByRole('button', { name: 'Одобрить' }).click();
  await expect(manager.getByText(/одобрена: касса может выдать 750 000,00 ₸/)).toBeVisible();
  await phone.close();

  // The desk pays it from «К выплате».
  await page.getByRole('tab', { name: 'К выплате' }).click();
  const approved = page.getByTestId('owed-winning').filter({ hasText: 'Гульнара Кассирова' });
  await expect(approved).toContainText('Одобрил(а) Марат Управляющий');
  await approved.getByRole('button', { name: 'Выплатить' }).click();
  await expect(page.getByText(/^Выплачено 750 000,00 ₸/)).toBeVisible();
  await expect(approved).toHaveCount(0);

  // Head office finds it in the monitoring register's export, and in the desk's journal with
  // the guest and the machine.
  const admin = await headersOf(request, 'admin');
  const register = await request.get('/api/monitoring/payouts/export?format=csv', {
    headers: admin,
  });
  const entries = (await register.text()).replace(/^\uFEFF/, '');
  expect(entries).toMatch(new RegExp(`;${hallName};750000,00;${winner.iin};;[^;]+;KAZ;\\d+;;`));
  const file = await request.get(
    `/api/halls/${HALL_ID}/cash-operations/export?format=csv&type=payout&sort=createdAt&order=desc`,
    { headers: admin },
  );
  const text = (await file.text()).replace(/^\uFEFF/, '');
  expect(text).toMatch(
    new RegExp(`;Выплата;-750000,00;[^\\r\\n]*;Гульнара Кассирова;[^;]+;${winner.terminal};`),
  );
});

test('head office narrows the monitoring register by hall, and the filter stays through a reload', async ({
  page,
}) => {
  await storeUser(page, 'admin', 'Алматы Центр');
  await page.goto('/sms/mailing/?tab=monitoring');
  const count = page.getByText(/^Записей: \d+/);
  const all = await count.textContent();
  await page
    .getByRole('combobox', { name: 'Зал', exact: true })
    .selectOption({ label: 'Шымкент Север' });
  await expect(count).not.toHaveText(all!);
  const register = page.getByRole('table', { name: 'Реестр финансового мониторинга' });
  const shown = await count.textContent();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Зал', exact: true })).toHaveValue('6');
  await expect(count).toHaveText(shown!);
  for (const row of await register.getByRole('row').all()) {
    if (await row.getByRole('cell').count()) await expect(row).toContainText('Шымкент Север');
  }
});
