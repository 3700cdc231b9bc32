'use client';

import { Burger, Group } from '@mantine/core';
import { AccountMenu } from './AccountMenu';
import { HallSwitcher } from './HallSwitcher';
import { LiveIndicator } from './LiveIndicator';

type Props = { menuOpened: boolean; onMenuToggle: () => void };

export function AppHeader({ menuOpened, onMenuToggle }: Props) {
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
        <HallSwitcher />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LiveIndicator />
        <AccountMenu />
      </Group>
    </Group>
  );
}
