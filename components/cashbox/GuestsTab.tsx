'use client';

import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { CheckInForm } from './CheckInForm';
import { NewGuestDialog } from './NewGuestDialog';
import { TodayVisits } from './TodayVisits';

/** «Гости»: the hall's door — check-in by phone, a new guest's registration, today's visits. */
export function GuestsTab({ hallId }: { hallId: number }) {
  const [newGuest, setNewGuest] = useState<{ phone: string } | null>(null);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CheckInForm hallId={hallId} onNewGuest={(phone) => setNewGuest({ phone })} />
        <TodayVisits hallId={hallId} />
      </SimpleGrid>
      <NewGuestDialog
        hallId={hallId}
        phone={newGuest?.phone ?? ''}
        opened={newGuest !== null}
        onClose={() => setNewGuest(null)}
      />
    </Stack>
  );
}
