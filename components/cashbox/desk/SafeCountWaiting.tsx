'use client';

import '@mantine/core/styles/Card.layer.css';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { safeCountWaitingQuery } from '@/lib/api/cash-desks';
import { deferred } from '../../common/deferred';
import { useHallClock } from '../../common/use-hall-clock';

// The confirmation is made now and then: its dialog loads on intent.
const SafeCountDialog = deferred(
  () => import('../safe/SafeCountDialog').then((m) => m.SafeCountDialog),
  (props) => ({ ...props, opened: false }),
);

/**
 * The safe's count waiting for a second person, on the desk of whoever may confirm it (a cashier
 * where the hall lets her, decision 060): never its sum, only who counted and when.
 */
export function SafeCountWaiting({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const waiting = useQuery(safeCountWaitingQuery(hallId));
  const [confirming, setConfirming] = useState(false);
  const pending = waiting.data?.pendingCount;
  if (!pending?.canConfirm) return null;
  return (
    <Card component="section" withBorder padding="md" mb="lg" aria-labelledby="safe-count-waiting">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={3} size="h5" id="safe-count-waiting">
            Пересчёт сейфа ждёт второго человека
          </Title>
          <Text size="sm" c="dimmed">
            Пересчитал(а) {pending.countedBy ?? '—'} {clock.dateTime(pending.createdAt)}.
            Пересчитайте сейф сами: сумму первого пересчёта не показывают.
          </Text>
        </div>
        <Button {...SafeCountDialog.intent} onClick={() => setConfirming(true)}>
          Подтвердить пересчёт
        </Button>
      </Group>
      <SafeCountDialog
        needed={confirming}
        opened={confirming}
        hallId={hallId}
        confirming={pending}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
