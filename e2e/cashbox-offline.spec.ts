import { expect, test } from '@playwright/test';
import { chooseHall, storeUser } from './session';
import { holdShift } from './cash-desk';

const HALL = 'Шымкент Юг';
const AMOUNTS = ['111,11', '222,22', '333,33'];

test('the desk loses its network right after it has loaded: three cash-ins wait on it, then go once each', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await storeUser(page, 'admin');
  const halls = await (await page.request.get('/api/halls')).json();
  const hall = halls.halls.find((h: { name: string }) => h.name === HALL);
  await holdShift(page.request, hall.id);
  await page.goto('/halls/');
  await chooseHall(page, HALL);
  await page.waitForURL(/\/dashboard\/$/);

  await page.goto('/cashbox/');
  const heading = page.getByRole('heading', { name: / · смена № \d+$/ });
  await expect(heading).toBeVisible();
  // The network goes the moment the desk has its offline kit, fetched once it drew its shift:
  // what its dialogs need is there.
  await expect(page.locator('[data-offline-ready]')).toBeAttached();
  await context.setOffline(true);
  const queued = page.getByTestId('queued-write');
  for (const [i, amount] of AMOUNTS.entries()) {
    await page.getByRole('button', { name: 'Внесение', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Кассовая операция' });
    await dialog.getByRole('textbox', { name: 'Сумма' }).fill(amount);
    const post = dialog.getByRole('button', { name: 'Провести' });
    if (i === 1) await post.dblclick();
    else await post.click();
    await expect(dialog).toBeHidden();
    await expect(queued).toHaveCount(i + 1);
  }
  await expect(page.getByText('Не удалось загрузить часть приложения')).toBeHidden();
  await expect(page.getByText('Касса не в сети')).toBeVisible();
  await expect(page.getByText(/Операция сохранена на этом устройстве/).first()).toBeVisible();

  await context.setOffline(false);
  await expect(queued).toHaveCount(0, { timeout: 20_000 });
  const shiftId = Number((await heading.textContent())!.match(/\d+$/)![0]);
  const cashIns = await (
    await page.request.get(
      `/api/halls/${hall.id}/cash-operations?shiftId=${shiftId}&type=cash_in&pageSize=100`,
    )
  ).json();
  const amounts = cashIns.items.map((item: { amount: string }) => item.amount);
  for (const amount of AMOUNTS) {
    expect(amounts.filter((a: string) => a === amount.replace(',', '.'))).toHaveLength(1);
  }
});
