import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { newAccount, typeCredentials } from './accounts';
import { expectAccessible } from './axe';
import { expectFocusOn, tabTo } from './keyboard';
import { chooseFromAccountMenu, openHallScreen, signOut } from './session';

const STEP_MS = 30_000;

/** Both widths a person uses, each checked by axe and kept as a screenshot. */
async function atBothWidths(page: Page, what: string, file: string) {
  await expectAccessible(page, what);
  await page.screenshot({ path: `test-results/${file}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${what} at 390 px`);
  await page.screenshot({ path: `test-results/${file}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a manager gives a new cashier access from the worker’s drawer; the cashier signs in with the temporary password and sets one', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  const unique = String(Date.now()).slice(-7);
  const phone = `+7 (705) ${unique.slice(0, 3)}-${unique.slice(3, 5)}-${unique.slice(5)}`;
  const name = 'Доступова Алия Сериковна';
  const login = `alia${unique}`;
  await openHallScreen(page, 'manager', '/workers/');

  // The new cashier joins the hall.
  await page.getByRole('button', { name: 'Добавить' }).click();
  const created = page.getByRole('dialog', { name: 'Новый сотрудник' });
  await created.getByLabel('ФИО').fill(name);
  await created.getByLabel('Телефон').fill(phone);
  await created.getByRole('combobox', { name: 'Должность' }).click();
  await page
    .getByRole('listbox', { name: 'Должность' })
    .getByRole('option', { name: 'Кассир' })
    .click();
  await created.getByLabel('Дата приёма').fill('01.11.2026');
  await created.getByLabel('Дата приёма').press('Tab');
  await created.getByRole('button', { name: 'Сохранить' }).click();
  await expect(created).toBeHidden();

  // Her drawer says she cannot sign in, and gives her access.
  await page.getByLabel('Поиск по имени или телефону').fill(unique);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Изменить: ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Изменение сотрудника' });
  await expect(drawer.getByText('Учётной записи нет')).toBeVisible();
  await drawer.getByRole('button', { name: 'Выдать доступ' }).click();
  await expect(drawer.getByLabel('ФИО').last()).toHaveValue(name);
  await drawer.getByRole('button', { name: 'Создать' }).click();
  await expect(drawer.getByText(/заполните поле.*Логин/)).toBeVisible();
  await expectAccessible(page, 'giving access from a worker’s drawer');
  await drawer.getByLabel('Логин').fill(`${login.toUpperCase()} `);
  await drawer.getByRole('button', { name: 'Создать' }).click();

  // The temporary password, this once.
  const issued = page.getByRole('dialog', { name: 'Временный пароль' });
  await expect(issued).toBeVisible();
  const temporary = (await issued.getByTestId('temporary-password').textContent())!.trim();
  expect(temporary).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  await issued.getByRole('button', { name: 'Копировать' }).click();
  await expect(issued.getByRole('button', { name: 'Скопировано' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
  await atBothWidths(page, 'the temporary password', 'temporary-password');
  await issued.getByRole('button', { name: 'Готово' }).click();
  await expect(issued).toBeHidden();
  await expect(drawer.getByText(login)).toBeVisible();
  await expect(drawer.getByText('Ждёт первого входа')).toBeVisible();
  await atBothWidths(page, 'a worker’s drawer with the account', 'worker-access');
  await drawer.getByRole('button', { name: 'Отмена' }).click();

  // «Учётные записи» lists it; its drawer shows the account's state and history.
  await page.getByRole('tab', { name: 'Учётные записи' }).click();
  await page.getByLabel('Поиск по логину или имени').fill(login);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Ждёт первого входа');
  await atBothWidths(page, 'the accounts list', 'accounts-list');
  await page.getByRole('button', { name: `Открыть: ${login}` }).click();
  const account = page.getByRole('dialog', { name: 'Учётная запись' });
  await expect(account.getByText('Создана')).toBeVisible();
  await expect(account.getByText('Нет открытых сеансов.')).toBeVisible();
  await atBothWidths(page, 'an account’s drawer', 'account-drawer');
  await account.getByRole('button', { name: 'Отмена' }).click();

  // The cashier, on the same computer after the manager: the temporary password, then her own.
  await signOut(page);
  await typeCredentials(page, login, temporary);
  await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  await page.getByLabel(/^Новый пароль(?! ещё)/).fill('касса у окна номер три');
  await page.getByLabel('Новый пароль ещё раз').fill('касса у окна номер три');
  await page.getByRole('button', { name: 'Сохранить и войти' }).click();
  await page.waitForURL(/\/(halls|cashbox)\/?/);
  await expect(page.getByText(name).first()).toBeAttached();
});

test('an admin enrols a second factor from the header’s menu, sees their sessions, changes the password and signs in with a code', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { login, temporary } = await newAccount(request, 'admin');
  const first = await request.post('/api/auth/login', { data: { login, password: temporary } });
  const auth = { authorization: `Bearer ${(await first.json()).token}` };
  const password = 'управление сетью залов';
  await request.post('/api/auth/password', {
    headers: auth,
    data: { currentPassword: temporary, newPassword: password },
  });
  // A session of another device, to be ended from the menu.
  await request.post('/api/auth/login', { data: { login, password } });

  await typeCredentials(page, login, password);
  await page.waitForURL(/\/(halls|dashboard)\/?/);

  // By keyboard: the name opens the list, Tab walks it, Enter opens a part, Escape goes back.
  const name = page.getByRole('button', { name: /учётная запись/ });
  await tabTo(page, name);
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Сменить пароль', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(name).toHaveAttribute('aria-expanded', 'false');
  await expectFocusOn(name);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Мои сеансы', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Мои сеансы' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Мои сеансы' })).toBeHidden();
  await expectFocusOn(name);

  // «Второй фактор»: the QR code and the secret; the code computed from the secret enrols it.
  await chooseFromAccountMenu(page, 'Второй фактор');
  const dialog = page.getByRole('dialog', { name: 'Второй фактор' });
  await expect(dialog.getByRole('img', { name: /QR-код/ })).toBeVisible();
  await atBothWidths(page, 'the second factor’s enrolment', 'totp-enrolment');
  const secret = (await dialog.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await dialog.getByLabel('Код из приложения').fill(totp.generate());
  await dialog.getByRole('button', { name: 'Подключить' }).click();
  await expect(dialog.getByLabel('Резервные коды')).toBeVisible();
  await expectAccessible(page, 'the recovery codes');
  await dialog.getByRole('button', { name: 'Коды сохранены' }).click();
  await expect(page.getByText('Второй фактор подключён')).toBeVisible();

  // «Мои сеансы»: this one is marked; the other device's is ended.
  await chooseFromAccountMenu(page, 'Мои сеансы');
  const sessions = page.getByRole('dialog', { name: 'Мои сеансы' });
  await expect(sessions.getByText('Этот')).toBeVisible();
  await atBothWidths(page, 'one’s own sessions', 'own-sessions');
  await sessions.getByRole('button', { name: 'Завершить все, кроме этого' }).click();
  await expect(sessions.getByText('Других сеансов нет.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sessions).toBeHidden();

  // «Сменить пароль»: with a second factor, 8 characters would do.
  await chooseFromAccountMenu(page, 'Сменить пароль');
  const change = page.getByRole('dialog', { name: 'Сменить пароль' });
  await expect(change.getByText('Не короче 8 символов', { exact: false })).toBeVisible();
  await expectAccessible(page, 'the password change');
  await change.getByLabel('Текущий пароль').fill(password);
  await change.getByLabel(/^Новый пароль(?! ещё)/).fill('залы сети');
  await change.getByLabel('Новый пароль ещё раз').fill('залы сети');
  await change.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль изменён')).toBeVisible();

  // The next sign-in asks for the code; the app's next one lets the admin in.
  await signOut(page);
  await typeCredentials(page, login, 'залы сети');
  await expect(page.getByRole('heading', { name: 'Код подтверждения' })).toBeVisible();
  await page.getByLabel(/Код/).fill(totp.generate({ timestamp: Date.now() + STEP_MS }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/(halls|dashboard)\/?/);
});
