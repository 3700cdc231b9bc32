import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { newAccount, typeCredentials } from './accounts';
import { expectAccessible } from './axe';
import { tabTo } from './keyboard';

const STEP_MS = 30_000;

test('a new cashier signs in with the temporary password and sets one, by keyboard, at 1440 and 390 px', async ({
  page,
  request,
}) => {
  const { login, temporary } = await newAccount(request, 'cashier');
  await typeCredentials(page, login, temporary);
  await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  await expectAccessible(page, 'the forced password change');

  const fresh = page.getByLabel(/^Новый пароль(?! ещё)/);
  await tabTo(page, fresh);
  await page.keyboard.type('короткий');
  await page.keyboard.press('Tab');
  await page.keyboard.type('другой');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Пароль должен быть не короче 15 символов (со вторым фактором — 8)'),
  ).toBeVisible();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await expectAccessible(page, 'the forced password change with its errors');
  await page.screenshot({ path: 'test-results/new-password-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'the forced password change at 390 px');
  await page.screenshot({ path: 'test-results/new-password-390.png' });

  await fresh.fill('');
  await tabTo(page, fresh, { back: true });
  await page.keyboard.type('степной ветер весной');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('степной ветер весной');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/(halls|cashbox)\/?/);
  await expect(page.getByText('Проверка Входа').first()).toBeAttached();

  // Once: the temporary password signs in no more; the new one does.
  const again = await request.post('/api/auth/login', { data: { login, password: temporary } });
  expect(again.status()).toBe(401);
  const withNew = await request.post('/api/auth/login', {
    data: { login, password: 'степной ветер весной' },
  });
  expect(withNew.status()).toBe(200);
});

test('an admin with a second factor signs in with the code computed from the secret, by keyboard', async ({
  page,
  request,
}) => {
  const { login, temporary } = await newAccount(request, 'admin');
  const first = await request.post('/api/auth/login', { data: { login, password: temporary } });
  const auth = { authorization: `Bearer ${(await first.json()).token}` };
  const password = 'админ второго фактора';
  await request.post('/api/auth/password', {
    headers: auth,
    data: { currentPassword: temporary, newPassword: password },
  });
  const { secret } = await (await request.post('/api/auth/mfa/totp', { headers: auth })).json();
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const confirmed = await request.post('/api/auth/mfa/totp/confirm', {
    headers: auth,
    data: { code: totp.generate() },
  });
  expect(confirmed.status()).toBe(200);

  await typeCredentials(page, login, password);
  await expect(page.getByRole('heading', { name: 'Код подтверждения' })).toBeVisible();
  await expectAccessible(page, 'the code step');
  const code = page.getByLabel(/Код/);
  await expect(code).toBeFocused();
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Неверный код')).toBeVisible();
  await expectAccessible(page, 'the code step with a wrong code');
  await page.screenshot({ path: 'test-results/code-step-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/code-step-390.png' });

  // The code of the next step: the one that enrolled is taken, the app's next one is accepted.
  await code.fill('');
  await code.focus();
  await page.keyboard.type(totp.generate({ timestamp: Date.now() + STEP_MS }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/(halls|dashboard)\/?/);
  await expect(page.getByText('Проверка Входа').first()).toBeAttached();
});
