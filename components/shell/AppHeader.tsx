'use client';

import { Burger, Group, Stack, Text } from '@mantine/core';
import { ROLE_LABELS } from '@/lib/roles';
import { useAuthStore } from '@/stores/auth-store';
import { HallSwitcher } from './HallSwitcher';
import { LiveIndicator } from './LiveIndicator';
import { SignOutButton } from './SignOutButton';

type Props = { menuOpened: boolean; onMenuToggle: () => void };

export function AppHeader({ menuOpened, onMenuToggle }: Props) {
  const fullName = useAuthStore((s) => s.fullName);
  const role = useAuthStore((s) => s.role);

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
        <Stack gap={0} visibleFrom="sm" align="flex-end">
          <Text size="sm" fw={600}>
            {fullName}
          </Text>
          {role && (
            <Text size="xs" c="dimmed">
              {ROLE_LABELS[role]}
            </Text>
          )}
        </Stack>
        <SignOutButton />
      </Group>
    </Group>
  );
}
