'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { lazyPart, useLazyPart } from './lazy-part';
import { useDeferred } from './use-deferred';

/**
 * A part of a screen that its first paint does not show — a dialog, a drawer — with its code in
 * a chunk of its own. It loads when `needed`, or a moment after the screen mounts, and then stays
 * mounted. It mounts once with `closed(props)`: a Mantine dialog notes the element to give the
 * focus back to only when it sees itself open, not when it mounts open. A part that was asked
 * for and could not load goes to the screen's error boundary.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  closed: (props: P) => P,
) {
  const part = lazyPart(load);

  return function Deferred({ needed, ...rest }: P & { needed: boolean }) {
    const props = rest as unknown as P;
    const later = useDeferred();
    const Component = useLazyPart(part, needed || later, needed);
    const [mounted, setMounted] = useState(false);
    useEffect(() => {
      if (Component) setMounted(true);
    }, [Component]);

    if (!Component) return null;
    return <Component {...(mounted ? props : closed(props))} />;
  };
}
