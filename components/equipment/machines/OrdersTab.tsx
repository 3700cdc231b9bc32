'use client';

import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Badge, Card, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hallOrdersQuery } from '@/lib/api/machines';
import { dottedDay } from '@/lib/shared/iso-date';
import {
  MACHINE_ORDER_LABELS,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
} from '@/lib/shared/machine-orders';
import { LoadError } from '../../common/LoadError';
import { useHallClock } from '../../common/use-hall-clock';
import { OrderBody, useOrderNames } from './MachineHistory';
import { OrderDecisionButtons } from './OrderDecisionButtons';
import { orderDetails } from './order-display';

/** The hall's work orders: the ones waiting for head office first, or every one (decision 069). */
export function OrdersTab({ hallId }: { hallId: number }) {
  const [which, setWhich] = useState<'requested' | 'all'>('requested');
  const orders = useQuery(hallOrdersQuery(hallId, which === 'requested' ? 'requested' : undefined));
  const names = useOrderNames();
  const clock = useHallClock();
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        maw={420}
        value={which}
        onChange={(value) => setWhich(value as 'requested' | 'all')}
        data={[
          { value: 'requested', label: 'Ждут утверждения' },
          { value: 'all', label: 'Все' },
        ]}
      />
      {orders.isError ? (
        <LoadError
          title="Не удалось загрузить наряды"
          error={orders.error}
          onRetry={() => orders.refetch()}
        />
      ) : !orders.data ? (
        <Skeleton h={200} />
      ) : orders.data.items.length === 0 ? (
        <Text c="dimmed">
          {which === 'requested'
            ? 'Нет нарядов, которые ждут утверждения.'
            : 'Нарядов ещё не было.'}
        </Text>
      ) : (
        orders.data.items.map((order) => (
          <Card key={order.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" mb={4} wrap="wrap">
              <Text fw={600} size="sm">
                {order.deviceNumber}: {MACHINE_ORDER_LABELS[order.kind]} с{' '}
                {dottedDay(order.effectiveOn)}
              </Text>
              <Badge variant="light" color={ORDER_STATUS_COLORS[order.status]}>
                {ORDER_STATUS_LABELS[order.status]}
              </Badge>
            </Group>
            <OrderBody order={order} text={orderDetails(order, names)} clock={clock} />
            {order.status === 'requested' && <OrderDecisionButtons hallId={hallId} order={order} />}
          </Card>
        ))
      )}
    </Stack>
  );
}
