import { expect, test, type Page } from '@playwright/test';
import { SMS_WINDOW_CLOSES_HOUR, SMS_WINDOW_OPENS_HOUR } from '../lib/shared/business-rules';
import { hallClock } from '../lib/shared/hall-time';
import { openHallScreen } from './session';

/** The hall's wall clock (Asia/Almaty) `days` from now. */
const hallWall = (days = 0) =>
  hallClock('Asia/Almaty').wall(new Date(Date.now() + days * 86_400_000));

/** Steps 1 and 2: a title, the «visited in 30 days» segment with its count, a service text. */
async function buildMailing(page: Page, title: string) {
  await page.getByRole('button', { name: 'Создать рассылку' }).click();
  await page.getByRole('textbox', { name: 'Название рассылки' }).fill(title);
  await page.getByLabel('Были за последние N дней').check();
  await expect(page.getByTestId('audience-count')).toHaveText(/^[1-9][\d\s]*$/);
  await page.getByRole('button', { name: 'Далее' }).click();

  // Advertising by SMS is forbidden by default: the option is there, disabled, and says why.
  await expect(page.getByRole('radio', { name: 'Рекламное' })).toBeDisabled();
  await expect(page.getByText(/Рекламные SMS запрещены/)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Текст' })
    .fill('В субботу зал открывается в 12:00, вход по документу');
  // The preview shows what the wizard holds: the text typed, and no opt-out line (a service
  // message has none).
  const preview = page.getByRole('figure', { name: 'Так сообщение увидит клиент' });
  await expect(preview).toContainText('В субботу зал открывается в 12:00, вход по документу');
  await expect(preview).not.toContainText('Отказ от рассылки');
  await expect(page.getByTestId('sms-counter')).toContainText('UCS-2');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByLabel('В выбранные дату и время')).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a manager builds a mailing, schedules it for tomorrow noon and cancels it', async ({
  page,
}) => {
  await openHallScreen(page, 'manager', '/sms/mailing/');
  const title = `Турнир ${Date.now()}`;
  await buildMailing(page, title);

  await page.getByLabel('В выбранные дату и время').check();
  const tomorrow = hallWall(1);
  await page.getByText('Выберите день').click();
  if (tomorrow.month !== hallWall().month) {
    await page.locator('button[data-direction="next"]').first().click();
  }
  // By the day's full name: the picker may show two months, each with a day of that number.
  const dayName = new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(tomorrow.year, tomorrow.month - 1, tomorrow.day)));
  await page.getByRole('button', { name: `${dayName} ${tomorrow.year}`, exact: true }).click();
  const when = `${String(tomorrow.day).padStart(2, '0')}.${String(tomorrow.month).padStart(2, '0')}.${tomorrow.year}, 12:00`;
  await expect(page.getByRole('table', { name: 'Итог рассылки' })).toContainText(when);

  await page.getByRole('button', { name: 'Запланировать' }).click();
  await expect(page.getByText(`«${title}» запланирована на ${when}`)).toBeVisible();
  await expect(card(page, title)).toContainText('Запланирована');
  await expect(card(page, title)).toContainText(`Начало ${when}`);

  await card(page, title).getByRole('button', { name: 'Отменить' }).click();
  await page.getByRole('button', { name: 'Отменить рассылку' }).click();
  await expect(card(page, title)).toContainText('Отменена');
  await page.reload();
  await expect(card(page, title)).toContainText('Отменена');
  await expect(card(page, title)).toContainText('Не отправлялась');
});

test('a manager sends a mailing now and its card reaches «Отправлена» with delivery stats', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openHallScreen(page, 'manager', '/sms/mailing/');
  const title = `Сейчас ${Date.now()}`;
  await buildMailing(page, title);
  await page.getByRole('button', { name: 'Отправить' }).click();

  const { hour } = hallWall();
  if (hour < SMS_WINDOW_OPENS_HOUR || hour >= SMS_WINDOW_CLOSES_HOUR) {
    // Outside the hall's window the rule wins: the start moves to the next 9:00 and the user is
    // told. Sending itself is covered by the server's sender tests at any hour.
    test.info().annotations.push({
      type: 'outside the sending window',
      description: `hall time ${hour}:xx; checked the move to the next window instead of delivery`,
    });
    await expect(page.getByText(/вне окна 9:00–21:00 зала, рассылка начнётся/)).toBeVisible();
    await expect(card(page, title)).toContainText('Запланирована');
    return;
  }
  await expect(page.getByText(new RegExp(`«${title}» запланирована на`))).toBeVisible();
  // The background sender runs every 5 s; the list polls while a card is on its way.
  await expect(card(page, title)).toContainText('Отправлена', { timeout: 45_000 });
  await expect(card(page, title)).toContainText(/Получателей: [1-9]/);
  await expect(card(page, title)).toContainText('Доставлено 100 %');
});
