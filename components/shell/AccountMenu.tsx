'use client';

import { Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ROLE_LABELS } from '@/lib/roles';
import type { OwnAccountPart } from '../account/OwnAccountDialog';
import { useAuthStore } from '@/stores/auth-store';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { useDeferred } from '../common/use-deferred';
import { useSignOut } from './use-sign-out';

// Loaded a moment after the shell (not on the click): unsent writes mean a lost connection, and
// the question must still be there to ask.
const SignOutDialog = dynamic(() => import('./SignOutDialog').then((m) => m.SignOutDialog), {
  ssr: false,
});
// One's own account is seen to now and then: its code loads with its first opening.
const OwnAccountDialog = dynamic(
  () => import('../account/OwnAccountDialog').then((m) => m.OwnAccountDialog),
  { ssr: false },
);

/**
 * The user's name in the header opens their account: «Сменить пароль», «Второй фактор», «Мои
 * сеансы», «Выйти». With cash writes still unsent from this device, «Выйти» asks first, since they
 * go too.
 */
export function AccountMenu() {
  const fullName = useAuthStore((s) => s.fullName);
  const role = useAuthStore((s) => s.role);
  const signOut = useSignOut();
  const unsent = useCashQueueStore((s) => s.items.length);
  const [asking, setAsking] = useState(false);
  const [part, setPart] = useState<OwnAccountPart | null>(null);
  const [opened, setOpened] = useState<OwnAccountPart | null>(null);
  const later = useDeferred();
  const open = (next: OwnAccountPart) => {
    setPart(next);
    setOpened(next);
  };

  return (
    <>
      <Menu position="bottom-end" width={220}>
        <Menu.Target>
          <UnstyledButton
            aria-label={`${fullName}: учётная запись`}
            px="xs"
            py={4}
            style={{ display: 'flex', alignItems: 'center', gap: 8, borderRadius: 4 }}
          >
            <IconUserCircle size={22} aria-hidden />
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
            <IconChevronDown size={16} aria-hidden />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => open('password')}>Сменить пароль</Menu.Item>
          <Menu.Item onClick={() => open('mfa')}>Второй фактор</Menu.Item>
          <Menu.Item onClick={() => open('sessions')}>Мои сеансы</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => (unsent > 0 ? setAsking(true) : signOut())}>
            Выйти
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Kept mounted once loaded, so the dialogs give the focus back when they close. */}
      {(asking || later) && (
        <SignOutDialog
          opened={asking}
          unsent={unsent}
          onStay={() => setAsking(false)}
          onSignOut={signOut}
        />
      )}
      {part && <OwnAccountDialog part={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
