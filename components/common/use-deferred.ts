import { startTransition, useEffect, useState } from 'react';

/** How long after the shell mounts the code that no first paint needs starts to load. */
export const DEFERRED_LOAD_MS = 2000;

/**
 * False at first, true a moment after mount: the shell and the screens mount what the first paint does
 * not need (the notifications' container, the sign-out question) only then, so their code is not
 * downloaded and run on the way to the screen's data. They are drawn in a transition, in slices
 * that leave the main thread free between them.
 */
export function useDeferred(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), DEFERRED_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
