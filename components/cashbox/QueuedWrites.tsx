'use client';

import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { OPERATION_LABELS, OPERATION_SIGN } from '@/lib/shared/cashbox';
import { formatMoney } from '@/lib/shared/money';
import { useAuthStore } from '@/stores/auth-store';
import { queuedEntry, useCashQueueStore, type QueuedWrite } from '@/stores/cash-queue-store';
import { sendQueue } from './cash-queue';
import { useHallClock } from '../common/use-hall-clock';

function QueuedRow({ item, mine }: { item: QueuedWrite; mine: boolean }) {
  const clock = useHallClock();
  const { resent, removed } = useCashQueueStore((s) => s.actions);
  const entry = queuedEntry(item);
  const sign = OPERATION_SIGN[entry.type] > 0n ? '+' : '−';
  return (
    <Card withBorder padding="sm" data-testid="queued-write">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Group gap="xs">
            <Text fw={600}>{OPERATION_LABELS[entry.type]}</Text>
            {item.refusal ? (
              <Badge color="red" variant="light">
                Отклонена
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                Ожидает отправки
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Записана {clock.dateTime(item.queuedAt)}
            {!mine && ` · ${item.author}`}
            {entry.note && ` · ${entry.note}`}
          </Text>
        </div>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {sign} {formatMoney(entry.amount)}
        </Text>
      </Group>
      {item.refusal && (
        <>
          <Text size="sm" c="red" mt={4}>
            {item.refusal}
          </Text>
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                resent(item.key);
                void sendQueue();
              }}
            >
              Отправить снова
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => removed(item.key)}>
              Убрать из очереди
            </Button>
          </Group>
        </>
      )}
    </Card>
  );
}

/**
 * The hall's writes the server has not taken yet, above the journal: waiting ones, and refused
 * ones with the reason, to send again once resolved or to remove (they were never recorded).
 */
export function QueuedWrites({ hallId }: { hallId: number }) {
  const fullName = useAuthStore((s) => s.fullName);
  const items = useCashQueueStore((s) => s.items);
  const mine = items.filter((i) => i.hallId === hallId);
  if (mine.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      <Title order={3} size="h5">
        Не отправлено на сервер
      </Title>
      {mine.map((item) => (
        <QueuedRow key={item.key} item={item} mine={item.author === fullName} />
      ))}
    </Stack>
  );
}
