'use client';

import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { exportMonitoring, type MonitoringEntry } from '@/lib/api/winnings';
import { hallClock } from '@/lib/shared/hall-time';
import { formatMoney } from '@/lib/shared/money';
import { useHallsStore } from '@/stores/halls-store';
import { ListCard, ListCards } from '../common/ListCard';
import { ListFilterBar } from '../common/ListFilterBar';
import { ListQueryState } from '../common/ListQueryState';
import { ListTable } from '../common/ListTable';
import { Table } from '../common/Table';
import { useDesktop } from '../common/use-desktop';
import { usePagedList } from '../common/use-paged-list';
import { ExportMenu } from '../reports/ExportMenu';
import { MonitoringCorrectionDialog } from './MonitoringCorrectionDialog';
import { monitoringList } from './monitoring-list';

const personOf = (e: MonitoringEntry) => e.iin ?? e.document ?? '—';

/**
 * «Финмониторинг» (head office): every winnings payout from the threshold, as the FM-1 report
 * takes it, newest first, by days and hall, with the export of what the filter shows. An entry
 * is never changed: «Исправить» adds a new one that names it.
 */
export function MonitoringTab() {
  const desktop = useDesktop();
  const { list, paging, filtered, filter, filterChanged, filterCleared } = usePagedList(
    monitoringList,
    0,
  );
  const [correcting, setCorrecting] = useState<MonitoringEntry | null>(null);
  const halls = useHallsStore((s) => s.hallsList);
  const when = (e: MonitoringEntry) =>
    hallClock(halls.find((h) => h.id === e.hallId)?.timezone).dateTime(e.occurredAt);
  const correction = (e: MonitoringEntry) =>
    e.correctsId ? (
      <Badge color="yellow" variant="light">
        Исправляет № {e.correctsId}
      </Badge>
    ) : null;
  const correct = (e: MonitoringEntry) => (
    <Button
      size="xs"
      variant="default"
      onClick={() => setCorrecting(e)}
      aria-label={`Исправить запись № ${e.id}`}
    >
      Исправить
    </Button>
  );

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap" mb="xs">
        <Text size="sm" c="dimmed" maw={640}>
          Выплаты выигрышей
          {list.data ? ` от ${formatMoney(list.data.threshold)}` : ''} для отчёта по форме ФМ-1.
          Запись не меняется: исправление добавляется новой записью со ссылкой на прежнюю.
        </Text>
        <ExportMenu download={(format) => exportMonitoring(filter, format)} />
      </Group>
      <ListFilterBar
        selects={[
          {
            label: 'Зал',
            placeholder: 'Все залы',
            data: halls.map((h) => ({ value: String(h.id), label: h.name })),
            value: filter.hallId,
            onChange: (hallId) => filterChanged({ hallId }),
            width: 220,
          },
        ]}
        range={{
          label: 'Даты',
          value: filter.range,
          onChange: (range) => filterChanged({ range }),
        }}
        onReset={filterCleared}
      />
      <ListQueryState
        query={list}
        what="реестра"
        emptyText={
          filtered
            ? 'За эти дни в этом зале крупных выплат нет. Измените фильтр или сбросьте его.'
            : 'Крупных выплат ещё не было.'
        }
        {...paging}
        above={(data) => (
          <Text size="sm" c="dimmed" mb="xs">
            Записей: {data.total}
          </Text>
        )}
      >
        {(data) =>
          desktop ? (
            <ListTable
              aria-label="Реестр финансового мониторинга"
              minWidth={1000}
              head={
                <>
                  <Table.Th>№</Table.Th>
                  <Table.Th>Дата и время</Table.Th>
                  <Table.Th>Зал</Table.Th>
                  <Table.Th ta="right">Сумма</Table.Th>
                  <Table.Th>ИИН или документ</Table.Th>
                  <Table.Th>ФИО</Table.Th>
                  <Table.Th>Гражданство</Table.Th>
                  <Table.Th>Операция</Table.Th>
                  <Table.Th />
                </>
              }
            >
              {data.items.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.id}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(e)}</Table.Td>
                  <Table.Td>{e.hallName}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(e.amount)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{personOf(e)}</Table.Td>
                  <Table.Td>
                    {e.fullName} {correction(e)}
                  </Table.Td>
                  <Table.Td>{e.citizenship}</Table.Td>
                  <Table.Td>№ {e.operationId}</Table.Td>
                  <Table.Td>{correct(e)}</Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          ) : (
            <ListCards>
              {data.items.map((e) => (
                <ListCard
                  key={e.id}
                  title={`${formatMoney(e.amount)} · ${e.fullName}`}
                  badge={correction(e)}
                  actions={correct(e)}
                >
                  <Text size="sm">
                    {personOf(e)} · {e.citizenship}
                  </Text>
                  <Text size="sm" c="dimmed">
                    № {e.id} · {when(e)} · {e.hallName} · операция № {e.operationId}
                  </Text>
                </ListCard>
              ))}
            </ListCards>
          )
        }
      </ListQueryState>
      <MonitoringCorrectionDialog entry={correcting} onClose={() => setCorrecting(null)} />
    </>
  );
}
