'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decideMachineOrder, type MachineOrder } from '@/lib/api/machines';
import { failureMessage } from '@/lib/api/messages';
import { equipmentKey } from '@/lib/api/query-keys';
import { may } from '@/lib/shared/access';
import { ORDER_NOTE_MAX } from '@/lib/shared/machine-orders';
import { useAuthStore } from '@/stores/auth-store';

/**
 * «Утвердить» and «Отклонить» of a waiting order, for head office. A refusal asks its reason;
 * the API refuses the one who asked, and of two decisions at once takes one.
 */
export function OrderDecisionButtons({ hallId, order }: { hallId: number; order: MachineOrder }) {
  const approver = useAuthStore((s) => may(s.role, 'fileMachines'));
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'refuse') =>
      decideMachineOrder(hallId, order, decision, decision === 'refuse' ? reason.trim() : ''),
    onSuccess: (saved) => {
      notifications.show({
        color: 'teal',
        message: `${saved.deviceNumber}: наряд ${saved.status === 'approved' ? 'утверждён' : 'отклонён'}`,
      });
      void queryClient.invalidateQueries({ queryKey: equipmentKey(hallId) });
    },
    onError: (failure) => notifications.show({ color: 'red', message: failureMessage(failure) }),
  });
  if (!approver) return null;
  if (refusing) {
    return (
      <Group gap="xs" mt="xs" align="flex-start">
        <TextInput
          size="xs"
          aria-label="Причина отказа"
          placeholder="Причина отказа"
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          maxLength={ORDER_NOTE_MAX}
        />
        <Button
          size="xs"
          color="red"
          loading={decide.isPending}
          onClick={() => (reason.trim() ? decide.mutate('refuse') : setError('Укажите причину'))}
        >
          Отклонить
        </Button>
        <Button size="xs" variant="default" onClick={() => setRefusing(false)}>
          Отмена
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" mt="xs">
      <Button size="xs" loading={decide.isPending} onClick={() => decide.mutate('approve')}>
        Утвердить
      </Button>
      <Button size="xs" variant="default" onClick={() => setRefusing(true)}>
        Отклонить…
      </Button>
    </Group>
  );
}
