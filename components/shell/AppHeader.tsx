'use client';

import '@mantine/core/styles/Burger.layer.css';
import { Burger, Group } from '@mantine/core';
import { AccountMenu } from './AccountMenu';
import { useSignedIn } from './AuthGuard';
import { HallSwitcher } from './HallSwitcher';
import { LiveIndicator } from './LiveIndicator';

type Props = { menuOpened: boolean; onMenuToggle: () => void };

/** The burger, and once someone is known to be signed in, their hall, the stream's state and name. */
export function AppHeader({ menuOpened, onMenuToggle }: Props) {
  const signedIn = useSignedIn();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onMenuToggle}
          hiddenFrom="sm"
          size="sm"
          aria-label="Меню"
        />
        {signedIn && <HallSwitcher />}
      </Group>
      {signedIn && (
        <Group gap="sm" wrap="nowrap">
          <LiveIndicator />
          <AccountMenu />
        </Group>
      )}
    </Group>
  );
}
