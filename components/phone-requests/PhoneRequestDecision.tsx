'use client';

import '@mantine/core/styles/Divider.layer.css';
import { Button, Divider, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureFields, failureMessage } from '@/lib/api/messages';
import {
  decidePhoneRequest,
  phoneRequestsChanged,
  type PhoneRequestDecision as Decision,
  type PhoneRequestDetail,
} from '@/lib/api/phone-requests';
import { DECISION_COMMENT_MAX } from '@/lib/shared/phone-requests';
import { usePhoneRequestStore } from '@/stores/phone-requests-store';
import { useOneAtATime } from '../common/use-one-at-a-time';

const DONE: Record<Decision, string> = {
  approve: 'одобрена: номер клиента изменён',
  reject: 'отклонена',
  cancel: 'отменена',
};

type Props = { hallId: number; request: PhoneRequestDetail };

/** Under an open request: its cancellation (author, admin) and an admin's decision with a comment. */
export function PhoneRequestDecision({ hallId, request }: Props) {
  const queryClient = useQueryClient();
  const { formClosed } = usePhoneRequestStore((s) => s.actions);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const once = useOneAtATime();
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      decidePhoneRequest(hallId, request.id, request.version, decision, comment.trim()),
    onSuccess: (_, decision) => {
      notifications.show({ color: 'teal', message: `Заявка № ${request.id} ${DONE[decision]}` });
      formClosed();
      void phoneRequestsChanged(queryClient, hallId);
    },
    onError: (failure) => {
      const fields = failureFields(failure);
      if (fields.comment) setError(fields.comment);
      notifications.show({ color: 'red', message: fields.newPhone ?? failureMessage(failure) });
      void phoneRequestsChanged(queryClient, hallId);
    },
  });
  const run = (decision: Decision) => {
    if (decision === 'reject' && !comment.trim()) {
      setError('Напишите, почему заявка отклонена');
      return;
    }
    once(() => decide.mutateAsync(decision));
  };

  return (
    <Stack gap="sm" mt="md">
      <Divider />
      {request.canDecide && (
        <Textarea
          label="Комментарий к решению"
          description="Обязателен, если заявка отклоняется"
          value={comment}
          error={error}
          maxLength={DECISION_COMMENT_MAX}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setError(null);
          }}
          autosize
          minRows={2}
        />
      )}
      <Group justify="space-between">
        {request.canCancel &&
          (confirmingCancel ? (
            <Group gap="xs">
              <Button
                color="red"
                variant="light"
                loading={decide.isPending}
                onClick={() => run('cancel')}
              >
                Да, отменить заявку
              </Button>
              <Button variant="default" onClick={() => setConfirmingCancel(false)}>
                Нет
              </Button>
            </Group>
          ) : (
            <Button variant="subtle" color="red" onClick={() => setConfirmingCancel(true)}>
              Отменить заявку
            </Button>
          ))}
        {request.canDecide && (
          <Group gap="xs" ml="auto">
            <Button
              color="red"
              variant="outline"
              loading={decide.isPending}
              onClick={() => run('reject')}
            >
              Отклонить
            </Button>
            <Button color="teal" loading={decide.isPending} onClick={() => run('approve')}>
              Одобрить
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
