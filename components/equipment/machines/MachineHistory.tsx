'use client';

import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
import {
  Badge,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { may } from '@/lib/shared/access';
import { gamesQuery } from '@/lib/api/games';
import { hallsQuery } from '@/lib/api/halls';
import { machineOrdersQuery, type MachineOrder } from '@/lib/api/machines';
import type { Device } from '@/lib/api/equipment';
import { dottedDay } from '@/lib/shared/iso-date';
import {
  MACHINE_ORDER_LABELS,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
} from '@/lib/shared/machine-orders';
import { formatMoney } from '@/lib/shared/money';
import { useAuthStore } from '@/stores/auth-store';
import { LoadError } from '../../common/LoadError';
import { deferred } from '../../common/deferred';
import { useHallClock } from '../../common/use-hall-clock';
import { metersText, orderDetails } from './order-display';
import { OrderDecisionButtons } from './OrderDecisionButtons';

const MachineOrderDialog = deferred(
  () => import('./MachineOrderDialog').then((m) => m.MachineOrderDialog),
  (props) => ({ ...props, device: null }),
);

/** Names of games and halls an order refers to by id, from what the screen has already read. */
export function useOrderNames() {
  const games = useQuery(gamesQuery());
  const halls = useQuery(hallsQuery());
  return {
    game: (id: unknown) => games.data?.items.find((g) => g.id === id)?.name ?? `№ ${String(id)}`,
    hall: (id: unknown) => halls.data?.find((h) => h.id === id)?.name ?? `№ ${String(id)}`,
  };
}

const day = (iso: string | null) => (iso ? dottedDay(iso) : '—');

/** Where the machine stands as a legal object, in one badge. */
export function serviceBadge(card: NonNullable<Device['card']>) {
  if (card.outOfServiceOn) return <Badge color="gray">Выведен {day(card.outOfServiceOn)}</Badge>;
  if (!card.inServiceFrom) return <Badge color="red">Не введён в эксплуатацию</Badge>;
  if (!card.taxRegNo) return <Badge color="red">Нет регистрации</Badge>;
  return <Badge color="teal">В эксплуатации с {day(card.inServiceFrom)}</Badge>;
}

/** A slot machine's card and its work orders in this hall, newest first (decision 069). */
export function MachineHistory({ hallId, deviceId }: { hallId: number; deviceId: number }) {
  const history = useQuery(machineOrdersQuery(hallId, deviceId));
  const role = useAuthStore((s) => s.role);
  const names = useOrderNames();
  const clock = useHallClock();
  const [asking, setAsking] = useState<Device | null>(null);
  if (history.isError) {
    return (
      <LoadError
        title="Не удалось загрузить карточку"
        error={history.error}
        onRetry={() => history.refetch()}
      />
    );
  }
  if (!history.data) return <Skeleton h={220} />;
  const { device, items } = history.data;
  const card = device.card!;
  const field = (label: string, text: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{text || '—'}</Text>
    </div>
  );
  const canAsk = may(role, 'orderMachines') && !card.outOfServiceOn && !device.waitingOrder;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        {serviceBadge(card)}
        {canAsk && (
          <Button size="xs" {...MachineOrderDialog.intent} onClick={() => setAsking(device)}>
            Оформить наряд
          </Button>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing={6}>
        {field('Производитель', card.manufacturer)}
        {field('Модель', device.name)}
        {field('Серийный номер', device.serial)}
        {field('Программа (ROM)', card.romId)}
        {field('Пломба', card.sealNo)}
        {field('Игра', card.gameName ?? '')}
        {field(
          'Сертификат',
          card.certificateNo ? `${card.certificateNo} от ${day(card.certificateDate)}` : '',
        )}
        {field('Номинал кредита', card.denomination ? formatMoney(card.denomination) : '')}
        {field(
          'Регистрация в налоговом органе',
          card.taxRegNo ? `${card.taxRegNo} от ${day(card.taxRegDate)}` : '',
        )}
        {field(
          'В эксплуатации',
          card.inServiceFrom
            ? `${day(card.inServiceFrom)} — ${card.outOfServiceOn ? day(card.outOfServiceOn) : 'по сей день'}`
            : '',
        )}
      </SimpleGrid>
      <Title order={4} size="h5">
        Наряды
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          Нарядов нет: автомат ещё не вводили в эксплуатацию.
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={-1}>
          {items.map((order) => (
            <Timeline.Item key={order.id} title={<OrderTitle order={order} />}>
              <OrderBody order={order} text={orderDetails(order, names)} clock={clock} />
              {order.status === 'requested' && (
                <OrderDecisionButtons hallId={hallId} order={order} />
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <MachineOrderDialog
        needed={asking !== null}
        hallId={hallId}
        device={asking}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

function OrderTitle({ order }: { order: MachineOrder }) {
  return (
    <Group gap="xs">
      <Text size="sm" fw={600}>
        {MACHINE_ORDER_LABELS[order.kind]} с {dottedDay(order.effectiveOn)}
      </Text>
      <Badge size="sm" variant="light" color={ORDER_STATUS_COLORS[order.status]}>
        {ORDER_STATUS_LABELS[order.status]}
      </Badge>
    </Group>
  );
}

/** What an order did, why, who asked and who decided, and the meters it saw. */
export function OrderBody({
  order,
  text,
  clock,
}: {
  order: MachineOrder;
  text: string;
  clock: ReturnType<typeof useHallClock>;
}) {
  return (
    <Stack gap={2}>
      {text && <Text size="sm">{text}</Text>}
      {order.note && (
        <Text size="sm" c="dimmed">
          Основание: {order.note}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Оформил {order.requestedBy ?? 'пользователь удалён'}, {clock.dateTime(order.requestedAt)}
        {order.decidedAt &&
          ` · ${order.status === 'approved' ? 'утвердил' : 'отклонил'} ${order.decidedBy ?? '—'}, ${clock.dateTime(order.decidedAt)}`}
        {order.decisionNote && ` — ${order.decisionNote}`}
      </Text>
      {(order.metersBefore || order.metersAfter) && (
        <Text size="xs" c="dimmed">
          Счётчики при оформлении: {metersText(order.metersBefore)}
          {order.status === 'approved' && `; при утверждении: ${metersText(order.metersAfter)}`}
        </Text>
      )}
    </Stack>
  );
}
