'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { exportJournal } from '@/lib/api/cashbox';
import { ExportMenu } from '../reports/ExportMenu';
import { ListQueryState } from '../common/ListQueryState';
import { useDesktop } from '../common/use-desktop';
import { usePagedList } from '../common/use-paged-list';
import { journalList } from './cashbox-lists';
import { JournalFilterBar } from './JournalFilterBar';
import { JournalCards, JournalTable } from './JournalRows';
import { QueuedWrites } from './QueuedWrites';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Operation } from '@/lib/api/cashbox';
import { reverseOperation } from '@/lib/api/cash-desks';
import { cashboxKey } from '@/lib/api/query-keys';
import { may } from '@/lib/shared/access';
import { OPERATION_LABELS } from '@/lib/shared/cashbox';
import { formatMoney } from '@/lib/shared/money';
import { useAuthStore } from '@/stores/auth-store';
import { deferred } from '../common/deferred';

// A manager's reversal is rare: its dialog loads when asked for.
const ReasonDialog = deferred(
  () => import('./desk/ReasonDialog').then((m) => m.ReasonDialog),
  (props) => props,
);
import { ShiftTotals } from './ShiftTotals';

/** Every operation of the hall, newest first, with the totals by type of the filter. */
export function CashJournal({ hallId }: { hallId: number }) {
  const desktop = useDesktop();
  const { filter, list, paging, filtered, sorting } = usePagedList(journalList, hallId);
  const queryClient = useQueryClient();
  const reverser = useAuthStore((s) => may(s.role, 'signOffVariances'));
  const [reversing, setReversing] = useState<Operation | null>(null);
  const onReverse = reverser ? setReversing : undefined;

  return (
    <Stack gap={0}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Журнал операций
        </Title>
        <ExportMenu download={(format) => exportJournal(hallId, filter, format)} />
      </Group>
      <JournalFilterBar hallId={hallId} />
      <QueuedWrites hallId={hallId} />
      <ListQueryState
        query={list}
        what="журнал"
        emptyText={
          filtered ? 'Операций нет. Измените фильтр или сбросьте его.' : 'Операций пока нет.'
        }
        {...paging}
        skeleton={<Skeleton h={240} />}
        above={(data) => (
          <Card withBorder padding="sm" mb="md" maw={520}>
            <ShiftTotals totals={data.totals} caption="Итоги за выбранный период и смену" />
          </Card>
        )}
      >
        {(data) =>
          desktop ? (
            <JournalTable operations={data.items} sorting={sorting} onReverse={onReverse} />
          ) : (
            <JournalCards operations={data.items} sorting={sorting} onReverse={onReverse} />
          )
        }
      </ListQueryState>
      {reversing && (
        <ReasonDialog
          needed
          title={`Сторно операции № ${reversing.id}`}
          draftKey={`reverse-operation:${hallId}:${reversing.id}`}
          action="Сторнировать"
          color="red"
          onSubmit={async (reason, key) => {
            await reverseOperation(hallId, reversing.id, reason, key);
            notifications.show({
              color: 'teal',
              message: 'Операция сторнирована обратной записью',
            });
            await queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
          }}
          onClose={() => setReversing(null)}
        >
          {OPERATION_LABELS[reversing.type]} {formatMoney(reversing.amount)} · {reversing.deskName}.
          Обратная запись вернёт кассу к сумме до операции; исходная останется в журнале.
        </ReasonDialog>
      )}
    </Stack>
  );
}
