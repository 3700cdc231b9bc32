'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { cashboxKey } from '@/lib/api/query-keys';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Order } from '@/lib/api/bar';
import { formatMoney } from '@/lib/shared/money';
import { newRequestKey } from '@/lib/browser/request-key';
import { queuedMessage, sendOrQueue } from './cash-queue';
import { showWriteError } from './write-errors';
import { useOneAtATime } from '../common/use-one-at-a-time';

type Props = { hallId: number; order: Order | null; onClose: () => void };

/**
 * Asks before a cancellation: the refund leaves the open shift's cash. Mounted while closed too
 * (Mantine gives the focus back only to a dialog it saw open), it shows the last order asked
 * about through its closing.
 */
export function CancelOrderDialog({ hallId, order, onClose }: Props) {
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={shown && `Отменить заказ № ${shown.id}?`}
      centered
    >
      {shown && <CancelOrder key={shown.id} hallId={hallId} order={shown} onClose={onClose} />}
    </Modal>
  );
}

/** One key per order asked about. */
function CancelOrder({
  hallId,
  order,
  onClose,
}: {
  hallId: number;
  order: Order;
  onClose: () => void;
}) {
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
    <>
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
    </>
  );
}
