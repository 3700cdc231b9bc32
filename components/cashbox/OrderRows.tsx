'use client';

import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { Table } from '../common/Table';
import type { Order } from '@/lib/api/bar';
import { ORDER_SORT_LABELS, ORDER_STATUS_LABELS, type OrderSort } from '@/lib/shared/cashbox';
import { ListCards } from '../common/ListCard';
import { SortableTh } from '../common/SortableTh';
import type { ListSort } from '../common/SortControl';
import { formatMoney } from '@/lib/shared/money';
import { useHallClock } from '../common/use-hall-clock';
import { ListTable } from '../common/ListTable';
import { FiscalMark } from './fiscal/FiscalMark';
import { FiscalChequeButton } from './fiscal/FiscalChequeButton';
import { FiscalRetryButton } from './fiscal/FiscalRetryButton';

type Props = {
  hallId: number;
  orders: Order[];
  onCancel: (order: Order) => void;
  sorting: ListSort<OrderSort>;
};

const lines = (order: Order) =>
  order.items.map((line) => `${line.name} × ${line.quantity}`).join(', ');

function StatusBadge({ order }: { order: Order }) {
  return (
    <Badge variant="light" color={order.status === 'paid' ? 'teal' : 'gray'}>
      {ORDER_STATUS_LABELS[order.status]}
    </Badge>
  );
}

/** «Отменить» for a paid order; a cancelled one has nothing to do. */
function CancelButton({ order, onCancel }: { order: Order; onCancel: (order: Order) => void }) {
  if (order.status !== 'paid') return null;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      aria-label={`Отменить заказ № ${order.id}`}
      onClick={() => onCancel(order)}
    >
      Отменить
    </Button>
  );
}

/** The orders' page as a table (desktop). */
export function OrdersTable({ hallId, orders, onCancel, sorting }: Props) {
  const clock = useHallClock();
  return (
    <ListTable
      aria-label="Заказы"
      minWidth={800}
      head={
        <>
          <Table.Th>№</Table.Th>
          <SortableTh column="createdAt" {...sorting}>
            Время
          </SortableTh>
          <Table.Th>Состав</Table.Th>
          <SortableTh column="total" ta="right" {...sorting}>
            Сумма
          </SortableTh>
          <SortableTh column="status" {...sorting}>
            Статус
          </SortableTh>
          <Table.Th>Кассир</Table.Th>
          <Table.Th />
        </>
      }
    >
      {orders.map((order) => (
        <Table.Tr key={order.id}>
          <Table.Td>{order.id}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{clock.dateTime(order.createdAt)}</Table.Td>
          <Table.Td>{lines(order)}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(order.total)}
          </Table.Td>
          <Table.Td>
            <StatusBadge order={order} />
            <FiscalMark order={order} />
          </Table.Td>
          <Table.Td>{order.createdBy ?? '—'}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            <FiscalChequeButton order={order} />
            <FiscalRetryButton hallId={hallId} order={order} />
            <CancelButton order={order} onCancel={onCancel} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** The orders' page as cards (phone, tablet). */
export function OrderCards({ hallId, orders, onCancel, sorting }: Props) {
  const clock = useHallClock();
  return (
    <ListCards sorting={{ ...sorting, labels: ORDER_SORT_LABELS }}>
      {orders.map((order) => (
        <Card key={order.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs">
              <Text fw={600}>№ {order.id}</Text>
              <StatusBadge order={order} />
            </Group>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(order.total)}
            </Text>
          </Group>
          <Text size="sm">{lines(order)}</Text>
          <FiscalMark order={order} />
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {clock.dateTime(order.createdAt)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <FiscalChequeButton order={order} />
              <FiscalRetryButton hallId={hallId} order={order} />
              <CancelButton order={order} onCancel={onCancel} />
            </Group>
          </Group>
        </Card>
      ))}
    </ListCards>
  );
}
