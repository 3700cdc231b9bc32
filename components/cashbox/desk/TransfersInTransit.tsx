'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decideTransfer, transfersInTransitQuery, type CashTransfer } from '@/lib/api/cash-desks';
import { rowActionFailure } from '@/lib/api/messages';
import { cashboxKey } from '@/lib/api/query-keys';
import { newRequestKey } from '@/lib/browser/request-key';
import { TRANSFER_KIND_LABELS, transferRoute } from '@/lib/shared/cash-transfers';
import { formatMoney } from '@/lib/shared/money';
import { useHallClock } from '../../common/use-hall-clock';
import { useOneAtATime } from '../../common/use-one-at-a-time';
import { deferred } from '../../common/deferred';

// Counting what arrived comes now and then: its code loads on intent.
const AcceptTransferDialog = deferred(
  () => import('./AcceptTransferDialog').then((m) => m.AcceptTransferDialog),
  (props) => ({ ...props, transfer: null }),
);

/**
 * The movements in transit to and from one desk: the receiver counts and accepts each, or refuses
 * it. A collection is the bank's to count: its acceptance says the bank took the bag.
 */
export function TransfersInTransit({ hallId, deskId }: { hallId: number; deskId: number }) {
  const clock = useHallClock();
  const queryClient = useQueryClient();
  const transit = useQuery(transfersInTransitQuery(hallId));
  const once = useOneAtATime();
  const [counting, setCounting] = useState<CashTransfer | null>(null);
  const decide = useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      decideTransfer(hallId, id, accept ? {} : null, newRequestKey()),
    onSuccess: (_, { accept }) =>
      notifications.show({
        color: 'teal',
        message: accept
          ? 'Перемещение принято'
          : 'Перемещение отклонено: наличные вернулись отправителю',
      }),
    onError: (error) => notifications.show({ color: 'red', message: rowActionFailure(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) }),
  });
  const mine = (transit.data?.items ?? []).filter(
    (t) => t.toDesk?.id === deskId || t.fromDesk?.id === deskId,
  );
  if (mine.length === 0) return null;
  const incoming = mine.filter((t) => t.toDesk?.id === deskId);

  return (
    <Card withBorder padding="md" mb="lg" aria-labelledby={`transit-${deskId}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h5" id={`transit-${deskId}`}>
            Наличные в пути
          </Title>
          {incoming.length > 0 && (
            <Badge color="orange" aria-label={`к приёму: ${incoming.length}`}>
              к приёму: {incoming.length}
            </Badge>
          )}
        </Group>
        {mine.map((t) => (
          <Group
            key={t.id}
            justify="space-between"
            wrap="wrap"
            gap="xs"
            data-testid="transfer-in-transit"
          >
            <div>
              <Text fw={600}>
                {formatMoney(t.amount)} · {transferRoute(t)}
              </Text>
              <Text size="sm" c="dimmed">
                {TRANSFER_KIND_LABELS[t.kind]} · {t.sentBy ?? '—'} · {clock.dateTime(t.sentAt)}
                {t.bagNumber ? ` · сумка ${t.bagNumber}` : ''}
                {t.note ? ` · ${t.note}` : ''}
              </Text>
            </div>
            {t.canDecide ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  {...AcceptTransferDialog.intent}
                  onClick={() =>
                    t.toDesk
                      ? setCounting(t)
                      : once(() => decide.mutateAsync({ id: t.id, accept: true }))
                  }
                >
                  {t.toDesk ? 'Пересчитать и принять' : 'Банк принял'}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => once(() => decide.mutateAsync({ id: t.id, accept: false }))}
                >
                  Отклонить
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t.toDesk?.id === deskId ? 'Принимает держатель кассы' : 'Ждёт приёма'}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
      <AcceptTransferDialog
        key={counting?.id ?? 'none'}
        needed={counting !== null}
        hallId={hallId}
        transfer={counting}
        onClose={() => setCounting(null)}
      />
    </Card>
  );
}
