import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, failScreenData, scrollThrough } from './axe';
import { openHallScreen, storeUser, type Role } from './session';

// axe-core (WCAG 2.2 A/AA) on every screen in its main states: a new serious or critical
// violation fails the suite. States that write nothing: dialogs are opened and left unsent.

const WIDTHS = [1440, 390];

test('the login, empty and refused, has no serious violation', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/auth/login/');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expectAccessible(page, `login at ${width}`);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Заполните поле «Логин»')).toBeVisible();
    await expectAccessible(page, `login with errors at ${width}`);
  }
});

type Screen = {
  path: string;
  role: Role;
  /** Something the screen shows once its data has come. */
  ready: (page: Page) => ReturnType<Page['getByText']>;
};

const SCREENS: Screen[] = [
  { path: '/dashboard/', role: 'manager', ready: (p) => p.getByText('Последние операции') },
  { path: '/cashbox/', role: 'cashier', ready: (p) => p.getByTestId('cash-balance') },
  {
    path: '/equipment/',
    role: 'manager',
    ready: (p) => p.getByRole('button', { name: /^История: / }).first(),
  },
  { path: '/workers/', role: 'manager', ready: (p) => p.getByText(/^1–25 из \d+/).first() },
  { path: '/games-report/', role: 'manager', ready: (p) => p.getByRole('table', { name: 'Игры' }) },
  {
    path: '/attendance/',
    role: 'manager',
    ready: (p) => p.getByRole('table', { name: 'Посещаемость по интервалам' }),
  },
  { path: '/summary/', role: 'admin', ready: (p) => p.getByRole('table', { name: 'Залы' }) },
  { path: '/phone/request/', role: 'admin', ready: (p) => p.getByText(/^1–\d+ из \d+/).first() },
  { path: '/sms/mailing/', role: 'manager', ready: (p) => p.getByRole('article').first() },
];

// One test a state: three axe runs and their page loads in one test passed its 30 s on a busy
// 2-core machine.
for (const screen of SCREENS) {
  for (const width of WIDTHS) {
    test(`${screen.path} with its data at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHallScreen(page, screen.role, screen.path);
      // A table of 50 devices takes a second or two to draw alone, more beside another test.
      await expect(screen.ready(page)).toBeVisible({ timeout: 15_000 });
      await scrollThrough(page);
      await expectAccessible(page, `${screen.path} at ${width}`);
    });
  }
  test(`${screen.path} when its data fails`, async ({ page }) => {
    await openHallScreen(page, screen.role, '/halls/');
    await failScreenData(page);
    await page.goto(screen.path);
    await expect(page.getByRole('button', { name: 'Повторить' }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page, `${screen.path} failing`);
  });
}

test('the hall picker, full and found empty', async ({ page }) => {
  await storeUser(page, 'admin');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/halls/');
    // Every demo hall (other walks may have opened more) with an admin's «Настройки» beside it.
    const halls = page.getByRole('list', { name: 'Залы' });
    await expect(halls.getByRole('button', { name: /^Шымкент Север/ })).toBeVisible();
    await expect(halls.getByRole('button', { name: 'Настройки зала Шымкент Север' })).toBeVisible();
    await expectAccessible(page, `halls at ${width}`);
  }
  await page.getByLabel('Поиск зала').fill('нет такого зала');
  await expect(page.getByText(/^Ничего не найдено/)).toBeVisible();
  await expectAccessible(page, 'halls found empty');
});

test('workers found empty, and a new worker with errors', async ({ page }) => {
  await openHallScreen(page, 'manager', '/workers/');
  await page.getByLabel('Поиск по имени или телефону').fill('нет такого сотрудника');
  await expect(page.getByText(/^Никого не нашлось/)).toBeVisible();
  await expectAccessible(page, 'workers found empty');
  await page.getByRole('button', { name: 'Сбросить' }).click();

  await page.getByRole('button', { name: 'Добавить' }).click();
  const drawer = page.getByRole('dialog', { name: 'Новый сотрудник' });
  await drawer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(drawer.getByText('Выберите должность из списка')).toBeVisible();
  await expectAccessible(page, 'new worker with errors');
});

test('the status dialog of a device', async ({ page }) => {
  await openHallScreen(page, 'manager', '/equipment/');
  await page
    .getByRole('button', { name: /^Изменить статус: / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'equipment status dialog');
});

test('the history of a device', async ({ page }) => {
  await openHallScreen(page, 'manager', '/equipment/');
  await page
    .getByRole('button', { name: /^История: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^История: / })).toBeVisible();
  await expectAccessible(page, 'equipment history dialog');
});

test('the cash desk: an operation dialog and the bar orders', async ({ page }) => {
  await openHallScreen(page, 'cashier', '/cashbox/');
  await expect(page.getByTestId('cash-balance')).toBeVisible();
  await page.getByRole('button', { name: 'Выплата', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Кассовая операция' });
  await dialog.getByRole('button', { name: 'Провести' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Сумма' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(page, 'cash operation with errors');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Заказы бара' }).click();
  await expect(page.getByRole('button', { name: /^Добавить / }).first()).toBeVisible();
  await expectAccessible(page, 'bar orders');
});

test('the cash desk: the shift archive and a shift report', async ({ page }) => {
  await openHallScreen(page, 'cashier', '/cashbox/');
  await page.getByRole('tab', { name: 'Смены' }).click();
  await expect(page.getByRole('button', { name: /-отчёт смены № / }).first()).toBeVisible();
  await expectAccessible(page, 'shift archive');
  await page
    .getByRole('button', { name: /-отчёт смены № / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'shift report');
});

test('a phone request form with errors', async ({ page }) => {
  await openHallScreen(page, 'manager', '/phone/request/');
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  const form = page.getByRole('dialog', { name: 'Новая заявка' });
  await form.getByRole('button', { name: 'Создать заявку' }).click();
  await expect(form.getByText('Заполните поле «Старый номер»')).toBeVisible();
  await expectAccessible(page, 'phone request form with errors');
});

test('the mailing wizard, step by step', async ({ page }) => {
  await openHallScreen(page, 'manager', '/sms/mailing/');
  await page.getByRole('button', { name: 'Создать рассылку' }).click();
  await page.getByRole('textbox', { name: 'Название рассылки' }).fill('Турнир');
  await page.getByLabel('Были за последние N дней').check();
  await expect(page.getByTestId('audience-count')).toHaveText(/^[1-9][\d\s]*$/);
  await expectAccessible(page, 'mailing wizard, step 1');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText(/Рекламные SMS запрещены/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Текст' }).fill('Зал закрыт на обслуживание до 12:00');
  await expect(page.getByTestId('sms-counter')).toContainText('UCS-2');
  await expectAccessible(page, 'mailing wizard, step 2');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByLabel('В выбранные дату и время')).toBeVisible();
  await expectAccessible(page, 'mailing wizard, step 3');
});

for (const width of WIDTHS) {
  test(`head office's monitoring register and a correction at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHallScreen(page, 'admin', '/sms/mailing/');
    await page.getByRole('tab', { name: 'Финмониторинг' }).click();
    await expect(page.getByText(/^Записей: \d+/)).toBeVisible();
    await expectAccessible(page, `monitoring register at ${width}`);
    await page
      .getByRole('button', { name: /^Исправить запись № / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Исправление записи реестра' });
    await dialog.getByRole('button', { name: 'Записать исправление' }).click();
    await expect(
      dialog.getByText('Поле «Основание исправления» — не короче 5 символов'),
    ).toBeVisible();
    await expectAccessible(page, `monitoring correction with errors at ${width}`);
  });
}

for (const width of WIDTHS) {
  test(`the cash desk: the safe, its count grid with an error, the variances at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHallScreen(page, 'manager', '/cashbox/');
    await page.getByRole('tab', { name: 'Сейф' }).click();
    await expect(page.getByTestId('safe-balance')).toBeVisible();
    await expect(page.getByTestId('movement').first()).toBeVisible();
    await scrollThrough(page);
    await expectAccessible(page, `the safe at ${width}`);
    await page.getByRole('button', { name: 'Пересчитать сейф' }).click();
    const count = page.getByRole('dialog', { name: 'Пересчёт сейфа' });
    await count.getByRole('textbox', { name: /^5\s000 ₸, купюр/ }).fill('2,5');
    await count.getByRole('button', { name: 'Записать пересчёт' }).click();
    await expect(count.getByRole('alert')).toContainText('целое число штук');
    await expectAccessible(page, `the safe's count grid with an error at ${width}`);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Расхождения' }).click();
    await page.getByText('Все', { exact: true }).click();
    await expect(page.getByTestId('variance').first()).toBeVisible();
    await expectAccessible(page, `the variances at ${width}`);
  });
}

for (const width of WIDTHS) {
  test(`the fiscal cheque of an order, a register's link with errors, an X-report at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHallScreen(page, 'admin', '/cashbox/', 'Алматы Достык');
    await page.getByRole('tab', { name: 'Заказы бара' }).click();
    await page
      .getByRole('button', { name: /^Фискальный чек заказа № / })
      .first()
      .click();
    const cheque = page.getByRole('dialog', { name: /^Фискальный чек заказа № / });
    await expect(cheque.getByRole('img', { name: /^QR-код чека/ })).toBeVisible();
    await expectAccessible(page, `a fiscal cheque at ${width}`);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Сейф' }).click();
    await expect(
      page.getByRole('table', { name: 'Фискальные чеки по кассам и дням' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Касса ККМ' }).first().click();
    const link = page.getByRole('dialog', { name: /^Касса ККМ: / });
    await link.getByRole('textbox', { name: 'Заводской номер кассы (ЗНК)' }).fill('SWK 1');
    await link.getByRole('button', { name: 'Сохранить' }).click();
    await expect(link.getByText('ЗНК — латинские буквы и цифры', { exact: false })).toBeVisible();
    await expectAccessible(page, `a register's link with errors at ${width}`);
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^X-отчёт кассы ККМ / })
      .first()
      .click();
    const x = page.getByRole('dialog', { name: /^X-отчёт: / });
    await expect(x.getByText('Наличных в кассе ККМ')).toBeVisible();
    await expectAccessible(page, `an X-report at ${width}`);
  });
}
