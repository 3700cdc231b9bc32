/** Longest wait for an idle moment: a page that never rests still goes on. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Calls `then` at the browser's next idle moment (at once in a browser without idle callbacks,
 * on the next task); returns what cancels it.
 */
export function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(handle);
}
