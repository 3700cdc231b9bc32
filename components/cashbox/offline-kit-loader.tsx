'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from '../common/when-idle';

/** The desk's offline kit: one request however many parts ask for it. */
export const loadOfflineKit = () => import('./offline-kit');

/**
 * Fetches the offline kit at the first idle moment after the desk has drawn its first screen,
 * and marks the desk `data-offline-ready` once it is in: from then on the desk works without its
 * network. A failed fetch is tried again by the first part that asks for it.
 */
export function OfflineKitLoader({ after }: { after: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!after) return;
    return whenIdle(() =>
      loadOfflineKit().then(
        () => setReady(true),
        () => {},
      ),
    );
  }, [after]);
  return ready ? <span hidden data-offline-ready /> : null;
}
