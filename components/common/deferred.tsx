'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useDeferred } from './use-deferred';

/**
 * A part of a screen that its first paint does not show — a dialog, a drawer — with its code in
 * a chunk of its own. It loads when `needed`, or a moment after the screen mounts, and then stays
 * mounted. It mounts once with `closed(props)`: a Mantine dialog notes the element to give the
 * focus back to only when it sees itself open, not when it mounts open.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  closed: (props: P) => P,
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null; // the next need tries again
        throw error;
      },
    ));

  return function Deferred({ needed, ...rest }: P & { needed: boolean }) {
    const props = rest as unknown as P;
    const later = useDeferred();
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [mounted, setMounted] = useState(false);
    const [failure, setFailure] = useState<unknown>(null);
    // A part the user asked for and that could not load goes to the screen's error boundary.
    if (failure) throw failure;
    const wanted = needed || later;

    useEffect(() => {
      if (Component || !wanted) return;
      let live = true;
      start().then(
        () => live && setComponent(() => loaded),
        (error: unknown) => live && needed && setFailure(error),
      );
      return () => {
        live = false;
      };
    }, [Component, wanted, needed]);
    useEffect(() => {
      if (Component) setMounted(true);
    }, [Component]);

    if (!Component) return null;
    return <Component {...(mounted ? props : closed(props))} />;
  };
}
