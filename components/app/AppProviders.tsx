'use client';

import { MantineProvider } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';
import { loadConfig } from '@/lib/config';
import { ProfiledApp } from './ProfiledApp';
import { startApp } from './start-up';

// The stores load in their own chunk (the export's HTML preloads it), so the login screen's first
// load stays small. They are read from storage as soon as it runs, before or beside React's
// hydration, so the screen's first data is asked for without waiting for the first commit.
// Hydration still sees their initial state (zustand's server snapshot) and agrees with the HTML.
const storesRead =
  typeof window === 'undefined'
    ? null
    : import('@/stores/persisted-stores').then((m) => m.hydrateStores());
// A failure is handled after mount (the error boundary shows it), not as an unhandled rejection.
storesRead?.catch(() => {});
// The API's address comes from /config.json: asked for now, alongside the page's code, rather
// than after the first render (every request of a screen waits for it).
if (typeof window !== 'undefined') void loadConfig();

/** Root providers: only what the login screen needs too, to keep its first load small. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [failure, setFailure] = useState<unknown>(null);
  // Rethrown during render so the error boundary shows it instead of an endless loader.
  if (failure) throw failure;

  useEffect(() => {
    storesRead?.catch(setFailure);
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
