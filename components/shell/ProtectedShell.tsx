'use client';

import { AppShell, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { canOpen } from '@/lib/access';
import { useAuthStore } from '@/stores/auth-store';
import { AppHeader } from './AppHeader';
import { AuthGuard } from './AuthGuard';
import { NoAccess } from './NoAccess';
import { ScreenProviders } from './ScreenProviders';
import { SideMenu } from './SideMenu';
import { useLiveUpdates } from './use-live-updates';
import { useSessionData } from './use-session-data';

/** Side menu, header and content of every protected screen; below 1130 px the menu is a drawer. */
export function ProtectedShell({ children }: { children: ReactNode }) {
  return (
    <AuthGuard>
      <ScreenProviders>
        <Shell>{children}</Shell>
      </ScreenProviders>
    </AuthGuard>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const fullName = useAuthStore((s) => s.fullName);
  const role = useAuthStore((s) => s.role);
  const pathname = usePathname() ?? '';
  useSessionData();
  useLiveUpdates();

  return (
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
      <AppShell.Main>{canOpen(role, pathname) ? children : <NoAccess />}</AppShell.Main>
    </AppShell>
  );
}
