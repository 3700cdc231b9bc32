'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cashDesksQuery } from '@/lib/api/cashbox';
import { reverseTransfer, transfersQuery, type CashTransfer } from '@/lib/api/cash-desks';
import { cashboxKey } from '@/lib/api/query-keys';
import {
  TRANSFER_KIND_LABELS,
  TRANSFER_STATUS_LABELS,
  transferRoute,
  type TransferStatus,
} from '@/lib/shared/cash-transfers';
import { formatMoney } from '@/lib/shared/money';
import { ListFilterBar, options } from '../../common/ListFilterBar';
import { ListQueryState } from '../../common/ListQueryState';
import { useHallClock } from '../../common/use-hall-clock';
import { pagedList, usePagedList } from '../../common/use-paged-list';
import { ReasonDialog } from '../desk/ReasonDialog';
import { SlipButton } from '../slips/SlipButton';
import { transferOrders } from '../slips/transfer-orders';

const STATUS_COLORS = { sent: 'orange', accepted: 'teal', refused: 'gray' } as const;

const movementsList = pagedList({ key: 'movementsFilter', pageSize: 20, query: transfersQuery });

/**
 * The hall's movements, newest first, of a status and a desk kept under `movementsFilter`, each
 * with its slip and (once accepted) its reversal.
 */
export function MovementsJournal({ hallId }: { hallId: number }) {
  const queryClient = useQueryClient();
  const { filter, filterChanged, filterCleared, list, paging, filtered } = usePagedList(
    movementsList,
    hallId,
  );
  const desks = useQuery(cashDesksQuery(hallId));
  const [reversing, setReversing] = useState<CashTransfer | null>(null);
  return (
    <Stack gap="sm" mb="lg">
      <Title order={2} size="h4">
        Перемещения наличных
      </Title>
      <ListFilterBar
        labelled
        selects={[
          {
            label: 'Статус',
            placeholder: 'Все',
            data: options(TRANSFER_STATUS_LABELS),
            value: filter.status,
            onChange: (status) => filterChanged({ status: status as TransferStatus | null }),
            width: 160,
          },
          {
            label: 'Касса',
            placeholder: 'Все кассы и сейф',
            data: (desks.data?.items ?? []).map((d) => ({ value: String(d.id), label: d.name })),
            value: filter.deskId === null ? null : String(filter.deskId),
            onChange: (id) => filterChanged({ deskId: id === null ? null : Number(id) }),
            width: 200,
          },
        ]}
        onReset={filterCleared}
      />
      <ListQueryState
        query={list}
        what="перемещения"
        emptyText={
          filtered
            ? 'Перемещений нет. Измените фильтр или сбросьте его.'
            : 'Перемещений ещё не было.'
        }
        {...paging}
        rows={3}
        rowHeight={72}
      >
        {(data) => (
          <Stack gap="sm">
            {data.items.map((t) => (
              <Movement key={t.id} transfer={t} onReverse={setReversing} />
            ))}
          </Stack>
        )}
      </ListQueryState>
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
          {formatMoney(reversing.amount)} · {transferRoute(reversing)}. Наличные вернутся
          отправителю обратной записью; исходное перемещение останется в журнале.
        </ReasonDialog>
      )}
    </Stack>
  );
}

/** One movement: its sum and route, its status, who sent and decided it, its slip. */
function Movement({
  transfer: t,
  onReverse,
}: {
  transfer: CashTransfer;
  onReverse: (transfer: CashTransfer) => void;
}) {
  const clock = useHallClock();
  return (
    <Card withBorder padding="sm" data-testid="movement">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Group gap="xs">
            <Text fw={600}>
              {formatMoney(t.amount)} · {transferRoute(t)}
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
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => onReverse(t)}>
              Сторнировать
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
