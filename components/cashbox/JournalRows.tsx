'use client';

import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { Table } from '../common/Table';
import type { Operation } from '@/lib/api/cashbox';
import {
  OPERATION_LABELS,
  PAYOUT_KIND_LABELS,
  OPERATION_SIGN,
  OPERATION_SORT_LABELS,
  type OperationSort,
} from '@/lib/shared/cashbox';
import { ListCards } from '../common/ListCard';
import { SortableTh } from '../common/SortableTh';
import type { ListSort } from '../common/SortControl';
import { formatMoney } from '@/lib/shared/money';
import { useHallClock } from '../common/use-hall-clock';
import { ListTable } from '../common/ListTable';
import { shownCash } from '@/lib/shared/cash-desks';
import { SlipButton } from './slips/SlipButton';
import { operationOrders } from './slips/operation-orders';

const incoming = (op: Operation) => OPERATION_SIGN[op.type] > 0n;
const signed = (op: Operation) => `${incoming(op) ? '+' : '−'} ${formatMoney(op.amount)}`;

/** The journal's page as a table (desktop). */
type Props = {
  operations: Operation[];
  sorting: ListSort<OperationSort>;
  /** A manager's «Сторно» of a mistaken cash-in, withdrawal or collection. */
  onReverse?: (op: Operation) => void;
};

const REVERSIBLE = new Set<Operation['type']>(['cash_in', 'cash_out', 'collection']);

function Actions({ op, onReverse }: { op: Operation; onReverse?: (op: Operation) => void }) {
  return (
    <>
      <SlipButton orders={operationOrders(op)} subject={`операция № ${op.id}`} />
      {onReverse && REVERSIBLE.has(op.type) && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={`Сторно: операция № ${op.id}`}
          onClick={() => onReverse(op)}
        >
          Сторно
        </Button>
      )}
    </>
  );
}

export function JournalTable({ operations, sorting, onReverse }: Props) {
  const clock = useHallClock();
  return (
    <ListTable
      aria-label="Операции кассы"
      minWidth={800}
      head={
        <>
          <Table.Th>№</Table.Th>
          <SortableTh column="createdAt" {...sorting}>
            Время
          </SortableTh>
          <SortableTh column="type" {...sorting}>
            Вид
          </SortableTh>
          <SortableTh column="amount" ta="right" {...sorting}>
            Сумма
          </SortableTh>
          <Table.Th ta="right">В кассе после</Table.Th>
          <Table.Th>Касса</Table.Th>
          <Table.Th>Смена</Table.Th>
          <Table.Th>Кассир</Table.Th>
          <Table.Th>Комментарий</Table.Th>
          <Table.Th aria-label="Ордер" />
        </>
      }
    >
      {operations.map((op) => (
        <Table.Tr key={op.id}>
          <Table.Td>{op.id}</Table.Td>
          <Table.Td>{clock.dateTime(op.createdAt)}</Table.Td>
          <Table.Td>{OPERATION_LABELS[op.type]}</Table.Td>
          <Table.Td ta="right" c={incoming(op) ? 'teal' : 'orange'}>
            {signed(op)}
          </Table.Td>
          <Table.Td ta="right">{shownCash(op.balanceAfter)}</Table.Td>
          <Table.Td>{op.deskName}</Table.Td>
          <Table.Td>{op.shiftId ?? '—'}</Table.Td>
          <Table.Td>{op.createdBy ?? '—'}</Table.Td>
          <Table.Td>{describe(op)}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Actions op={op} onReverse={onReverse} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** A payout's guest, machine and kind, a credit's machine, before the note: «Пётр П. · автомат № 022 · джекпот · …». */
const describe = (op: Operation) =>
  [
    op.client && `${op.client.shortName}`,
    op.terminal && `автомат № ${op.terminal}`,
    op.payoutKind && PAYOUT_KIND_LABELS[op.payoutKind].toLowerCase(),
    op.note,
  ]
    .filter(Boolean)
    .join(' · ');

/** The journal's page as cards (phone, tablet). */
export function JournalCards({ operations, sorting, onReverse }: Props) {
  const clock = useHallClock();
  return (
    <ListCards sorting={{ ...sorting, labels: OPERATION_SORT_LABELS }}>
      {operations.map((op) => (
        <Card key={op.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Badge variant="light" color={incoming(op) ? 'teal' : 'orange'}>
              {OPERATION_LABELS[op.type]}
            </Badge>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {signed(op)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            № {op.id} · {clock.dateTime(op.createdAt)} · {op.deskName} · в кассе{' '}
            <Text span inherit style={{ whiteSpace: 'nowrap' }}>
              {shownCash(op.balanceAfter)}
            </Text>
          </Text>
          {describe(op) && <Text size="sm">{describe(op)}</Text>}
          <Group gap="xs">
            <Actions op={op} onReverse={onReverse} />
          </Group>
        </Card>
      ))}
    </ListCards>
  );
}
