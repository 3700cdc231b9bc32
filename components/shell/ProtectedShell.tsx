'use client';

import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { canOpen } from '@/lib/access';
import { useAuthStore } from '@/stores/auth-store';
import { ScreenFrame } from '../common/ScreenFrame';
import { AppHeader } from './AppHeader';
import { AuthGuard } from './AuthGuard';
import { NoAccess } from './NoAccess';
import { ScreenProviders } from './ScreenProviders';
import { SideMenu } from './SideMenu';
import { useLiveUpdates } from './use-live-updates';
import { useSessionData } from './use-session-data';

/**
 * Side menu, header and content of every protected screen; below 1130 px the menu is a drawer.
 * Until the session is known (and in the exported HTML) the same layout holds the screen's frame.
 */
export function ProtectedShell({ children }: { children: ReactNode }) {
  return (
    <AuthGuard frame={<ShellFrame />}>
      <ScreenProviders>
        <Shell>{children}</Shell>
      </ScreenProviders>
    </AuthGuard>
  );
}

type LayoutProps = {
  header: ReactNode;
  navbar: ReactNode;
  menuOpened: boolean;
  children: ReactNode;
};

function ShellLayout({ header, navbar, menuOpened, children }: LayoutProps) {
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>{header}</AppShell.Header>
      <AppShell.Navbar p="sm">{navbar}</AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

/** The shell's frame: the header's place, the menu (or its skeleton), the screen's frame. */
function ShellFrame() {
  return (
    <ShellLayout
      menuOpened={false}
      header={
        <Group h="100%" px="md">
          <Burger opened={false} hiddenFrom="sm" size="sm" aria-label="Меню" disabled />
        </Group>
      }
      navbar={<SideMenu />}
    >
      <ScreenFrame />
    </ShellLayout>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const fullName = useAuthStore((s) => s.fullName);
  const role = useAuthStore((s) => s.role);
  const pathname = usePathname() ?? '';

  return (
    <ShellLayout
      menuOpened={opened}
      header={<AppHeader menuOpened={opened} onMenuToggle={toggle} />}
      navbar={
        <>
          <Text size="sm" c="dimmed" hiddenFrom="sm" mb="xs" px="sm">
            {fullName}
          </Text>
          <SideMenu onNavigate={close} />
        </>
      }
    >
      <SessionUpkeep />
      {canOpen(role, pathname) ? children : <NoAccess />}
    </ShellLayout>
  );
}

/**
 * The session's menu and halls, and the live events. A component of its own, so that their
 * answers and timers re-render nothing but it, not the whole shell.
 */
function SessionUpkeep() {
  useSessionData();
  useLiveUpdates();
  return null;
}
