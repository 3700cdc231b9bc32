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
import { ShiftTotals } from './ShiftTotals';

/** Every operation of the hall, newest first, with the totals by type of the filter. */
export function CashJournal({ hallId }: { hallId: number }) {
  const desktop = useDesktop();
  const { filter, list, paging, filtered, sorting } = usePagedList(journalList, hallId);

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
            <JournalTable operations={data.items} sorting={sorting} />
          ) : (
            <JournalCards operations={data.items} sorting={sorting} />
          )
        }
      </ListQueryState>
    </Stack>
  );
}
