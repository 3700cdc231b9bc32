import { startTransition, useEffect, useState } from 'react';

/** Set once the page's first hydration has committed: a later mount shows stored state at once. */
let hydrated = false;

/**
 * False while React hydrates the exported HTML, which was drawn with nothing stored; true from
 * the commit right after it, and at every later mount. The persisted stores themselves are read
 * as their modules load (web storage is synchronous), and their hooks give the defaults while
 * hydrating, so the first client render matches the HTML. What waits for this (the screen) is
 * drawn in a transition: in slices that leave the main thread to the browser between them.
 */
export function useStoredStateShown(): boolean {
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
