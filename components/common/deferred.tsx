'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { lazyPart, useLazyPart } from './lazy-part';

/**
 * A part of a screen that its first paint does not show — a dialog, a drawer — with its code in
 * a chunk of its own. Its code loads on intent (`preload`, from the pointer over or the focus on
 * what opens it) or when `needed`; it is mounted when first needed, and then stays mounted. It
 * mounts once with `closed(props)`: a Mantine dialog notes the element to give the focus back to
 * only when it sees itself open, not when it mounts open. A part that was asked for and could
 * not load goes to the screen's error boundary; a failed preload is tried again when needed.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  closed: (props: P) => P,
) {
  const part = lazyPart(load);

  function Deferred({ needed, ...rest }: P & { needed: boolean }) {
    const [wanted, setWanted] = useState(needed);
    if (needed && !wanted) setWanted(true);
    const Component = useLazyPart(part, wanted, needed);
    return (
      <MountedClosedFirst Component={Component} props={rest as unknown as P} closed={closed} />
    );
  }
  const preload = () => void part.start().catch(() => {});
  /**
   * Props for what opens the part (a button, a tab, the region of the rows whose actions open
   * it): the pointer coming over it, or the focus coming to it, fetches the part's code.
   */
  Deferred.intent = { onPointerEnter: preload, onFocus: preload };
  return Deferred;
}

export type Intent = { onPointerEnter: () => void; onFocus: () => void };

/** The intent of several parts at once: the region of rows whose actions open each of them. */
export function intentOf(...parts: { intent: Intent }[]): Intent {
  const preload = () => parts.forEach((part) => part.intent.onFocus());
  return { onPointerEnter: preload, onFocus: preload };
}

/**
 * A part whose code comes with its screen's chunk, because the screen needs it offline (the
 * cash desk's operation dialog), but which is drawn only when first `needed`, as `deferred`
 * draws its parts.
 */
export function drawnLater<P extends object>(Component: ComponentType<P>, closed: (props: P) => P) {
  return function DrawnLater({ needed, ...rest }: P & { needed: boolean }) {
    // Once drawn it stays, so a dialog closed in its first moments still plays its closing.
    const [drawn, setDrawn] = useState(false);
    if (needed && !drawn) setDrawn(true);
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
