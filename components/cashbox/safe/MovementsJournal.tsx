'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reverseTransfer, transfersQuery, type CashTransfer } from '@/lib/api/cash-desks';
import { cashboxKey } from '@/lib/api/query-keys';
import { TRANSFER_KIND_LABELS, TRANSFER_STATUS_LABELS } from '@/lib/shared/cash-transfers';
import { formatMoney } from '@/lib/shared/money';
import { ListPagination } from '../../common/ListPagination';
import { LoadError } from '../../common/LoadError';
import { useHallClock } from '../../common/use-hall-clock';
import { ReasonDialog } from '../desk/ReasonDialog';
import { route } from '../desk/TransfersInTransit';
import { SlipButton } from '../slips/SlipButton';
import { transferOrders } from '../slips/transfer-orders';

const STATUS_COLORS = { sent: 'orange', accepted: 'teal', refused: 'gray' } as const;

/** The hall's movements, newest first, each with its slip and (once accepted) its reversal. */
export function MovementsJournal({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(transfersQuery(hallId, page));
  const [reversing, setReversing] = useState<CashTransfer | null>(null);
  return (
    <Stack gap="sm" mb="lg">
      <Title order={2} size="h4">
        Перемещения наличных
      </Title>
      {list.isError && !list.data && (
        <LoadError
          title="Не удалось загрузить перемещения"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      )}
      {list.data?.items.length === 0 && (
        <Text c="dimmed" size="sm">
          Перемещений ещё не было.
        </Text>
      )}
      {list.data?.items.map((t) => (
        <Card key={t.id} withBorder padding="sm" data-testid="movement">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Group gap="xs">
                <Text fw={600}>
                  {formatMoney(t.amount)} · {route(t)}
                </Text>
                <Badge variant="light" color={STATUS_COLORS[t.status]}>
                  {TRANSFER_STATUS_LABELS[t.status]}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                № {t.id} · {TRANSFER_KIND_LABELS[t.kind]} · отправил {t.sentBy ?? '—'}{' '}
                {clock.dateTime(t.sentAt)}
                {t.decidedAt
                  ? ` · ${t.status === 'refused' ? 'отклонил' : 'принял'} ${t.decidedBy ?? '—'}`
                  : ''}
                {t.bagNumber ? ` · сумка ${t.bagNumber}` : ''}
                {t.note ? ` · ${t.note}` : ''}
              </Text>
            </div>
            <Group gap="xs">
              <SlipButton orders={transferOrders(t)} subject={`перемещение № ${t.id}`} />
              {t.status === 'accepted' && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => setReversing(t)}
                >
                  Сторнировать
                </Button>
              )}
            </Group>
          </Group>
        </Card>
      ))}
      {list.data && list.data.total > 0 && (
        <ListPagination
          page={page}
          total={list.data.total}
          pageSize={list.data.pageSize}
          onPage={setPage}
        />
      )}
      {reversing && (
        <ReasonDialog
          title={`Сторно перемещения № ${reversing.id}`}
          draftKey={`reverse-transfer:${hallId}:${reversing.id}`}
          action="Сторнировать"
          color="red"
          onSubmit={async (reason, key) => {
            await reverseTransfer(hallId, reversing.id, reason, key);
            notifications.show({
              color: 'teal',
              message: 'Перемещение сторнировано обратной записью',
            });
            await queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
          }}
          onClose={() => setReversing(null)}
        >
          {formatMoney(reversing.amount)} · {route(reversing)}. Наличные вернутся отправителю
          обратной записью; исходное перемещение останется в журнале.
        </ReasonDialog>
      )}
    </Stack>
  );
}
