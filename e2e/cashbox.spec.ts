import { expect, test, type Page } from '@playwright/test';
import { chooseHall, storeUser } from './session';

type Desk = { id: number; name: string; balance: string; shift: { id: number } | null };

/**
 * The demo desk has a shift open; the scenario starts from a closed desk, as at a day's start. The
 * hall counts blind, so its manager closes it, counted to the ledger he sees, with a reason.
 */
async function closeOpenShift(page: Page, hallId: number) {
  const login = await page.request.post('/api/auth/login', {
    data: { login: 'manager', password: 'demo1234' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const { items } = await (
    await page.request.get(`/api/halls/${hallId}/cash-desks`, { headers })
  ).json();
  const desk = (items as Desk[]).find((d) => d.name === 'Касса 1')!;
  if (!desk.shift) return;
  const closed = await page.request.post(`/api/halls/${hallId}/shifts/${desk.shift.id}/close`, {
    headers: { ...headers, 'idempotency-key': `e2e-close-${desk.shift.id}` },
    data: { count: { total: desk.balance }, reason: 'Смена прошлого дня' },
  });
  expect(closed.ok()).toBe(true);
}

const balance = (page: Page) => page.getByTestId('cash-balance');

type Payee = { iin: string; terminal: string };

/** A guest of the hall with an IIN, as the manager's client card shows it, and a game terminal. */
async function payeeOf(page: Page, hallId: number): Promise<Payee> {
  const login = await page.request.post('/api/auth/login', {
    data: { login: 'manager', password: 'demo1234' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const list = await page.request.get(`/api/halls/${hallId}/clients?pageSize=20`, { headers });
  const terminals = await page.request.get(
    `/api/halls/${hallId}/equipment?type=game_terminal&state=online&pageSize=1`,
    { headers },
  );
  for (const { id } of (await list.json()).items as { id: number }[]) {
    const card = await (
      await page.request.get(`/api/halls/${hallId}/clients/${id}`, { headers })
    ).json();
    const check = await page.request.get(
      `/api/restrictions/check?hallId=${hallId}&iin=${card.identity.iin}`,
      { headers },
    );
    if (card.identity.iin && !(await check.json()).restricted) {
      return { iin: card.identity.iin, terminal: (await terminals.json()).items[0].number };
    }
  }
  throw new Error('no guest to pay');
}

async function record(page: Page, type: string, amount: string, payee?: Payee) {
  await page.getByRole('button', { name: type, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Кассовая операция' });
  if (payee) {
    await dialog.getByRole('textbox', { name: 'ИИН гостя' }).fill(payee.iin);
    await dialog.getByRole('textbox', { name: 'Автомат №' }).fill(payee.terminal);
    await dialog.getByRole('radio', { name: 'Джекпот' }).check();
  }
  await dialog.getByRole('textbox', { name: 'Сумма' }).fill(amount);
  await dialog.getByRole('button', { name: 'Провести' }).click();
  await expect(dialog).toBeHidden();
}

test('a cashier of a blind hall runs a shift: sells, pays out, collects, records offline, closes with a shortfall after recounts', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await storeUser(page, 'cashier');
  const halls = await (await page.request.get('/api/halls')).json();
  const hall = halls.halls.find((h: { name: string }) => h.name === 'Алматы Центр');
  await closeOpenShift(page, hall.id);
  const payee = await payeeOf(page, hall.id);

  await page.goto('/halls/');
  await chooseHall(page, 'Алматы Центр');
  await expect(page).toHaveURL(/\/cashbox\/$/);

  // Opening count, as a total, on the hall's first window.
  await page.getByRole('button', { name: 'Пересчитать и открыть смену' }).click();
  const opening = page.getByRole('dialog', { name: 'Открытие смены' });
  await opening.getByRole('combobox', { name: /^Касса/ }).click();
  await page.getByRole('option', { name: 'Касса 1', exact: true }).click();
  await opening.getByText('Итогом', { exact: true }).click();
  await opening.getByRole('textbox', { name: 'Итого пересчитано' }).fill('50 000');
  await opening.getByRole('button', { name: 'Открыть смену' }).click();
  // The hall counts blind: the cashier never sees what the desk should hold.
  await expect(balance(page)).toHaveText('не показывается');

  // Two cappuccinos and a water from the bar.
  await page.getByRole('tab', { name: 'Заказы бара' }).click();
  await page.getByRole('button', { name: /^Добавить Капучино/ }).click();
  await page.getByRole('button', { name: /^Добавить Капучино/ }).click();
  await page.getByRole('button', { name: /^Добавить Вода 0,5 л/ }).click();
  await expect(page.getByTestId('basket-total')).toHaveText('Итого: 2 800,00 ₸');
  await page.getByRole('button', { name: 'Оформить' }).dblclick();
  await expect(page.getByText(/^Заказ № \d+ оплачен: 2 800,00 ₸$/)).toBeVisible();
  await expect(page.getByTestId('basket-total')).toHaveText('Итого: 0,00 ₸');

  await page.getByRole('tab', { name: 'Смена и операции' }).click();
  await record(page, 'Выплата', '10 000', payee);
  await record(page, 'Инкассация', '20000');
  await expect(balance(page)).toHaveText('не показывается');

  // The network goes; a cash-in is kept on the desk, through a reload, and sent once.
  await context.setOffline(true);
  await record(page, 'Внесение', '1 500,50');
  await expect(page.getByText('Касса не в сети')).toBeVisible();
  const queued = page.getByTestId('queued-write');
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText('Ожидает отправки');
  await expect(queued).toContainText('+ 1 500,50 ₸');
  // The page comes back while the API still drops every write.
  await page.route('**/api/**', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  );
  await context.setOffline(false);
  await page.reload();
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText('Ожидает отправки');
  await page.unrouteAll();
  await expect(queued).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Касса не в сети')).toBeHidden();

  const shiftId = Number(
    (await page.getByRole('heading', { name: /^Касса 1 · смена № \d+$/ }).textContent())!.match(
      /\d+$/,
    )![0],
  );
  const cashIns = await page.request.get(
    `/api/halls/${hall.id}/cash-operations?shiftId=${shiftId}&type=cash_in`,
  );
  expect((await cashIns.json()).total).toBe(1);

  // Close with 300,50 ₸ short: counted again twice, the third count stands.
  await page.getByRole('button', { name: 'Закрыть смену' }).click();
  const closing = page.getByRole('dialog', { name: `Закрытие смены № ${shiftId} · Касса 1` });
  await closing.getByText('Итогом', { exact: true }).click();
  await closing.getByRole('textbox', { name: 'Итого пересчитано' }).fill('24000');
  for (const left of [2, 1]) {
    await closing.getByRole('button', { name: 'Закрыть смену' }).click();
    await expect(closing.getByRole('alert')).toContainText(`Осталось попыток: ${left}`);
  }
  await closing.getByRole('button', { name: 'Закрыть смену' }).click();

  const report = page.getByRole('dialog', { name: 'Смена закрыта' }).getByTestId('shift-report');
  await expect(report).toContainText(`Z-отчёт · смена № ${shiftId}`);
  await expect(report).toContainText('Наличные на начало50 000,00 ₸');
  await expect(report).toContainText('Ожидалось в кассе24 300,50 ₸');
  await expect(report).toContainText('Пересчитано24 000,00 ₸');
  await expect(report).toContainText('Расхождениенедостача 300,50 ₸');
  await expect(report).toContainText('Операций4');
  const row = (type: string) => report.getByRole('row', { name: new RegExp(`^${type}`) });
  await expect(row('Продажа')).toContainText('+ 2 800,00 ₸');
  await expect(row('Выплата')).toContainText('− 10 000,00 ₸');
  await expect(row('Инкассация')).toContainText('− 20 000,00 ₸');
  await expect(row('Внесение')).toContainText('+ 1 500,50 ₸');

  // The printed report says what the server recorded.
  const saved = await (await page.request.get(`/api/halls/${hall.id}/shifts/${shiftId}`)).json();
  expect(saved).toMatchObject({
    status: 'closed',
    openingCash: '50000.00',
    expectedCash: '24300.50',
    countedCash: '24000.00',
    discrepancy: '-300.50',
    operationCount: 4,
  });
});

test('a cashier reprints yesterday’s Z-report for the accountant and exports it', async ({
  page,
}) => {
  await storeUser(page, 'cashier');
  await page.goto('/halls/');
  await chooseHall(page, 'Алматы Центр');
  await page.waitForURL(/\/cashbox\/$/);

  // Yesterday in the hall: the shift that was opened then and closed.
  const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('sv', {
    timeZone: 'Asia/Almaty',
  });
  const listed = await (
    await page.request.get(`/api/halls/1/shifts?from=${yesterday}&to=${yesterday}`)
  ).json();
  const shift = listed.items.find((s: { status: string }) => s.status === 'closed');
  expect(shift).toBeTruthy();

  await page.getByRole('tab', { name: 'Смены' }).click();
  // Newest first: yesterday's shift is on the first page, after today's.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(shift.id), exact: true }) });
  await expect(row).toContainText(shift.closedBy);
  await page.getByRole('button', { name: `Z-отчёт смены № ${shift.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Смена № ${shift.id}` });
  await expect(dialog.getByTestId('shift-report')).toContainText(`Z-отчёт · смена № ${shift.id}`);
  await expect(dialog).toContainText('Расхождение');

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await dialog.getByRole('button', { name: 'Печать' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await dialog.getByRole('button', { name: 'Экспорт' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  expect((await downloading).suggestedFilename()).toBe(
    `Z-отчёт смены № ${shift.id} — Алматы Центр.xlsx`,
  );
});
