'use client';

import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ordersQuery, type Order } from '@/lib/api/cashbox';
import { ORDER_STATUS_LABELS } from '@/lib/cashbox';
import { hallDateTime } from '@/lib/hall-time';
import { formatMoney } from '@/lib/money';
import { useFilter } from '@/stores/filters-store';
import { ListPagination } from '../common/ListPagination';
import { LoadError } from '../common/LoadError';
import { useFilterPage } from '../common/use-filter-page';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderFilterBar } from './OrderFilterBar';
import { useDesktop } from '../common/use-desktop';

const PAGE_SIZE = 25;

const lines = (order: Order) =>
  order.items.map((line) => `${line.name} × ${line.quantity}`).join(', ');

function StatusBadge({ order }: { order: Order }) {
  return (
    <Badge variant="light" color={order.status === 'paid' ? 'teal' : 'gray'}>
      {ORDER_STATUS_LABELS[order.status]}
    </Badge>
  );
}

/** The hall's bar orders, newest first, under `orderFilter`; a paid one can be cancelled. */
export function OrdersList({ hallId }: { hallId: number }) {
  const [filter] = useFilter('orderFilter');
  const desktop = useDesktop();
  const [page, setPage] = useFilterPage(filter);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const list = useQuery(ordersQuery(hallId, { page, pageSize: PAGE_SIZE, ...filter }));

  const cancelButton = (order: Order) =>
    order.status === 'paid' && (
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={`Отменить заказ № ${order.id}`}
        onClick={() => setCancelling(order)}
      >
        Отменить
      </Button>
    );

  return (
    <Stack gap={0}>
      <Title order={2} size="h4" mb="sm">
        Заказы
      </Title>
      <OrderFilterBar />
      {list.isPending && <Skeleton h={240} />}
      {list.isError && !list.data && (
        <LoadError
          title="Не удалось загрузить заказы"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      )}
      {list.data && (
        <>
          {list.data.total === 0 ? (
            <Text c="dimmed" my="xl">
              Заказов нет. Измените фильтр или сбросьте его.
            </Text>
          ) : desktop ? (
            <Table.ScrollContainer minWidth={800}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>№</Table.Th>
                    <Table.Th>Время</Table.Th>
                    <Table.Th>Состав</Table.Th>
                    <Table.Th ta="right">Сумма</Table.Th>
                    <Table.Th>Статус</Table.Th>
                    <Table.Th>Кассир</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((order) => (
                    <Table.Tr key={order.id}>
                      <Table.Td>{order.id}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {hallDateTime(order.createdAt)}
                      </Table.Td>
                      <Table.Td>{lines(order)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(order.total)}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge order={order} />
                      </Table.Td>
                      <Table.Td>{order.createdBy ?? '—'}</Table.Td>
                      <Table.Td ta="right">{cancelButton(order)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="xs">
              {list.data.items.map((order) => (
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
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" c="dimmed">
                      {hallDateTime(order.createdAt)}
                    </Text>
                    {cancelButton(order)}
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
          <ListPagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onPage={setPage}
          />
        </>
      )}
      {cancelling && (
        <CancelOrderDialog
          key={cancelling.id}
          hallId={hallId}
          order={cancelling}
          onClose={() => setCancelling(null)}
        />
      )}
    </Stack>
  );
}
