/**
 * Notes the page's input: a request sent when nobody has touched the page for a while carries
 * `BACKGROUND_HEADER` (`lib/shared/protocol.ts`) and does not move the session's idle limit.
 */

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

let ownRequestAt = 0;

/** A request of the person's own was sent: it moves the session's idle limit. */
export function noteOwnRequest(now = Date.now()) {
  ownRequestAt = now;
}

/** When the page last sent a request of the person's own (0: none yet). */
export const lastOwnRequest = () => ownRequestAt;
