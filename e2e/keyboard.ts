import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as a person without a mouse moves
 * through the page, and asserts that the focus can be seen there.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

/**
 * The focused element shows it: an outline of its own, or (a field) its border in the brand
 * colour, as Mantine draws a focused input.
 */
export async function expectFocusVisible(target: Locator) {
  const shown = () =>
    target.evaluate((el) => {
      const field = el.closest('.mantine-Input-wrapper')?.querySelector('.mantine-Input-input');
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || getComputedStyle(field ?? el).borderColor === 'rgb(248, 232, 0)';
    });
  // Polled: a field's border changes colour with a short transition.
  await expect.poll(shown, { message: `the focus on ${target} is visible` }).toBe(true);
}

/** The focus is back on the target (after a dialog closed). */
export async function expectFocusOn(target: Locator) {
  await expect.poll(() => isFocused(target), { message: `the focus is on ${target}` }).toBe(true);
}
