import { useCallback, useRef } from 'react';

/**
 * Runs a submit unless the previous one is still unanswered. A double click lands before React
 * draws the button as busy, so `isPending` alone lets the second click through.
 */
export function useOneAtATime() {
  const busy = useRef(false);
  return useCallback((submit: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    submit()
      .catch(() => {}) // the mutation's onError has shown it
      .finally(() => {
        busy.current = false;
      });
  }, []);
}
