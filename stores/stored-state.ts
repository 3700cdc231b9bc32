import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while React hydrates the exported HTML, which was drawn with nothing stored; true from
 * the commit right after it, and at every later mount. The persisted stores themselves are read
 * as their modules load (web storage is synchronous), and their hooks, like this one, give the
 * defaults while hydrating, so the first client render matches the HTML.
 */
export function useStoredStateShown(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
