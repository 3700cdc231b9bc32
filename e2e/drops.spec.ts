import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from './axe';
import { headersOf, newCashier } from './cash-desk';
import { storeUser } from './session';

/** A screen of the hall's cash as `who` (a demo role or an account), the hall chosen. */
async function cashOf(
  browser: Browser,
  hall: string,
  who: 'admin' | { login: string; password: string },
  width = 1440,
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (who === 'admin') await storeUser(page, 'admin', hall);
  else await storeUser(page, 'cashier', hall, who);
  await page.goto('/cashbox/');
  await page.getByRole('tab', { name: 'Выемка' }).click();
  return page;
}

/**
 * A hall of its own with two machines that fed notes, as a chain runs its drop: head office takes
 * the boxes out with a cashier as the second person (a swapped box caught on the way), the cashier
 * counts them blind, head office counts again, and the safe's keeper counts the cash in.
 */
test('a drop: boxes out by two with a wrong box caught, counted blind by two, compared with the meters, into the safe', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await headersOf(request, 'admin');
  const name = `Зал выемки ${randomUUID().slice(0, 6)}`;
  const hall = await request.post('/api/halls', {
    headers: admin,
    data: {
      name,
      city: 'Алматы',
      address: 'ул. Игровая, 9',
      timezone: 'Asia/Almaty',
      openHours: { from: '00:00', to: '00:00' },
    },
  });
  const hallId = (await hall.json()).id as number;
  const machines: { number: string; key: string }[] = [];
  for (const number of ['GT-701', 'GT-702']) {
    const made = await request.post(`/api/halls/${hallId}/equipment`, {
      headers: admin,
      data: {
        number,
        type: 'game_terminal',
        name: 'IGT Crystal Dual',
        serial: `E2E-${randomUUID().slice(0, 8)}`,
        zone: 'Основной зал',
      },
    });
    machines.push({ number, key: (await made.json()).key });
  }
  // Each machine's validator: first a base, then the notes fed since.
  const feed = async (key: string, seq: number, bills: Record<string, number>) => {
    const billsIn = Object.entries(bills).reduce((s, [v, n]) => s + Number(v) * n, 0);
    const posted = await request.post('/api/equipment/meters', {
      headers: { 'x-device-key': key },
      data: {
        readings: [
          {
            seq,
            at: new Date().toISOString(),
            games: [{ code: 'AZTEC-GOLD', plays: seq, bets: `${seq * 100}.00`, wins: '0.00' }],
            machine: { billsIn: `${billsIn}.00`, bills },
          },
        ],
      },
    });
    expect(posted.status()).toBe(200);
  };
  await feed(machines[0].key, 1, { '10000': 0 });
  await feed(machines[1].key, 1, { '5000': 0 });
  await feed(machines[0].key, 2, { '10000': 10 });
  await feed(machines[1].key, 2, { '5000': 3 });
  const cashier = await newCashier(request, hallId, 'Жанна Счётная');

  const boss = await cashOf(browser, name, 'admin');
  await boss.getByRole('button', { name: 'Вынуть ящики' }).click();
  const out = boss.getByRole('dialog', { name: 'Выемка: вынуть ящики' });
  await out.getByRole('combobox', { name: 'Второй человек' }).click();
  await boss
    .getByRole('listbox', { name: 'Второй человек' })
    .getByRole('option', { name: /Жанна Счётная/ })
    .click();
  // The boxes were put back swapped at the last drop: each reads the other machine's number.
  await out.getByRole('textbox', { name: 'Номер на ящике автомата GT-701' }).fill('GT-702');
  await out.getByRole('textbox', { name: 'Номер на ящике автомата GT-702' }).fill('GT-701');
  await out.getByRole('button', { name: 'Ящики вынуты' }).click();
  await expect(
    out.getByText('Ящик автомата GT-702 вынут из автомата GT-701', { exact: false }),
  ).toBeVisible();
  await expectAccessible(boss, 'a wrong box caught at a drop');
  // A look again: they were read wrong, the boxes are their own.
  await out.getByRole('textbox', { name: 'Номер на ящике автомата GT-701' }).fill('GT-701');
  await out.getByRole('textbox', { name: 'Номер на ящике автомата GT-702' }).fill('GT-702');
  await out.getByRole('button', { name: 'Ящики вынуты' }).dblclick();
  await expect(out).toBeHidden();
  await expect(boss.getByRole('heading', { name: /^Выемка № \d+$/ })).toBeVisible();

  // The cashier counts first, on a phone, told no meter.
  const counter = await cashOf(browser, name, cashier, 390);
  await counter.getByRole('button', { name: 'Пересчитать', exact: true }).click();
  const first = counter.getByRole('dialog', { name: /^Пересчёт выемки № \d+$/ });
  await first.getByRole('textbox', { name: 'GT-701: 10 000 ₸, купюр' }).fill('9');
  await first.getByRole('textbox', { name: 'GT-702: 5 000 ₸, купюр' }).fill('3');
  await expect(first.getByTestId('drop-count-total')).toHaveText('Всего: 105 000,00 ₸');
  await expect(first).not.toContainText('100 000');
  await expectAccessible(counter, 'a drop counted blind on a phone');
  await first.getByRole('button', { name: 'Записать пересчёт' }).click();
  await expect(first).toBeHidden();

  // Head office counts again, blind to hers; the same figures agree.
  await expect(boss.getByRole('button', { name: 'Пересчитать вторым' })).toBeVisible({
    timeout: 15_000,
  });
  await boss.getByRole('button', { name: 'Пересчитать вторым' }).click();
  const second = boss.getByRole('dialog', { name: /^Второй пересчёт выемки № \d+$/ });
  await second.getByRole('textbox', { name: 'GT-701: 10 000 ₸, купюр' }).fill('9');
  await second.getByRole('textbox', { name: 'GT-702: 5 000 ₸, купюр' }).fill('3');
  await second.getByRole('button', { name: 'Подтвердить пересчёт' }).click();
  await expect(boss.getByText(/Пересчёты совпали: 105 000,00 ₸/)).toBeVisible();

  // Against the meters: one 10 000 ₸ note short in GT-701.
  const rows = boss.getByRole('table', { name: 'Выемки' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(/[−-]10 000,00 ₸/);
  await rows
    .nth(1)
    .getByRole('button', { name: /^№ \d+$/ })
    .click();
  const boxes = boss.getByRole('table', { name: 'Ящики выемки' });
  await expect(boxes.getByRole('row', { name: /GT-701/ })).toContainText('10 000 ₸: 9 из 10');
  await expect(boxes.getByRole('row', { name: /GT-702/ })).toContainText('по купюрам сходится');
  await boss.keyboard.press('Escape');

  // The safe's keeper counts the cash in.
  await boss.getByRole('tab', { name: 'Сейф' }).click();
  await boss
    .getByTestId('transfer-in-transit')
    .filter({ hasText: 'Выемка из автоматов' })
    .getByRole('button', { name: 'Пересчитать и принять' })
    .click();
  const taking = boss.getByRole('dialog', { name: 'Приём: Выемка из автоматов' });
  await taking.getByRole('textbox', { name: '10 000 ₸, купюр' }).fill('9');
  await taking.getByRole('textbox', { name: '5 000 ₸, купюр' }).fill('3');
  await taking.getByRole('button', { name: 'Принять' }).click();
  await expect(boss.getByText('Принято 105 000,00 ₸')).toBeVisible();
});
