import { expect, test, type Page } from '@playwright/test';
import { chooseHall, storeUser } from './session';

async function openScreen(page: Page, role: 'cashier' | 'admin') {
  await storeUser(page, role);
  await page.goto('/halls/');
  await chooseHall(page, 'Алматы Центр');
  await page.waitForURL(/\/(dashboard|cashbox)\/$/);
  await page.goto('/phone/request/');
}

const digits = (phone: string) => phone.replace(/\D/g, '');

test('a cashier files a request that stays pending, an admin approves it and the client has the new phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openScreen(page, 'cashier');

  // A client of the hall whose number already has an open request: the form will warn.
  const open = await (
    await page.request.get('/api/halls/1/phone-requests?status=new&pageSize=100')
  ).json();
  const demo = open.items[test.info().retry];
  const oldPhone: string = demo.oldPhone;
  const newPhone = `+7708${String(Date.now()).slice(-7)}`;

  await page.getByRole('button', { name: 'Создать заявку' }).click();
  const form = page.getByRole('dialog', { name: 'Новая заявка' });
  await form.getByRole('textbox', { name: 'Старый номер' }).fill(oldPhone);
  await form.getByRole('textbox', { name: 'Новый номер' }).fill(newPhone);
  await form.getByRole('textbox', { name: 'Причина' }).fill('Клиент сменил оператора связи');

  // Half filled, the page reloads: the form comes back as it was.
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Старый номер' })).toHaveValue(oldPhone);
  await expect(form.getByRole('textbox', { name: 'Причина' })).toHaveValue(
    'Клиент сменил оператора связи',
  );
  await form.getByRole('textbox', { name: 'ФИО сотрудника' }).fill('Дана Кассир');
  await form.getByRole('textbox', { name: 'Телефон сотрудника' }).fill('+7 (701) 555-12-34');
  await form.getByRole('button', { name: 'Создать заявку' }).click();

  const warning = page.getByRole('dialog', { name: 'Проверьте перед сохранением' });
  await expect(warning).toContainText(`уже есть открытая заявка № ${demo.id}`);
  await warning.getByRole('button', { name: 'Сохранить всё равно' }).click();
  const created = page.getByText(/^Заявка № \d+ создана$/);
  await expect(created).toBeVisible();
  const id = Number((await created.textContent())!.match(/\d+/)![0]);
  await expect(form).toBeHidden();

  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  await expect(row).toContainText('Новая');
  await expect(row).toContainText('Клиент сменил оператора связи');

  // Head office decides.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await openScreen(admin, 'admin');
  await admin.getByLabel('Поиск по номеру телефона').fill(digits(newPhone).slice(1));
  const adminRow = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: String(id), exact: true }) });
  await adminRow.getByRole('button', { name: 'Открыть' }).click();
  const view = admin.getByRole('dialog', { name: `Заявка № ${id}` });
  await view.getByRole('textbox', { name: 'Комментарий к решению' }).fill('Личность подтверждена');
  await view.getByRole('button', { name: 'Одобрить' }).click();
  await expect(admin.getByText(`Заявка № ${id} одобрена: номер клиента изменён`)).toBeVisible();
  await expect(adminRow).toContainText('Одобрена');

  // The history says who decided, and the client now answers to the new number only.
  await adminRow.getByRole('button', { name: `История: заявка № ${id}` }).click();
  const history = admin.getByRole('dialog', { name: `История заявки № ${id}` });
  await expect(history).toContainText('Создана');
  await expect(history).toContainText('Одобрена');
  await expect(history).toContainText('«Личность подтверждена»');

  const file = (old: string) =>
    admin.request.post('/api/halls/1/phone-requests', {
      headers: { 'idempotency-key': `e2e-${old}-${Date.now()}` },
      data: {
        oldPhone: old,
        newPhone: '+77089999999',
        reason: 'Проверка',
        employeePhone: '+77015551234',
        employeeName: 'Проверка',
      },
    });
  const byOld = await file(oldPhone);
  expect(byOld.status()).toBe(400);
  expect((await byOld.json()).error.fields.oldPhone).toBe('Клиент с этим номером не найден');
  expect((await file(newPhone)).status()).not.toBe(400);

  // The cashier sees the decision.
  await page.reload();
  await expect(row).toContainText('Одобрена');
  await adminContext.close();
});

test('head office opens the queue from the dashboard and approves another hall’s request there', async ({
  page,
}) => {
  await storeUser(page, 'admin');
  await page.goto('/halls/');
  await chooseHall(page, 'Алматы Центр');
  await page.waitForURL(/\/dashboard\/$/);

  const queue = await (
    await page.request.get('/api/phone-requests?status=new&pageSize=100')
  ).json();
  // Not of «Алматы Достык» either: the keyboard walk decides that hall's last request meanwhile.
  const elsewhere = queue.items.filter((r: { hallId: number }) => r.hallId > 2);
  const request = elsewhere[test.info().retry];
  expect(request).toBeTruthy();

  const card = page.locator('.mantine-Card-root', {
    hasText: 'Заявки на смену номера во всех залах',
  });
  // Other walks of the suite decide requests meanwhile: the card must agree with the queue as it
  // is when the card is read (one reload may be needed for a decision made in between).
  await expect
    .poll(
      async () => {
        await expect(card).toContainText('ждут решения');
        const { total } = await (
          await page.request.get('/api/phone-requests?status=new&pageSize=1')
        ).json();
        if ((await card.textContent())?.includes(`${total} ждут решения`)) return true;
        await page.reload();
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await card.getByRole('link', { name: 'Открыть' }).click();
  await page.waitForURL(/\/phone\/request\/$/);
  await expect(page.getByRole('combobox', { name: 'Статус' }).locator('option:checked')).toHaveText(
    'Новая',
  );
  await expect(page.getByRole('columnheader', { name: 'Зал' })).toBeVisible();

  await page
    .getByRole('combobox', { name: 'Зал', exact: true })
    .selectOption({ label: request.hallName });
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(request.id), exact: true }) });
  await expect(row).toContainText(request.hallName);
  await row.getByRole('button', { name: 'Открыть' }).click();
  const view = page.getByRole('dialog', { name: `Заявка № ${request.id}` });
  await view.getByRole('textbox', { name: 'Комментарий к решению' }).fill('Проверено в офисе');
  await view.getByRole('button', { name: 'Одобрить' }).click();
  await expect(
    page.getByText(`Заявка № ${request.id} одобрена: номер клиента изменён`),
  ).toBeVisible();
  // Decided, it leaves the «Новая» queue.
  await expect(row).toBeHidden();
});
