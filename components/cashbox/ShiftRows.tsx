'use client';

import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Text } from '@mantine/core';
import { Table } from '../common/Table';
import type { Shift } from '@/lib/api/cashbox';
import { SHIFT_SORT_LABELS, type ShiftSort } from '@/lib/shared/cashbox';
import { formatMoney } from '@/lib/shared/money';
import { ListCard, ListCards } from '../common/ListCard';
import { ListTable } from '../common/ListTable';
import { RowActions } from '../common/RowAction';
import { SortableTh } from '../common/SortableTh';
import type { ListSort } from '../common/SortControl';
import { useHallClock } from '../common/use-hall-clock';

type Props = { shifts: Shift[]; sorting: ListSort<ShiftSort>; onOpen: (shift: Shift) => void };

const money = (value: string | null) => (value === null ? '—' : formatMoney(value));

/** «недостача 1 500,00 ₸», «излишек …», «нет»; an open shift has none yet. */
function Discrepancy({ value }: { value: string | null }) {
  const short = value?.startsWith('-');
  if (value === null || Number(value) === 0) {
    return (
      <Text span size="sm" c={value === null ? 'dimmed' : undefined}>
        {value === null ? '—' : 'нет'}
      </Text>
    );
  }
  return (
    <Text span size="sm" c={short ? 'red.4' : 'teal.4'} style={{ whiteSpace: 'nowrap' }}>
      {short ? 'недостача' : 'излишек'} {formatMoney(value.replace('-', ''))}
    </Text>
  );
}

function StatusBadge({ shift }: { shift: Shift }) {
  return (
    <Badge variant="light" color={shift.status === 'open' ? 'teal' : 'gray'}>
      {shift.status === 'open' ? 'Открыта' : 'Закрыта'}
    </Badge>
  );
}

/** «Z-отчёт» of a closed shift, «X-отчёт» of the open one. */
function ReportButton({
  shift,
  onOpen,
  ...button
}: {
  shift: Shift;
  onOpen: (shift: Shift) => void;
  size: 'xs' | 'compact-sm';
  variant: 'light' | 'subtle';
}) {
  const report = shift.status === 'closed' ? 'Z-отчёт' : 'X-отчёт';
  return (
    <Button {...button} aria-label={`${report} смены № ${shift.id}`} onClick={() => onOpen(shift)}>
      {report}
    </Button>
  );
}

/** The archive's page as a table (desktop). */
export function ShiftTable({ shifts, sorting, onOpen }: Props) {
  const clock = useHallClock();
  return (
    <ListTable
      aria-label="Смены"
      minWidth={1000}
      head={
        <>
          <Table.Th>№</Table.Th>
          <SortableTh column="openedAt" {...sorting}>
            Открыта
          </SortableTh>
          <SortableTh column="closedAt" {...sorting}>
            Закрыта
          </SortableTh>
          <Table.Th ta="right">На начало</Table.Th>
          <Table.Th ta="right">Ожидалось</Table.Th>
          <Table.Th ta="right">По факту</Table.Th>
          <SortableTh column="discrepancy" ta="right" {...sorting}>
            Расхождение
          </SortableTh>
          <Table.Th />
        </>
      }
    >
      {shifts.map((shift) => (
        <Table.Tr key={shift.id}>
          <Table.Td>{shift.id}</Table.Td>
          <Table.Td>
            <Text size="sm">{clock.dateTime(shift.openedAt)}</Text>
            <Text size="xs" c="dimmed">
              {shift.openedBy ?? '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            {shift.closedAt ? (
              <>
                <Text size="sm">{clock.dateTime(shift.closedAt)}</Text>
                <Text size="xs" c="dimmed">
                  {shift.closedBy ?? '—'}
                </Text>
              </>
            ) : (
              <StatusBadge shift={shift} />
            )}
          </Table.Td>
          <Table.Td ta="right">{formatMoney(shift.openingCash)}</Table.Td>
          <Table.Td ta="right">{money(shift.expectedCash)}</Table.Td>
          <Table.Td ta="right">{money(shift.countedCash)}</Table.Td>
          <Table.Td ta="right">
            <Discrepancy value={shift.discrepancy} />
          </Table.Td>
          <RowActions>
            <ReportButton shift={shift} onOpen={onOpen} size="compact-sm" variant="subtle" />
          </RowActions>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** The archive's page as cards (phone, tablet). */
export function ShiftCards({ shifts, sorting, onOpen }: Props) {
  const clock = useHallClock();
  return (
    <ListCards sorting={{ ...sorting, labels: SHIFT_SORT_LABELS }}>
      {shifts.map((shift) => (
        <ListCard
          key={shift.id}
          title={`Смена № ${shift.id}`}
          badge={<StatusBadge shift={shift} />}
          actions={<ReportButton shift={shift} onOpen={onOpen} size="xs" variant="light" />}
        >
          <Text size="sm" c="dimmed">
            {clock.dateTime(shift.openedAt)} · {shift.openedBy ?? '—'}
          </Text>
          <Text size="sm">
            На начало {formatMoney(shift.openingCash)} · расхождение:{' '}
            <Discrepancy value={shift.discrepancy} />
          </Text>
        </ListCard>
      ))}
    </ListCards>
  );
}
