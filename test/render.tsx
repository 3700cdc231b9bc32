import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/components/theme';

/** A query cache of the test's own that does not retry: a failed read shows at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Renders inside the application's Mantine theme and a query cache (the test's `client`, or a
 * fresh one), as the screens are rendered for real; answers the cache with the result.
 */
export function render(
  ui: ReactElement,
  { client = testQueryClient(), ...options }: RenderOptions & { client?: QueryClient } = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} forceColorScheme="dark" env="test">
          {children}
        </MantineProvider>
      </QueryClientProvider>
    );
  }
  return { ...rtlRender(ui, { wrapper: Providers, ...options }), client };
}
