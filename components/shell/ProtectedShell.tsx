'use client';

import { Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { canOpen } from '@/lib/shared/access';
import { useAuthStore } from '@/stores/auth-store';
import { ScreenFrame } from '../common/ScreenFrame';
import { AppHeader } from './AppHeader';
import { AuthGuard, useSignedIn } from './AuthGuard';
import { NoAccess } from './NoAccess';
import classes from './ProtectedShell.module.css';
import { ScreenProviders } from './ScreenProviders';
import { SideMenu } from './SideMenu';
import { useLiveUpdates } from './use-live-updates';
import { useSessionData } from './use-session-data';

/**
 * Side menu, header and content of every protected screen; below 1130 px the menu is a drawer.
 * The exported HTML is this same shell drawn with nothing stored: the commit right after
 * hydration fills in the stored menu, hall and name, and puts the screen in place of its frame.
 */
export function ProtectedShell({ children }: { children: ReactNode }) {
  return (
    <ScreenProviders>
      <Shell>{children}</Shell>
    </ScreenProviders>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const signedIn = useSignedIn();
  const fullName = useAuthStore((s) => s.fullName);
  const role = useAuthStore((s) => s.role);
  const pathname = usePathname() ?? '';

  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <AppHeader menuOpened={opened} onMenuToggle={toggle} />
      </header>
      <div className={classes.navbar} data-opened={opened || undefined}>
        <Text size="sm" c="dimmed" className={classes.name}>
          {fullName}
        </Text>
        <SideMenu onNavigate={close} />
      </div>
      <main className={classes.main}>
        <AuthGuard />
        {signedIn && <SessionUpkeep />}
        {!signedIn ? <ScreenFrame /> : canOpen(role, pathname) ? children : <NoAccess />}
      </main>
    </div>
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
