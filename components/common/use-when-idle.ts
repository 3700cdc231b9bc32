import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment: a page that never rests still draws the part. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * False at first, true once the browser has an idle moment after the mount: a part below the
 * fold (the pages of a list, the cards past the first screenful) is drawn then, in slices, not
 * in the render that brings the rows.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const draw = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(draw, 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(draw, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
