'use client';

import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { useDeferred } from '../common/use-deferred';
import { useSignOut } from './use-sign-out';

// Loaded a moment after the shell (not on the click): unsent writes mean a lost connection, and
// the question must still be there to ask.
const SignOutDialog = dynamic(() => import('./SignOutDialog').then((m) => m.SignOutDialog), {
  ssr: false,
});

/** «Выйти»; with cash writes still unsent from this device it asks first, since they go too. */
export function SignOutButton() {
  const signOut = useSignOut();
  const unsent = useCashQueueStore((s) => s.items.length);
  const [asking, setAsking] = useState(false);
  const later = useDeferred();
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconLogout size={18} />}
        onClick={() => (unsent > 0 ? setAsking(true) : signOut())}
      >
        Выйти
      </Button>
      {/* Kept mounted once loaded, so the dialog gives the focus back when it closes. */}
      {(asking || later) && (
        <SignOutDialog
          opened={asking}
          unsent={unsent}
          onStay={() => setAsking(false)}
          onSignOut={signOut}
        />
      )}
    </>
  );
}
