import { expect, test, type Page } from '@playwright/test';
import { openHallScreen } from './session';

// A screen loads parts after its first paint (the notifications' container, the calendar of the
// date filter, its dialogs), some with a style sheet of their own. Keys typed while such a sheet
// is on its way must all land: here the sheets are held until the typing is done, so the moment
// that a slow computer or network makes likely is made certain.

/**
 * Holds every style sheet that the page at `path` asks for and its HTML does not link, until
 * released; `held` resolves when the first one is asked for.
 */
async function holdLaterStyleSheets(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const linked = new Set(html.match(/\/_next\/static\/css\/[\w-]+\.css/g));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let caught!: () => void;
  const held = new Promise<void>((resolve) => (caught = resolve));
  await page.route('**/_next/static/css/*.css', async (route) => {
    const request = route.request();
    const later = !linked.has(new URL(request.url()).pathname);
    if (!later || new URL(request.frame().url()).pathname !== path) return route.continue();
    caught();
    await released;
    await route.continue();
  });
  return { held, release };
}

test('keys typed into a search while a part’s style sheet loads are all kept', async ({ page }) => {
  const sheets = await holdLaterStyleSheets(page, '/workers/');
  await openHallScreen(page, 'manager', '/workers/');
  // A surname further down the list, which the search brings to the top.
  const edit = page.getByRole('button', { name: /^Изменить: / }).nth(5);
  const surname = (await edit.getAttribute('aria-label'))!.replace('Изменить: ', '').split(' ')[0];
  const search = page.getByLabel('Поиск по имени или телефону');
  await search.focus();
  await sheets.held;
  await page.keyboard.type(surname);
  await expect(search).toHaveValue(surname);
  sheets.release();
  await expect(page.getByRole('row').nth(1)).toContainText(surname);
  await expect(search).toHaveValue(surname);
});

test('an amount typed while a part’s style sheet loads is kept whole', async ({ page }) => {
  const sheets = await holdLaterStyleSheets(page, '/cashbox/');
  await openHallScreen(page, 'manager', '/cashbox/', 'Алматы Достык');
  await page.getByRole('button', { name: 'Внесение', exact: true }).click();
  const amount = page
    .getByRole('dialog', { name: 'Кассовая операция' })
    .getByRole('textbox', { name: 'Сумма' });
  await expect(amount).toBeFocused();
  await sheets.held;
  await page.keyboard.type('1500');
  await expect(amount).toHaveValue(/^1\s?500/);
  sheets.release();
  await page.keyboard.press('Escape');
});
