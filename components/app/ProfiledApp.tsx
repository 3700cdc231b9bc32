'use client';

import { Profiler, type ReactNode } from 'react';

const noop = () => {};

/**
 * The app inside a Profiler, so React's profiling build reports the time of each component it
 * renders. Used in the profiling export only (NEXT_PUBLIC_PROFILED_APP, set by next.config.mjs
 * for `npm run profile:start`).
 */
export function ProfiledApp({ children }: { children: ReactNode }) {
  return (
    <Profiler id="app" onRender={noop}>
      {children}
    </Profiler>
  );
}
