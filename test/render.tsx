import { MantineProvider } from '@mantine/core';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/components/theme';

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark" env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders inside the application's Mantine theme, as the screens are rendered for real. */
export function render(ui: ReactElement, options?: RenderOptions) {
  return rtlRender(ui, { wrapper: Providers, ...options });
}
