'use client';

import { Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { journalQuery, type Operation } from '@/lib/api/cashbox';
import { OPERATION_LABELS, OPERATION_SIGN } from '@/lib/cashbox';
import { formatMoney } from '@/lib/money';
import { useFilter } from '@/stores/filters-store';
import { ListPagination } from '../common/ListPagination';
import { LoadError } from '../common/LoadError';
import { JournalFilterBar } from './JournalFilterBar';
import { QueuedWrites } from './QueuedWrites';
import { ShiftTotals } from './ShiftTotals';
import { hallDateTime } from '@/lib/hall-time';
import { useFilterPage } from '../common/use-filter-page';
import { useDesktop } from '../common/use-desktop';

const PAGE_SIZE = 50;

const signed = (op: Operation) =>
  `${OPERATION_SIGN[op.type] > 0n ? '+' : '−'} ${formatMoney(op.amount)}`;

/** Every operation of the hall, newest first, with the totals by type of the filter. */
export function CashJournal({ hallId }: { hallId: number }) {
  const [filter] = useFilter('cashboxFilter');
  const desktop = useDesktop();
  const { range, type, shiftId } = filter;
  const [page, setPage] = useFilterPage(filter);
  const journal = useQuery(
    journalQuery(hallId, { page, pageSize: PAGE_SIZE, range, type, shiftId }),
  );

  return (
    <Stack gap={0}>
      <Title order={2} size="h4" mb="sm">
        Журнал операций
      </Title>
      <JournalFilterBar hallId={hallId} />
      <QueuedWrites hallId={hallId} />
      {journal.isPending && <Skeleton h={240} />}
      {journal.isError && !journal.data && (
        <LoadError
          title="Не удалось загрузить журнал"
          error={journal.error}
          onRetry={() => journal.refetch()}
        />
      )}
      {journal.data && (
        <>
          <Card withBorder padding="sm" mb="md" maw={520}>
            <ShiftTotals totals={journal.data.totals} caption="Итоги за выбранный период и смену" />
          </Card>
          {journal.data.total === 0 ? (
            <Text c="dimmed" my="xl">
              Операций нет. Измените фильтр или сбросьте его.
            </Text>
          ) : desktop ? (
            <Table.ScrollContainer minWidth={800}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>№</Table.Th>
                    <Table.Th>Время</Table.Th>
                    <Table.Th>Вид</Table.Th>
                    <Table.Th ta="right">Сумма</Table.Th>
                    <Table.Th ta="right">В кассе после</Table.Th>
                    <Table.Th>Смена</Table.Th>
                    <Table.Th>Кассир</Table.Th>
                    <Table.Th>Комментарий</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {journal.data.items.map((op) => (
                    <Table.Tr key={op.id}>
                      <Table.Td>{op.id}</Table.Td>
                      <Table.Td>{hallDateTime(op.createdAt)}</Table.Td>
                      <Table.Td>{OPERATION_LABELS[op.type]}</Table.Td>
                      <Table.Td ta="right" c={OPERATION_SIGN[op.type] > 0n ? 'teal' : 'orange'}>
                        {signed(op)}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(op.balanceAfter)}</Table.Td>
                      <Table.Td>{op.shiftId}</Table.Td>
                      <Table.Td>{op.createdBy ?? '—'}</Table.Td>
                      <Table.Td>{op.note}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="xs">
              {journal.data.items.map((op) => (
                <Card key={op.id} withBorder padding="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Badge variant="light" color={OPERATION_SIGN[op.type] > 0n ? 'teal' : 'orange'}>
                      {OPERATION_LABELS[op.type]}
                    </Badge>
                    <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {signed(op)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    № {op.id} · {hallDateTime(op.createdAt)} · в кассе{' '}
                    <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(op.balanceAfter)}
                    </Text>
                  </Text>
                  {op.note && <Text size="sm">{op.note}</Text>}
                </Card>
              ))}
            </Stack>
          )}
          <ListPagination
            page={page}
            pageSize={PAGE_SIZE}
            total={journal.data.total}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
