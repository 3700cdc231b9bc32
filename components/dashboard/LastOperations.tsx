'use client';

import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Table } from '../common/Table';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { journalQuery, type JournalParams } from '@/lib/api/cashbox';
import { OPERATION_LABELS, OPERATION_SIGN } from '@/lib/shared/cashbox';
import { formatMoney } from '@/lib/shared/money';
import { ScrollRegion } from '../common/ScrollRegion';
import { LoadError } from '../common/LoadError';
import { useHallClock } from '../common/use-hall-clock';

const LAST: JournalParams = {
  page: 1,
  pageSize: 6,
  range: [null, null],
  type: null,
  sort: 'createdAt',
  order: 'desc',
  shiftId: null,
};

/** The desk's latest operations, newest first, with the way to the journal. */
export function LastOperations({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const journal = useQuery(journalQuery(hallId, LAST));
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Последние операции кассы</Text>
        <Anchor component={Link} href="/cashbox/" size="sm">
          Журнал
        </Anchor>
      </Group>
      {journal.isError ? (
        <LoadError
          title="Не удалось загрузить операции"
          error={journal.error}
          onRetry={() => journal.refetch()}
        />
      ) : !journal.data ? (
        <Stack gap="xs">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={22} />
          ))}
        </Stack>
      ) : journal.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          Операций ещё не было.
        </Text>
      ) : (
        <ScrollRegion label="Последние операции" minWidth={360}>
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {journal.data.items.map((op) => (
                <Table.Tr key={op.id}>
                  <Table.Td c="dimmed" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {clock.dateTime(op.createdAt)}
                  </Table.Td>
                  <Table.Td fz="sm">{OPERATION_LABELS[op.type]}</Table.Td>
                  <Table.Td
                    ta="right"
                    fz="sm"
                    c={OPERATION_SIGN[op.type] > 0n ? 'teal.4' : 'orange.4'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {OPERATION_SIGN[op.type] > 0n ? '+' : '−'}
                    {formatMoney(op.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Card>
  );
}
