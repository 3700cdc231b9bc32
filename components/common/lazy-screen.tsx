'use client';

import { Suspense, use, type ComponentType } from 'react';
import { screenFirstData, type FirstData } from '../shell/query-client';
import { ScreenFrame } from './ScreenFrame';

/** The promise marked as React's `use` reads it, so that a settled one is read without suspending. */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/**
 * A screen whose code loads on demand behind its frame (title and skeleton). The download starts,
 * and so does its first data, when the route's page module is evaluated, beside hydration,
 * instead of after the shell has rendered. When the code is there by the time the shell shows the
 * screen, the screen is drawn in that same commit. A failed download goes to the screen's error
 * boundary when it is drawn.
 */
export function lazyScreen(load: () => Promise<ComponentType>, first?: FirstData) {
  const code = typeof window === 'undefined' ? null : settled(load());
  screenFirstData(first);

  function Loaded() {
    const Screen = use(code!);
    return <Screen />;
  }

  return function LazyScreen() {
    if (!code) return <ScreenFrame />;
    return (
      <Suspense fallback={<ScreenFrame />}>
        <Loaded />
      </Suspense>
    );
  };
}
