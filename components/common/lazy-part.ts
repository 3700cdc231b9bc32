'use client';

import { startTransition, useEffect, useState, type ComponentType } from 'react';

/**
 * A component in a chunk of its own, loaded once per page however many places want it. A screen
 * that needs it offline bundles it and `provide`s it, and then nothing is fetched.
 */
export type LazyPart<P> = {
  loaded: ComponentType<P> | null;
  start: () => Promise<void>;
  provide(component: ComponentType<P>): void;
};

export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<void> | null = null;
  const part: LazyPart<P> = {
    loaded: null,
    provide: (component) => {
      part.loaded ??= component;
    },
    start: () =>
      (loading ??= part.loaded
        ? Promise.resolve()
        : load().then(
            (component) => {
              part.loaded = component;
            },
            (error: unknown) => {
              loading = null; // the next want tries again
              throw error;
            },
          )),
  };
  return part;
}

/**
 * The part's component once loaded, else null. It starts loading while `wanted`. A failure to
 * load a part the user asked for (`needed`) is rethrown into the screen's error boundary; a
 * failed load in the background is tried again at the next want.
 */
export function useLazyPart<P>(
  part: LazyPart<P>,
  wanted: boolean,
  needed: boolean,
): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(() => part.loaded);
  const [failure, setFailure] = useState<unknown>(null);
  if (failure) throw failure;

  useEffect(() => {
    if (component || !wanted) return;
    let live = true;
    part.start().then(
      () => {
        if (!live) return;
        // Asked for: drawn at once. Loaded in the background: drawn in slices.
        if (needed) setComponent(() => part.loaded);
        else startTransition(() => setComponent(() => part.loaded));
      },
      (error: unknown) => live && needed && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [part, component, wanted, needed]);
  // Loaded since the mount (on intent, or provided by the screen): drawn in this very render.
  return component ?? (wanted ? part.loaded : null);
}
