import { expect, test, type Page } from '@playwright/test';
import { openHallScreen } from './session';

// A screen loads a part's code on intent: the pointer passing over what opens it (a dialog's
// button, the calendar of the date filter), some with a style sheet of their own. Keys typed
// while such a sheet is on its way must all land: here the sheets are held until the typing is
// done, so the moment that a slow computer or network makes likely is made certain.

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
  // The pointer passes over «Добавить»: the drawer's code and its sheet are asked for.
  await page.getByRole('button', { name: 'Добавить' }).hover();
  await sheets.held;
  await page.keyboard.type(surname);
  await expect(search).toHaveValue(surname);
  sheets.release();
  await expect(page.getByRole('row').nth(1)).toContainText(surname);
  await expect(search).toHaveValue(surname);
});

test('a phone typed while the calendar’s style sheet loads is kept whole', async ({ page }) => {
  const sheets = await holdLaterStyleSheets(page, '/phone/request/');
  await openHallScreen(page, 'manager', '/phone/request/');
  const search = page.getByLabel('Поиск по номеру телефона');
  await search.focus();
  // The pointer passes over the date filter: the calendar's code and its sheet are asked for.
  await page.getByRole('button', { name: /^Даты/ }).hover();
  await sheets.held;
  await page.keyboard.type('7015007930');
  await expect(search).toHaveValue(/7015007930|701\D*500\D*79\D*30/);
  sheets.release();
  await expect(search).toHaveValue(/7015007930|701\D*500\D*79\D*30/);
});
