import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../server/db/database';
import { halls, userHalls, users } from '../server/db/schema';
import { seedDevice } from '../server/demo/equipment';
import { demoPasswordHash } from '../server/demo/users';
import { startServerProcess, waitFor } from '../server/test/server-process';

/** How long after it is prepared the device passes its fifth silent minute. */
const SILENT_IN_MS = 20_000;

/**
 * A hall of its own on a server of its own, with a manager and one terminal last heard
 * 4 min 40 s ago: a device that is about to go offline, as one does on a real floor.
 */
async function floorAboutToLoseADevice(dir: string) {
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  const { db } = database;
  const [hall] = await db
    .insert(halls)
    .values({ name: 'Живой зал', city: 'Алматы', address: 'ул. Сигнальная, 5' })
    .returning({ id: halls.id });
  const [user] = await db
    .insert(users)
    .values({
      login: 'floor',
      fullName: 'Сауле Дежурная',
      role: 'manager',
      passwordHash: await demoPasswordHash(),
    })
    .returning({ id: users.id });
  await db.insert(userHalls).values({ userId: user.id, hallId: hall.id });
  const key = 'live-floor:terminal';
  const offlineAt = Date.now() + SILENT_IN_MS;
  await seedDevice(db, {
    hallId: hall.id,
    number: 'GT-777',
    name: 'Игровой терминал',
    type: 'game_terminal',
    serial: 'LF-0001',
    zone: 'Зал у окна',
    key,
    lastSeenAt: new Date(offlineAt - 5 * 60_000),
  });
  await database.close();
  return { key, offlineAt };
}

test('a device that goes offline shows on the open equipment screen, and back online, without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'live-floor-'));
  const { key, offlineAt } = await floorAboutToLoseADevice(dir);
  const server = await startServerProcess({
    DATA_DIR: dir,
    SERVE_SITE: '1',
    DEMO_DATA: '0',
    DEMO_HEARTBEATS: '0',
  });
  try {
    await waitFor(`${server.base}/api/health`, (r) => r.ok, 30_000);
    const signIn = await page.request.post(`${server.base}/api/auth/login`, {
      data: { login: 'floor', password: 'demo1234' },
    });
    const record = await signIn.json();
    await page.goto(`${server.base}/auth/login/`);
    await page.evaluate(
      (user) => {
        localStorage.setItem('user', JSON.stringify(user));
        sessionStorage.setItem('signedInAs', 'floor');
      },
      { fullName: record.fullName, token: record.token, role: record.role },
    );
    await page.goto(`${server.base}/halls/`);
    await page
      .getByRole('list', { name: 'Залы' })
      .getByRole('button', { name: /^Живой зал/ })
      .click();
    await page.waitForURL(/\/dashboard\/$/);
    await page.getByRole('navigation', { name: 'Главное меню' }).getByText('Оборудование').click();
    const row = page.getByRole('row').filter({ hasText: 'GT-777' });
    await expect(row).toContainText('В сети');
    // A mark on this document: a reload would take it away.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // Watched every 50 ms in the page, so the moment it shows is measured, not guessed.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('tr')].some(
          (tr) => tr.textContent?.includes('GT-777') && tr.textContent.includes('Не в сети'),
        ),
      null,
      { polling: 50, timeout: SILENT_IN_MS + 20_000 },
    );
    const shownAfterMs = Date.now() - offlineAt;
    console.log(`Устройство показано «Не в сети» через ${shownAfterMs} мс после 5 минут тишины`);
    expect(shownAfterMs).toBeLessThan(2_000);
    await expect(page.getByRole('button', { name: /^Не в сети/ })).toContainText('1');

    const heartbeat = await page.request.post(`${server.base}/api/equipment/heartbeat`, {
      headers: { 'x-device-key': key },
    });
    expect(heartbeat.status()).toBe(200);
    // Within the live floor's 2 s, far inside the list's own 30 s refresh.
    await expect(row).toContainText('В сети', { timeout: 2_000 });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});
