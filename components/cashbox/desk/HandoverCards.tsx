'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelHandover, handoversQuery, type Handover } from '@/lib/api/cash-desks';
import { rowActionFailure } from '@/lib/api/messages';
import { cashboxKey } from '@/lib/api/query-keys';
import { newRequestKey } from '@/lib/browser/request-key';
import { useHallClock } from '../../common/use-hall-clock';
import { useOneAtATime } from '../../common/use-one-at-a-time';
import { deferred } from '../../common/deferred';

// The incoming cashier's count: its grid loads on intent over «Пересчитать и принять».
const AcceptHandoverDialog = deferred(
  () => import('./AcceptHandoverDialog').then((m) => m.AcceptHandoverDialog),
  (props) => ({ ...props, opened: false }),
);

/** A desk handed to this person: they count it in their own session and take the shift. */
export function HandoverToAccept({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const handovers = useQuery(handoversQuery(hallId));
  const [accepting, setAccepting] = useState<Handover | null>(null);
  const mine = (handovers.data?.items ?? []).filter((h) => h.canAccept);
  if (mine.length === 0) return null;
  return (
    <>
      {mine.map((h) => (
        <Card key={h.id} withBorder padding="lg" mb="lg" bg="var(--mantine-color-blue-light)">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Title order={2} size="h4">
                Вам передают {h.deskName}
              </Title>
              <Text size="sm">
                {h.fromUser ?? '—'} · {clock.dateTime(h.createdAt)} · пересчитайте кассу сами
              </Text>
            </div>
            <Button {...AcceptHandoverDialog.intent} onClick={() => setAccepting(h)}>
              Пересчитать и принять
            </Button>
          </Group>
        </Card>
      ))}
      {accepting && (
        <AcceptHandoverDialog
          key={accepting.id}
          needed
          hallId={hallId}
          handover={accepting}
          opened
          onClose={() => setAccepting(null)}
        />
      )}
    </>
  );
}

/** One's own shift being handed over: to whom, and the way to call it off while it waits. */
export function HandoverUnderway({ hallId, shiftId }: { hallId: number; shiftId: number }) {
  const queryClient = useQueryClient();
  const handovers = useQuery(handoversQuery(hallId));
  const once = useOneAtATime();
  const cancel = useMutation({
    mutationFn: (id: number) => cancelHandover(hallId, id, newRequestKey()),
    onError: (error) => notifications.show({ color: 'red', message: rowActionFailure(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) }),
  });
  const underway = handovers.data?.items.find((h) => h.fromShiftId === shiftId);
  if (!underway) return null;
  return (
    <Alert color="blue" title={`Смена передаётся: ${underway.toUser ?? '—'}`}>
      <Stack gap="xs">
        <Text size="sm">
          {underway.status === 'disputed'
            ? 'Пересчёты не сошлись: передачу решает управляющий.'
            : 'Ждём пересчёта принимающего. Операции в смене не проводятся.'}
        </Text>
        {underway.status === 'pending' && (
          <Group>
            <Button
              size="xs"
              variant="default"
              onClick={() => once(() => cancel.mutateAsync(underway.id))}
            >
              Отменить передачу
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
