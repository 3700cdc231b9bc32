'use client';

import '@mantine/core/styles/VisuallyHidden.layer.css';
import {
  Button,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
  type ButtonProps,
} from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ROLE_LABELS } from '@/lib/shared/roles';
import type { OwnAccountPart } from '../account/OwnAccountDialog';
import { useAuthStore } from '@/stores/auth-store';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { lazyPart, useLazyPart } from '../common/lazy-part';
import { useSignOut } from './use-sign-out';

// Unsent writes mean a lost connection, and the question must still be there to ask: the cash
// desk, where they are made, `provide`s it. Elsewhere its code is fetched on intent (the pointer
// over the name, or the focus on it); a fetch that fails then is not an error until someone asks.
export const signOutDialog = lazyPart(() => import('./SignOutDialog').then((m) => m.SignOutDialog));
// One's own account is seen to now and then: its code loads with its first opening.
const OwnAccountDialog = dynamic(
  () => import('../account/OwnAccountDialog').then((m) => m.OwnAccountDialog),
  { ssr: false },
);

/**
 * A disclosure, not an ARIA menu: a list of plain buttons under the name, opened and closed by it
 * and by Escape. A positioned popup (Mantine's Menu) would bring its positioning library into
 * every signed-in screen's first load (about 28 KiB).
 *
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
  // The dialog stays mounted once opened, so that it gives the focus back when it closes.
  const [opened, setOpened] = useState<OwnAccountPart | null>(null);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const SignOutDialog = useLazyPart(signOutDialog, asking, asking);
  const preload = () => void signOutDialog.start().catch(() => {});
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = (next: OwnAccountPart) => {
    setExpanded(false);
    // The dialog gives the focus back to what had it: the name, not a button of the closed list.
    buttonRef.current?.focus();
    setDialogLoaded(true);
    setOpened(next);
  };
  // A click elsewhere or a Tab past the last button takes the focus out: the list closes.
  const closeOnLeaving = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <div style={{ position: 'relative' }} onKeyDown={closeOnEscape} onBlur={closeOnLeaving}>
        {/* Named by its text (what a voice user says), and on a phone, where it is an icon, by the
            user's name all the same. */}
        <UnstyledButton
          ref={buttonRef}
          aria-expanded={expanded}
          aria-controls={listId}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setExpanded((was) => !was)}
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
          <VisuallyHidden hiddenFrom="sm">{fullName}</VisuallyHidden>
          <VisuallyHidden>учётная запись</VisuallyHidden>
        </UnstyledButton>
        {expanded && (
          <Paper
            id={listId}
            withBorder
            shadow="md"
            p={4}
            w={220}
            style={{ position: 'absolute', right: 0, top: 'calc(100% + 6px)', zIndex: 300 }}
            // A click on a button keeps the focus where it is: Safari does not focus a clicked
            // button, and the list would close on the toggle's blur before the click landed.
            onMouseDown={(event) => event.preventDefault()}
          >
            <Stack gap={0}>
              <MenuButton onClick={() => open('password')}>Сменить пароль</MenuButton>
              <MenuButton onClick={() => open('mfa')}>Второй фактор</MenuButton>
              <MenuButton onClick={() => open('sessions')}>Мои сеансы</MenuButton>
              <div
                style={{
                  borderTop: '1px solid var(--mantine-color-default-border)',
                  margin: '4px 0',
                }}
              />
              <MenuButton
                color="red"
                onClick={() => {
                  setExpanded(false);
                  if (unsent > 0) setAsking(true);
                  else void signOut();
                }}
              >
                Выйти
              </MenuButton>
            </Stack>
          </Paper>
        )}
      </div>
      {/* Kept mounted once loaded, so the dialogs give the focus back when they close. */}
      {SignOutDialog && (
        // eslint-disable-next-line react-hooks/static-components -- made once by lazyPart
        <SignOutDialog
          opened={asking}
          unsent={unsent}
          onStay={() => setAsking(false)}
          onSignOut={signOut}
        />
      )}
      {dialogLoaded && <OwnAccountDialog part={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

function MenuButton({
  color,
  onClick,
  children,
}: Pick<ButtonProps, 'color'> & { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="subtle" color={color} justify="flex-start" fullWidth onClick={onClick}>
      {children}
    </Button>
  );
}
