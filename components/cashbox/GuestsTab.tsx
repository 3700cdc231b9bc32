'use client';

import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import type { IdentityValues } from '@/lib/forms/identity-form';
import { CheckInForm } from './CheckInForm';
import { NewGuestDialog } from './NewGuestDialog';
import { TodayVisits } from './TodayVisits';

/** «Гости»: the hall's door — check-in by IIN or document, a new guest's registration, today's visits. */
export function GuestsTab({ hallId }: { hallId: number }) {
  const [newGuest, setNewGuest] = useState<{ identity: IdentityValues } | null>(null);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CheckInForm hallId={hallId} onNewGuest={(identity) => setNewGuest({ identity })} />
        <TodayVisits hallId={hallId} />
      </SimpleGrid>
      <NewGuestDialog
        hallId={hallId}
        identity={newGuest?.identity ?? null}
        opened={newGuest !== null}
        onClose={() => setNewGuest(null)}
      />
    </Stack>
  );
}
