'use client';

import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import type { IdentityValues } from '@/lib/forms/identity-form';
import { may } from '@/lib/shared/access';
import { useAuthStore } from '@/stores/auth-store';
import { deferred } from '../common/deferred';
import { CheckInForm } from './CheckInForm';
import { NewGuestDialog } from './NewGuestDialog';
import { TodayVisits } from './TodayVisits';

const SelfRestrictionDialog = deferred(
  () => import('./SelfRestrictionDialog').then((m) => m.SelfRestrictionDialog),
  (props) => ({ ...props, opened: false }),
);

/** «Гости»: the hall's door — check-in by IIN or document, a new guest's registration, today's visits. */
export function GuestsTab({ hallId }: { hallId: number }) {
  const [newGuest, setNewGuest] = useState<{ identity: IdentityValues } | null>(null);
  const [restricting, setRestricting] = useState(false);
  const restricts = useAuthStore((s) => may(s.role, 'restrictPersons'));
  return (
    <Stack>
      {restricts && (
        <Group justify="flex-end">
          <Button
            variant="default"
            {...SelfRestrictionDialog.intent}
            onClick={() => setRestricting(true)}
          >
            Самоограничение
          </Button>
        </Group>
      )}
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
      {restricts && (
        <SelfRestrictionDialog
          needed={restricting}
          hallId={hallId}
          opened={restricting}
          onClose={() => setRestricting(false)}
        />
      )}
    </Stack>
  );
}
