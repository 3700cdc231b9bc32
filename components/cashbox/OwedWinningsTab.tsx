'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cashboxKey } from '@/lib/api/query-keys';
import { failureMessage } from '@/lib/api/messages';
import {
  decidePayout,
  owedWinningsQuery,
  payOwedWinning,
  type OwedWinning,
} from '@/lib/api/winnings';
import { newRequestKey } from '@/lib/browser/request-key';
import { may } from '@/lib/shared/access';
import { dottedDay } from '@/lib/shared/iso-date';
import { formatMoney } from '@/lib/shared/money';
import { PAYOUT_DAYS, REASON_MAX, WINNING_STATUS_LABELS } from '@/lib/shared/winnings';
import { useAuthStore } from '@/stores/auth-store';
import { QueryLoadError } from '../common/LoadError';
import { useHallClock } from '../common/use-hall-clock';
import { useOneAtATime } from '../common/use-one-at-a-time';
import { cashAfter } from '@/lib/shared/cash-desks';

type Props = { hallId: number };

/**
 * «К выплате»: wins the hall owes, nearest deadline first, each as a hand-pay slip (who asked,
 * who decided, when). The manager approves or refuses a large one here, on a phone too; the
 * desk pays an approved one from its open shift.
 */
export function OwedWinningsTab({ hallId }: Props) {
  const owed = useQuery(owedWinningsQuery(hallId));
  if (owed.isError) return <QueryLoadError query={owed} what="выплаты" />;
  if (!owed.data) {
    return (
      <Text size="sm" c="dimmed">
        Загрузка…
      </Text>
    );
  }
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Выигрыш выплачивается по документу не позднее {PAYOUT_DAYS} календарных дней (ст. 12 Закона
        «Об игорном бизнесе»). Крупные выплаты ждут одобрения управляющего.
      </Text>
      {owed.data.items.length === 0 ? (
        <Text>Невыплаченных выигрышей нет.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {owed.data.items.map((winning) => (
            <WinningCard key={winning.id} hallId={hallId} winning={winning} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function WinningCard({ hallId, winning }: { hallId: number; winning: OwedWinning }) {
  const clock = useHallClock();
  const queryClient = useQueryClient();
  const { role, fullName } = useAuthStore();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [payKey] = useState(newRequestKey);
  const once = useOneAtATime();
  const done = (message: string) => {
    notifications.show({ color: 'teal', message });
    void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
  };
  const failed = (error: unknown) => {
    notifications.show({ color: 'red', message: failureMessage(error) });
    void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
  };
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'refuse') =>
      decidePayout(hallId, winning.id, decision, reason.trim()),
    onSuccess: (decided) =>
      done(
        decided.status === 'approved'
          ? `Выплата № ${winning.id} одобрена: касса может выдать ${formatMoney(winning.amount)}`
          : `В выплате № ${winning.id} отказано`,
      ),
    onError: failed,
  });
  const pay = useMutation({
    mutationFn: () => payOwedWinning(hallId, winning.id, payKey),
    onSuccess: (operation) =>
      done(
        `Выплачено ${formatMoney(operation.amount)}: ${winning.client.shortName}.${cashAfter(operation.balanceAfter)}`,
      ),
    onError: failed,
  });
  const decides =
    winning.status === 'pending' && may(role, 'decidePayouts') && winning.requestedBy !== fullName;
  return (
    <Card withBorder padding="md" data-testid="owed-winning">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="lg">
            {formatMoney(winning.amount)}
          </Text>
          <Badge color={winning.status === 'pending' ? 'yellow' : 'teal'} variant="light">
            {WINNING_STATUS_LABELS[winning.status]}
          </Badge>
        </Group>
        <Text size="sm">
          {winning.client.shortName} · автомат № {winning.terminal}
        </Text>
        <Text size="sm" c="dimmed">
          № {winning.id}. Запросил(а) {winning.requestedBy ?? '—'},{' '}
          {clock.dateTime(winning.requestedAt)}
        </Text>
        {winning.decidedBy && (
          <Text size="sm" c="dimmed">
            Одобрил(а) {winning.decidedBy}, {clock.dateTime(winning.decidedAt!)}
          </Text>
        )}
        <Text size="sm" c={winning.overdue ? 'red.8' : undefined} fw={winning.overdue ? 700 : 400}>
          {winning.overdue ? 'Просрочена: срок был' : 'Выплатить до'} {dottedDay(winning.deadline)}{' '}
          включительно
        </Text>
        {refusing && (
          <Textarea
            label="Причина отказа"
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        <Group gap="xs" mt={4}>
          {winning.status === 'approved' && (
            <Button loading={pay.isPending} onClick={() => once(() => pay.mutateAsync())}>
              Выплатить
            </Button>
          )}
          {decides && !refusing && (
            <>
              <Button
                loading={decide.isPending}
                onClick={() => once(() => decide.mutateAsync('approve'))}
              >
                Одобрить
              </Button>
              <Button variant="default" onClick={() => setRefusing(true)}>
                Отказать
              </Button>
            </>
          )}
          {decides && refusing && (
            <>
              <Button
                color="red"
                loading={decide.isPending}
                onClick={() => once(() => decide.mutateAsync('refuse'))}
              >
                Отказать в выплате
              </Button>
              <Button variant="default" onClick={() => setRefusing(false)}>
                Отмена
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
