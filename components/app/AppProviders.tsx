'use client';

import { MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';
import { loadConfig } from '@/lib/browser/config';
import { loadLazyStylesFirst } from './lazy-styles';
import { ProfiledApp } from './ProfiledApp';
import { startApp } from './start-up';
import { whenIdle } from '@/components/common/when-idle';

// The API's address comes from /config.json: asked for now, alongside the page's code, rather
// than after the first render (every request of a screen waits for it).
if (typeof window !== 'undefined') {
  void loadConfig();
  // Before any chunk loaded later brings a style sheet; this module starts before the app router.
  loadLazyStylesFirst();
}

/** Root providers: only what the login screen needs too, to keep its first load small. */
export function AppProviders({ children }: { children: ReactNode }) {
  // Error reporting starts when the browser is idle, not on the way to the first paint.
  useEffect(() => {
    whenIdle(() => void startApp());
  }, []);

  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="dark"
      cssVariablesResolver={cssVariablesResolver}
    >
      {/* Only the profiling export has the Profiler; elsewhere this is dropped at build time. */}
      {process.env.NEXT_PUBLIC_PROFILED_APP === '1' ? (
        <ProfiledApp>{children}</ProfiledApp>
      ) : (
        children
      )}
    </MantineProvider>
  );
}
