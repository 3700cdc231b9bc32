/**
 * The focus given back when a dialog or a drawer has gone, where Mantine's own return misses.
 *
 * Mantine's focus trap moves the focus to a dialog's first field a moment after the dialog opens,
 * on a timer that its closing does not cancel. A dialog closed within that moment (Enter, then
 * Escape at once, on a busy computer) gives the focus back to its button, and then the timer
 * moves it into the closing dialog; when the dialog is removed, the focus is left on the page and
 * the next Tab starts from the top. The theme calls `returnFocusLostInDialog` at the end of every
 * dialog's and drawer's closing: if the focus is still inside a dialog then and that dialog goes,
 * the focus goes to the last element that had it and is still on the page.
 */

/** The elements that had the focus, the latest last. */
const recent: HTMLElement[] = [];
const RECENT_KEPT = 20;
/** How long the closed dialog may take to leave the page (React removes it on a later commit). */
const WAIT_MS = 3000;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      recent.push(event.target);
      if (recent.length > RECENT_KEPT) recent.shift();
    },
    true,
  );
}

export function returnFocusLostInDialog() {
  const held = document.activeElement;
  if (!(held instanceof HTMLElement) || !held.closest('[role="dialog"]')) return;
  const until = performance.now() + WAIT_MS;
  const check = () => {
    if (held.isConnected) {
      // Still on the page: a dialog that stays open (the one under a closed confirmation).
      if (performance.now() < until) requestAnimationFrame(check);
      return;
    }
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const target = recent.findLast((element) => element.isConnected);
    target?.focus({ preventScroll: true });
  };
  requestAnimationFrame(check);
}
