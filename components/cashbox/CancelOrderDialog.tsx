'use client';

import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cashboxKey, type Order } from '@/lib/api/cashbox';
import { formatMoney } from '@/lib/money';
import { newRequestKey } from '@/lib/request-key';
import { queuedMessage, sendOrQueue } from './cash-queue';
import { showWriteError } from './write-errors';
import { useOneAtATime } from '../common/use-one-at-a-time';

type Props = { hallId: number; order: Order; onClose: () => void };

/** Asks before a cancellation: the refund leaves the open shift's cash. One key per dialog. */
export function CancelOrderDialog({ hallId, order, onClose }: Props) {
  const queryClient = useQueryClient();
  const [requestKey] = useState(newRequestKey);
  const once = useOneAtATime();
  const cancel = useMutation({
    mutationFn: () =>
      sendOrQueue<Order>({
        kind: 'cancel',
        hallId,
        key: requestKey,
        orderId: order.id,
        total: order.total,
      }),
    onSuccess: (result) => {
      notifications.show(
        result.queued
          ? { color: 'yellow', message: queuedMessage('Отмена заказа сохранена') }
          : {
              color: 'teal',
              message: `Заказ № ${order.id} отменён, возврат ${formatMoney(order.total)}`,
            },
      );
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
    onError: (error) => showWriteError(error, () => {}),
  });

  return (
    <Modal opened onClose={onClose} title={`Отменить заказ № ${order.id}?`} centered>
      <Text size="sm" mb="md">
        Покупателю вернут {formatMoney(order.total)} из кассы открытой смены. Заказ останется в
        списке со статусом «Отменён».
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Не отменять
        </Button>
        <Button
          color="red"
          loading={cancel.isPending}
          onClick={() => {
            once(() => cancel.mutateAsync());
          }}
        >
          Отменить заказ
        </Button>
      </Group>
    </Modal>
  );
}
