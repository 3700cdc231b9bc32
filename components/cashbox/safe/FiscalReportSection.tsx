'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fiscalReportQuery } from '@/lib/api/fiscal';
import { formatMoney } from '@/lib/shared/money';
import { Table } from '../../common/Table';
import { ListTable } from '../../common/ListTable';
import { LoadError } from '../../common/LoadError';
import { useHallClock } from '../../common/use-hall-clock';

const DAYS = 7;

/** «Фискальные чеки»: the last week's sales per desk and day beside the cheques issued for them. */
export function FiscalReportSection({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const today = clock.today();
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const report = useQuery(fiscalReportQuery(hallId, { from, to: today }));
  return (
    <Stack gap="sm" mb="lg">
      <Title order={2} size="h4">
        Фискальные чеки за {DAYS} дней
      </Title>
      {report.isPending && <Skeleton h={160} />}
      {report.isError && !report.data && (
        <LoadError
          title="Не удалось загрузить фискальные чеки"
          error={report.error}
          onRetry={() => report.refetch()}
        />
      )}
      {report.data && report.data.items.length === 0 && (
        <Text c="dimmed">Продаж за эти дни не было.</Text>
      )}
      {report.data && report.data.items.length > 0 && (
        <ListTable
          aria-label="Фискальные чеки по кассам и дням"
          minWidth={760}
          head={
            <>
              <Table.Th>День</Table.Th>
              <Table.Th>Касса</Table.Th>
              <Table.Th ta="right">Продаж</Table.Th>
              <Table.Th ta="right">Без чека</Table.Th>
              <Table.Th ta="right">Ждут</Table.Th>
              <Table.Th ta="right">Не пробиты</Table.Th>
              <Table.Th ta="right">По журналу</Table.Th>
              <Table.Th ta="right">По чекам</Table.Th>
              <Table.Th>Сверка</Table.Th>
            </>
          }
        >
          {report.data.items.map((row) => (
            <Table.Tr key={`${row.day}:${row.deskId}`}>
              <Table.Td>{row.day.split('-').reverse().join('.')}</Table.Td>
              <Table.Td>{row.desk}</Table.Td>
              <Table.Td ta="right">{row.sales}</Table.Td>
              <Table.Td ta="right" c={row.withoutCheque ? 'orange' : undefined}>
                {row.withoutCheque}
              </Table.Td>
              <Table.Td ta="right" c={row.pending ? 'yellow' : undefined}>
                {row.pending}
              </Table.Td>
              <Table.Td ta="right" c={row.failed ? 'red' : undefined}>
                {row.failed}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(row.journalTotal)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.chequesTotal)}</Table.Td>
              <Table.Td c={row.agree ? 'teal' : 'red'}>
                {row.agree ? 'Сходится' : 'Не сходится'}
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
