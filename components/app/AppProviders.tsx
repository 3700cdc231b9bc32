'use client';

import { MantineProvider } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';
import { loadConfig } from '@/lib/config';
import { loadLazyStylesFirst } from './lazy-styles';
import { ProfiledApp } from './ProfiledApp';
import { startApp } from './start-up';

// The stores load in their own chunk (the export's HTML preloads it), so the login screen's first
// load stays small. They are read after mount: the protected layout's query client must be
// listening by then, to ask for the screen's first data when they are read.
const persistedStores = typeof window === 'undefined' ? null : import('@/stores/persisted-stores');
// A failure is handled after mount (the error boundary shows it), not as an unhandled rejection.
persistedStores?.catch(() => {});
// The API's address comes from /config.json: asked for now, alongside the page's code, rather
// than after the first render (every request of a screen waits for it).
if (typeof window !== 'undefined') {
  void loadConfig();
  // Before any chunk loaded later brings a style sheet; this module starts before the app router.
  loadLazyStylesFirst();
}

/** Root providers: only what the login screen needs too, to keep its first load small. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [failure, setFailure] = useState<unknown>(null);
  // Rethrown during render so the error boundary shows it instead of an endless loader.
  if (failure) throw failure;

  useEffect(() => {
    (persistedStores ?? import('@/stores/persisted-stores'))
      .then((m) => m.hydrateStores())
      .catch(setFailure);
    void startApp();
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
