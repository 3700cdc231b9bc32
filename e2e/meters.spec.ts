import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { chooseHall, storeUser } from './session';

/**
 * A hall of its own (the demo's terminals play in theirs) with one game terminal registered
 * through the API, as a chain does it; the terminal's first meters are its base.
 */
test('a meter reading posted by a terminal moves today’s GGR on the open dashboard, without a reload', async ({
  page,
}) => {
  await storeUser(page, 'admin');
  const name = `Зал со счётчиками ${randomUUID().slice(0, 6)}`;
  const hall = await page.request.post('/api/halls', {
    data: {
      name,
      city: 'Алматы',
      address: 'ул. Игровая, 7',
      timezone: 'Asia/Almaty',
      openHours: { from: '00:00', to: '00:00' },
    },
  });
  expect(hall.status()).toBe(201);
  const hallId = (await hall.json()).id as number;
  const device = await page.request.post(`/api/halls/${hallId}/equipment`, {
    data: {
      number: 'GT-501',
      type: 'game_terminal',
      name: 'IGT Crystal Dual',
      serial: `E2E-${randomUUID().slice(0, 8)}`,
      zone: 'Основной зал',
    },
  });
  expect(device.status()).toBe(201);
  const { key } = await device.json();
  const meters = (seq: number, plays: number, bets: string, wins: string) => ({
    readings: [
      { seq, at: new Date().toISOString(), games: [{ code: 'AZTEC-GOLD', plays, bets, wins }] },
    ],
  });
  const base = await page.request.post('/api/equipment/meters', {
    headers: { 'x-device-key': key },
    data: meters(1, 881_234, '10234500.00', '9617800.00'),
  });
  expect(await base.json()).toEqual({ applied: 1, ignored: 0, retimed: 0 });

  await page.goto('/halls/');
  await chooseHall(page, name);
  await page.waitForURL(/\/dashboard\/$/);
  const ggr = page.getByLabel('Доход', { exact: true });
  await expect(ggr).toContainText('0,00');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The slot system posts the next reading: 40 games, 12 000 ₸ bet, 9 500 ₸ won.
  const answer = await page.evaluate(
    async ({ key, body }) => {
      const response = await fetch('/api/equipment/meters', {
        method: 'POST',
        headers: { 'x-device-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { key, body: meters(2, 881_274, '10246500.00', '9627300.00') },
  );
  expect(answer).toEqual({ applied: 1, ignored: 0, retimed: 0 });
  await expect(ggr).toContainText(/2\s500,00/, { timeout: 5_000 });
  await expect(page.getByLabel('Ставки', { exact: true })).toContainText(/12\s000,00/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The same play in the regulators' view, at a desk and on a phone.
  await page.getByRole('navigation', { name: 'Главное меню' }).getByText('Отчёт по играм').click();
  await page.getByRole('tab', { name: 'По автоматам' }).click();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const machine =
      width > 1000
        ? page.getByRole('row').filter({ hasText: 'GT-501' })
        : page.getByRole('article', { name: /^GT-501/ });
    await expect(machine).toContainText(/2\s500,00/);
    await expect(page.getByTestId('floor-par')).toContainText('Средний теоретический');
    await expectAccessible(page, `machines report at ${width}`);
  }
});
