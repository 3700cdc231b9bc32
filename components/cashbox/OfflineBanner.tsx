'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { currentShiftQuery } from '@/lib/api/cashbox';
import { isUnreachable } from '@/lib/api/client';
import { useAuthStore } from '@/stores/auth-store';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { sendQueue } from './cash-queue';

/** «Касса не в сети» while the API cannot be reached or writes of the hall wait to be sent. */
export function OfflineBanner({ hallId }: { hallId: number }) {
  const offline = useCashQueueStore((s) => s.offline);
  const fullName = useAuthStore((s) => s.fullName);
  const waiting = useCashQueueStore(
    (s) => s.items.filter((i) => i.hallId === hallId && i.refusal === null).length,
  );
  const others = useCashQueueStore(
    (s) => s.items.filter((i) => i.hallId === hallId && i.author !== fullName).length,
  );
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  if (!offline && waiting === 0) return null;

  // The queue goes first; with nothing to send, a read of the shift tells whether the API is back.
  const check = async () => {
    setChecking(true);
    await sendQueue();
    if (useCashQueueStore.getState().items.every((i) => i.hallId !== hallId || i.refusal)) {
      try {
        await queryClient.fetchQuery({ ...currentShiftQuery(hallId), staleTime: 0 });
        useCashQueueStore.getState().actions.connectionChanged(false);
      } catch (error) {
        if (isUnreachable(error)) useCashQueueStore.getState().actions.connectionChanged(true);
      }
    }
    setChecking(false);
  };

  return (
    <Alert
      color={offline ? 'orange' : 'yellow'}
      icon={<IconCloudOff size={20} />}
      title={offline ? 'Касса не в сети' : 'Операции отправляются'}
      mb="lg"
      role="status"
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm">
          {offline
            ? 'Сервер недоступен. Операции и заказы сохраняются на этом устройстве и уйдут по порядку, когда связь вернётся.'
            : 'Связь есть, очередь уходит на сервер.'}
          {waiting > 0 && ` Ожидают отправки: ${waiting}.`}
          {others > 0 &&
            ` Записанные другим кассиром (${others}) уйдут, когда он снова войдёт на этом устройстве.`}
        </Text>
        <Button size="xs" variant="white" color="dark" loading={checking} onClick={check}>
          Проверить связь
        </Button>
      </Group>
    </Alert>
  );
}
