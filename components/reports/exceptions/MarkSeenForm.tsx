'use client';

import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/api/client';
import { exceptionsChanged, markExceptionSeen, type HallException } from '@/lib/api/exceptions';
import { failureFields, failureMessage } from '@/lib/api/messages';
import { SEEN_COMMENT_MAX } from '@/lib/shared/exceptions';
import { messages } from '@/lib/shared/validation/messages';
import { useOneAtATime } from '../../common/use-one-at-a-time';

type Props = { exception: HallException; onDone: () => void };

const check = (value: string) =>
  !value.trim()
    ? messages.required('Комментарий')
    : value.trim().length > SEEN_COMMENT_MAX
      ? messages.lengthMax(SEEN_COMMENT_MAX)
      : null;

/**
 * «Отметить», under the exception itself: the manager says what was found or done, and the
 * record keeps who and when. One field, in plain state: no form library for it.
 */
export function MarkSeenForm({ exception, onDone }: Props) {
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const once = useOneAtATime();
  const mark = useMutation({
    mutationFn: (text: string) => markExceptionSeen(exception.hallId, exception.id, text.trim()),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Отклонение отмечено' });
      onDone();
    },
    onError: (failure) => {
      const fields = failureFields(failure);
      if (fields.comment) setError(fields.comment);
      else notifications.show({ color: 'red', message: failureMessage(failure) });
      // Marked by someone else meanwhile: the list shows who.
      if (failure instanceof ApiRequestError && failure.status === 409) onDone();
    },
    onSettled: () => exceptionsChanged(queryClient, exception.hallId),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(comment);
    setError(problem);
    if (!problem) once(() => mark.mutateAsync(comment));
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          label="Комментарий"
          description="Что проверили или сделали: запишется с вашим именем и временем"
          required
          autosize
          minRows={2}
          maxLength={SEEN_COMMENT_MAX}
          autoFocus
          value={comment}
          error={error}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={mark.isPending}>
            Отметить
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            Отмена
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
