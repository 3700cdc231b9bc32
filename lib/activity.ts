/**
 * Only a person's action keeps a session alive. A request sent when nobody has touched the page
 * for a while (polling, a screen left open on a shared cash-desk computer) carries this header,
 * and the API checks it like any other but does not move the idle limit.
 */
export const BACKGROUND_HEADER = 'x-background';

/** Input within this long makes a request the person's own. */
export const ACTIVE_WINDOW_MS = 15_000;

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

let lastInputAt = 0;
let tracking = false;

/** Starts noting the page's input; the page's own load counts as the first. */
export function trackActivity(target: Pick<Window, 'addEventListener'>, now = Date.now()) {
  lastInputAt = now;
  if (tracking) return;
  tracking = true;
  const noted = () => {
    lastInputAt = Date.now();
  };
  for (const event of INPUT_EVENTS) {
    target.addEventListener(event, noted, { capture: true, passive: true });
  }
}

/** Whether a request sent now is a background one. */
export function isBackground(now = Date.now()): boolean {
  return now - lastInputAt > ACTIVE_WINDOW_MS;
}
