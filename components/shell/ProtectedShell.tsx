'use client';

import { AppShell, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { AppHeader } from './AppHeader';
import { AuthGuard } from './AuthGuard';
import { ScreenProviders } from './ScreenProviders';
import { SideMenu } from './SideMenu';

/** Side menu, header and content of every protected screen; below 1130 px the menu is a drawer. */
export function ProtectedShell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const fullName = useAuthStore((s) => s.fullName);

  return (
    <AuthGuard>
      <ScreenProviders>
        <AppShell
          header={{ height: 64 }}
          navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
          padding="md"
        >
          <AppShell.Header>
            <AppHeader menuOpened={opened} onMenuToggle={toggle} />
          </AppShell.Header>
          <AppShell.Navbar p="sm">
            <Text size="sm" c="dimmed" hiddenFrom="sm" mb="xs" px="sm">
              {fullName}
            </Text>
            <SideMenu onNavigate={close} />
          </AppShell.Navbar>
          <AppShell.Main>{children}</AppShell.Main>
        </AppShell>
      </ScreenProviders>
    </AuthGuard>
  );
}
