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
    const later = useDeferred();
    const Component = useLazyPart(part, needed || later, needed);
    return (
      <MountedClosedFirst Component={Component} props={rest as unknown as P} closed={closed} />
    );
  };
}

/**
 * A part whose code comes with its screen's chunk, because the screen needs it offline (the
 * cash desk's operation dialog), but which is drawn only when `needed` or a moment after the
 * screen mounts, as `deferred` draws its parts.
 */
export function drawnLater<P extends object>(Component: ComponentType<P>, closed: (props: P) => P) {
  return function DrawnLater({ needed, ...rest }: P & { needed: boolean }) {
    const later = useDeferred();
    // Once drawn it stays, so a dialog closed in its first moments still plays its closing.
    const [drawn, setDrawn] = useState(false);
    if ((needed || later) && !drawn) setDrawn(true);
    return (
      <MountedClosedFirst
        Component={drawn || needed ? Component : null}
        props={rest as unknown as P}
        closed={closed}
      />
    );
  };
}

function MountedClosedFirst<P extends object>({
  Component,
  props,
  closed,
}: {
  Component: ComponentType<P> | null;
  props: P;
  closed: (props: P) => P;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second commit opens it
    if (Component) setMounted(true);
  }, [Component]);

  if (!Component) return null;
  return <Component {...(mounted ? props : closed(props))} />;
}
