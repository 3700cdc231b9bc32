'use client';

import { Profiler, type ReactNode } from 'react';

const noop = () => {};

/**
 * In the profiling export only (NEXT_PUBLIC_PROFILED_APP, set by next.config.mjs for
 * `npm run profile:start`): the app inside a Profiler, so React's profiling build reports the
 * time of each component it renders. Elsewhere the children as they are.
 */
export function ProfiledApp({ children }: { children: ReactNode }) {
  if (process.env.NEXT_PUBLIC_PROFILED_APP !== '1') return children;
  return (
    <Profiler id="app" onRender={noop}>
      {children}
    </Profiler>
  );
}
