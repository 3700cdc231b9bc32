// Only the styles of what the pages outside the shell draw (login, 404, error fallbacks): the
// whole Mantine sheet is 290 KB of CSS to parse before the login's first paint. Every other
// component's sheet is imported by the file that draws it, so that it loads with that file's
// chunk. Mantine's rules are in its cascade layer: our modules' rules win over them whatever
// the order in which the sheets arrive.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app/AppProviders';

export const metadata: Metadata = {
  title: 'Бэк-офис залов',
  description: 'Бэк-офис сети игровых залов',
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = { themeColor: '#091d35', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript forceColorScheme="dark" />
      </head>
      <body>
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
