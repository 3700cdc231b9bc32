import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe-core knows them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Asserts that axe-core finds no serious or critical violation on the page as it is now; the
 * failure names each rule with the first elements it found.
 */
export async function expectAccessible(page: Page, state: string) {
  // A dialog or a notification still fading in has its text at part opacity, which axe reads as
  // low contrast: the check waits until no transition has run for three frames in a row (a
  // transition starts a frame after its element appears; a loader's endless spin is none) and
  // no dialog or notification is held at part opacity (Mantine's transitions set their first
  // state a few frames before they run). Two seconds at most: what is still faded then is read.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let calm = 0;
        let frames = 0;
        const faded = (element: Element) => {
          for (let e: Element | null = element; e; e = e.parentElement) {
            if (Number(getComputedStyle(e).opacity) < 1) return true;
          }
          return false;
        };
        const frame = () => {
          const moving = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Infinity,
            );
          const fading = [
            ...document.querySelectorAll('.mantine-Notification-root, [role="dialog"]'),
          ].some(faded);
          calm = moving || fading ? 0 : calm + 1;
          if (calm >= 3 || ++frames > 120) {
            // A notification whose time runs out while axe reads the page would fade out under
            // it: from now on it leaves at once, never at part opacity (CSSOM, which the CSP allows).
            for (const note of document.querySelectorAll('.mantine-Notification-root')) {
              for (let e: Element | null = note; e && e !== document.body; e = e.parentElement) {
                (e as HTMLElement).style.setProperty('transition', 'none', 'important');
              }
            }
            resolve();
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  // Legacy mode runs axe in the page itself; the default opens a blank page for every run to
  // merge the results of cross-origin frames, which these pages do not have, at a second a run.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 3)
          .map((node) => `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}`)
          .join('\n'),
    );
  expect(found, `axe on ${state}`).toEqual([]);
}

/**
 * Every data request of a screen fails with 500, as when the database is down: the shell's own
 * requests (menu, halls, session) still answer.
 */
export async function failScreenData(page: Page) {
  await page.route(
    (url) =>
      url.pathname.startsWith('/api/') &&
      !/^\/api\/(menu|halls|auth\/[^/]+)\/?$/.test(url.pathname),
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal', message: 'Внутренняя ошибка' } }),
          })
        : route.continue(),
  );
}

/**
 * Scrolls through the page to its end and back, as a person reading it does: the charts, drawn
 * as they come into view, are then all drawn for the check.
 */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y <= height; y += step / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await expect(page.getByRole('status', { name: 'Загрузка графика' })).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}
