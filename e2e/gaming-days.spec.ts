import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { headersOf } from './cash-desk';
import { expectFocusOn, tabTo } from './keyboard';
import { openHallScreen, storeUser } from './session';

test('a closed gaming day opens by keyboard with its cash beside its meters, and reads to axe', async ({
  page,
}) => {
  await openHallScreen(page, 'manager', '/games-report/');
  await page.getByRole('tab', { name: 'Игровые дни' }).click();
  const days = page.getByRole('table', { name: 'Игровые дни' });
  // The demo's week: today still open, the days before it closed at their boundary.
  await expect(days.getByRole('row').nth(1)).toContainText('Идёт');
  await expect(days.getByRole('row').nth(2)).toContainText('Закрыт');
  const open = days.getByRole('row').nth(2).getByRole('button', { name: 'По автоматам' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const totals = page.getByRole('group', { name: 'Итоги игрового дня' });
  await expect(totals).toContainText('Выигрыш по наличным');
  await expect(page.getByRole('table', { name: 'Автоматы дня' })).toBeVisible();
  await expectAccessible(page, 'a closed gaming day with its cash');
  await page.keyboard.press('Escape');
  await expectFocusOn(open);
});

test('the games report and the dashboard say what of their range is closed and that today is not', async ({
  page,
}) => {
  await openHallScreen(page, 'manager', '/games-report/');
  await page.getByRole('tab', { name: 'По играм' }).click();
  // The default month holds the demo's closed week and today, which is going on.
  const card = page.getByTestId('closed-days');
  await expect(card).toContainText('закрыто дней: 7');
  await expect(card).toContainText('идёт и ещё не закрыт');
  await expect(card).toContainText('Выигрыш по наличным');
  await expectAccessible(page, 'the games report with its closed days');
  // The dashboard's day by hours holds no closed day: it says so in one line.
  await page.goto('/dashboard/');
  await expect(page.getByTestId('closed-days')).toContainText('закрытых дней в периоде нет');
  await expect(page.getByTestId('closed-days')).not.toContainText('Выигрыш по наличным');
});

/**
 * A hall of its own whose one machine never reports: today it is read by hand, by head office
 * and then by the hall's manager from a session of their own, each by keyboard alone.
 */
test('a silent machine is read by hand by two people, the second blind to the first', async ({
  browser,
  request,
}) => {
  const admin = await headersOf(request, 'admin');
  const name = `Зал без показаний ${randomUUID().slice(0, 6)}`;
  const hall = await request.post('/api/halls', {
    headers: admin,
    data: {
      name,
      city: 'Алматы',
      address: 'ул. Тихая, 1',
      timezone: 'Asia/Almaty',
      openHours: { from: '00:00', to: '00:00' },
    },
  });
  const hallId = (await hall.json()).id as number;
  const machine = await request.post(`/api/halls/${hallId}/equipment`, {
    headers: admin,
    data: {
      number: 'GT-901',
      type: 'game_terminal',
      name: 'EGT P-42V',
      serial: `E2E-${randomUUID().slice(0, 8)}`,
      zone: 'Основной зал',
    },
  });
  expect(machine.status()).toBe(201);
  const login = `e2e${Date.now().toString(36)}m`;
  const made = await request.post('/api/users', {
    headers: admin,
    data: { login, fullName: 'Ержан Управляющий', role: 'manager', hallIds: [hallId] },
  });
  const temporary = (await made.json()).temporaryPassword as string;
  const password = 'Показания-вручную-2026';
  await request.post('/api/auth/password', {
    headers: await headersOf(request, login, temporary),
    data: { currentPassword: temporary, newPassword: password },
  });

  /** Opens today's day as `who` and reads the machine by keyboard: the same figures each time. */
  const read = async (who: 'admin' | { login: string; password: string }, action: string) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    if (who === 'admin') await storeUser(page, 'admin', name);
    else await storeUser(page, 'manager', name, who);
    await page.goto('/games-report/');
    await page.getByRole('tab', { name: 'Игровые дни' }).click();
    await page
      .getByRole('table', { name: 'Игровые дни' })
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: 'По автоматам' })
      .click();
    const start = page.getByRole('button', { name: action });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /показания: GT-901$/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText('125 000');
    const fields = dialog.getByRole('textbox');
    const n = await fields.count();
    for (let i = 0; i < n; i++) {
      await tabTo(page, fields.nth(i));
      await page.keyboard.type(i === 0 ? '125000,50' : '0');
    }
    await expectAccessible(page, `a reading by hand: ${action}`);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    return page;
  };
  const first = await read('admin', 'Снять вручную');
  await expect(first.getByText(/сняли вручную: .* — ждёт второго человека/)).toBeVisible();
  const second = await read({ login, password }, 'Подтвердить показания');
  await expect(second.getByText(/подтвердил Ержан Управляющий/)).toBeVisible();
});
