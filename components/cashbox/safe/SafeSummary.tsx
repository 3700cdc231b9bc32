'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Safe } from '@/lib/api/cash-desks';
import { formatMoney } from '@/lib/shared/money';
import { useHallClock } from '../../common/use-hall-clock';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

type Props = {
  safe: Safe;
  onCount: () => void;
  onConfirm: () => void;
};

/** The safe: its cash by the ledger, what is in the desks and in transit, and the reserve. */
export function SafeSummary({ safe, onCount, onConfirm }: Props) {
  const clock = useHallClock();
  const last = safe.lastCount;
  const pending = safe.pendingCount;
  return (
    <Card withBorder padding="lg" mb="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h4">
              Сейф
            </Title>
            <Text size="sm" c="dimmed">
              {last
                ? `Пересчитан ${clock.dateTime(last.confirmedAt)}: ${last.countedBy ?? '—'} и ${last.confirmedBy ?? '—'}, ${formatMoney(last.total)}`
                : 'Ещё не пересчитывался вдвоём'}
            </Text>
          </div>
          {pending ? (
            pending.canConfirm ? (
              <Button onClick={onConfirm}>Подтвердить пересчёт</Button>
            ) : (
              <Text size="sm" c="dimmed" maw={320}>
                Пересчёт {pending.countedBy ?? '—'} от {clock.dateTime(pending.createdAt)} ждёт
                второго человека
              </Text>
            )
          ) : (
            <Button variant="light" onClick={onCount}>
              Пересчитать сейф
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure
            label="В сейфе по учёту"
            value={formatMoney(safe.balance)}
            testId="safe-balance"
          />
          <Figure label="В кассах" value={formatMoney(safe.desksCash)} />
          <Figure label="В пути" value={formatMoney(safe.inTransit)} />
          <Figure label="Выигрыши к выплате" value={formatMoney(safe.owedWinnings)} />
        </SimpleGrid>
        {safe.reserveShort && (
          <Alert color="red" title="Не хватает на выигрыши к выплате">
            Сейфу и кассам не хватает {formatMoney(safe.reserveShort)}: закажите подкрепление из
            банка.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
