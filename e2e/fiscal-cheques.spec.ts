import { expect, test, type Page } from '@playwright/test';
import { headersOf, newCashier } from './cash-desk';
import { chooseHall, storeUser } from './session';

/** The demo's Webkassa simulator (playwright.config.ts gives it the port after the server's). */
const SIMULATOR = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const HALL = 'Алматы Достык';

/** Sells one of `product` at `price` (as the notice shows it); the order's number. */
async function sell(page: Page, product: string, price: string) {
  await page.getByRole('button', { name: new RegExp(`^Добавить ${product}`) }).click();
  await page.getByRole('button', { name: 'Оформить' }).click();
  const paid = page.getByText(new RegExp(`^Заказ № (\\d+) оплачен: ${price} ₸$`));
  await expect(paid).toBeVisible();
  return Number(/№ (\d+)/.exec((await paid.textContent()) ?? '')![1]);
}

const orderRow = (page: Page, id: number) =>
  page.getByRole('table', { name: 'Заказы' }).getByRole('row', { name: new RegExp(`^${id} `) });

test('a bar sale gets its fiscal cheque with a QR code, a refund its return cheque, and a register that was down catches up', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const halls = await (
    await page.request.get('/api/halls', { headers: await headersOf(page.request, 'admin') })
  ).json();
  const hall = halls.halls.find((h: { name: string }) => h.name === HALL);
  // A cashier of the hall on its bar, which the demo links to a register of the simulator.
  const cashier = await newCashier(page.request, hall.id, 'Айгерим Барменова');
  const headers = await headersOf(page.request, cashier.login, cashier.password);
  const { items } = await (
    await page.request.get(`/api/halls/${hall.id}/cash-desks`, { headers })
  ).json();
  const bar = items.find((d: { kind: string }) => d.kind === 'bar');
  expect(bar.fiscal.cashboxUniqueNumber).toMatch(/^SWK/);
  const opened = await page.request.post(`/api/halls/${hall.id}/shifts`, {
    headers: { ...headers, 'idempotency-key': `e2e-bar-${Date.now()}` },
    data: { deskId: bar.id, openingCash: '20000' },
  });
  expect(opened.status()).toBe(201);

  await storeUser(page, 'cashier', undefined, cashier);
  await page.goto('/halls/');
  await chooseHall(page, HALL);
  await page.getByRole('tab', { name: 'Заказы бара' }).click();

  const first = await sell(page, 'Капучино', '1 200,00');
  const row = orderRow(page, first);
  await expect(row).toContainText(/Фискальный чек (ждёт регистрации|№ \d+)/);
  await expect(row).toContainText(/Фискальный чек № \d{12}/, { timeout: 15_000 });
  await row.getByRole('button', { name: `Фискальный чек заказа № ${first}` }).click();
  const cheque = page.getByRole('dialog', { name: `Фискальный чек заказа № ${first}` });
  await expect(cheque.getByText('ФИСКАЛЬНЫЙ ЧЕК', { exact: true })).toBeVisible();
  await expect(cheque.getByText(/^БИН \d{12}$/)).toBeVisible();
  await expect(cheque.getByText(/^ЗНМ: SWK/)).toBeVisible();
  await expect(cheque.getByText(/^РНМ: \d{12}$/)).toBeVisible();
  // The register's own number of the cheque in its shift, its address, the VAT with its rate.
  await expect(cheque.getByText(/^Смена № \d+$/)).toBeVisible();
  await expect(cheque.getByText(/^№ \d+$/)).toBeVisible();
  await expect(cheque.getByText(/^Алматы, /)).toBeVisible();
  await expect(cheque.getByText('в т. ч. НДС 16 %', { exact: true })).toBeVisible();
  await expect(cheque.getByRole('img', { name: /^QR-код чека: http:\/\/ofd\./ })).toBeVisible();
  // On paper: the cheque alone and whole, on the 80 mm roll, none of the dialog around it.
  await page.emulateMedia({ media: 'print' });
  await expect(cheque.getByRole('region', { name: 'Фискальный чек' })).toBeVisible();
  await expect(cheque.getByRole('button', { name: 'Печать' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/MediaBox \[[^\]]+\]/g)).toEqual(['/MediaBox [0 0 227.03999 841.91998]']);
  await page.emulateMedia({ media: 'screen' });
  // The PDF is laid out 80 mm wide: the orders' table turns to cards and back, which may close
  // the dialog already; Escape closes it if not.
  await page.keyboard.press('Escape');
  await expect(cheque).toBeHidden();

  // The refund answers the cheque with a return cheque.
  await row.getByRole('button', { name: `Отменить заказ № ${first}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Отменить заказ/ })
    .click();
  await expect(row).toContainText(/Чек возврата № \d{12}/, { timeout: 15_000 });

  // This bar's register goes down (the other tests' registers stay up): the sale is made at once, its cheque waits, then follows.
  expect(
    (
      await page.request.post(`${SIMULATOR}/simulator/faults`, {
        data: { downFor: [bar.fiscal.cashboxUniqueNumber] },
      })
    ).ok(),
  ).toBe(true);
  try {
    const second = await sell(page, 'Вода 0,5 л', '400,00');
    await expect(orderRow(page, second)).toContainText('Фискальный чек ждёт регистрации');
    await page.waitForTimeout(2_000);
    await expect(orderRow(page, second)).toContainText('Фискальный чек ждёт регистрации');
    await page.request.post(`${SIMULATOR}/simulator/faults`, { data: { downFor: [] } });
    await expect(orderRow(page, second)).toContainText(/Фискальный чек № \d{12}/, {
      timeout: 30_000,
    });
  } finally {
    await page.request.post(`${SIMULATOR}/simulator/faults`, { data: { downFor: [] } });
  }
});
