'use client';

import { MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';
import { startApp } from './start-up';

/** Root providers: only what the login screen needs too, to keep its first load small. */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The stores load in their own chunk: the login screen's first load stays small.
    void import('@/stores/persisted-stores').then((m) => m.hydrateStores());
    void startApp();
  }, []);

  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="dark"
      cssVariablesResolver={cssVariablesResolver}
    >
      {children}
    </MantineProvider>
  );
}
