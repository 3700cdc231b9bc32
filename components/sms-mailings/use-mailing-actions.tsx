'use client';

import { mailingsKey } from '@/lib/api/query-keys';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rowActionFailure } from '@/lib/api/messages';
import { cancelMailing, type Mailing } from '@/lib/api/sms-mailings';
import { askToConfirm } from '../common/confirm';

/** «Отменить» asks first; a mailing that has started meanwhile cannot be cancelled, and says so. */
export function useCancelMailing(hallId: number) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (mailing: Mailing) => cancelMailing(hallId, mailing.id, mailing.version),
    onSuccess: (mailing) =>
      notifications.show({ color: 'teal', message: `«${mailing.title}»: рассылка отменена` }),
    onError: (error) => notifications.show({ color: 'red', message: rowActionFailure(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailingsKey(hallId) }),
  });

  return (mailing: Mailing) =>
    askToConfirm({
      title: 'Отменить рассылку?',
      children: (
        <Text size="sm">
          «{mailing.title}» не будет отправлена. Карточка останется в списке со статусом «Отменена».
        </Text>
      ),
      labels: { confirm: 'Отменить рассылку', cancel: 'Не отменять' },
      confirmProps: { color: 'red' },
      onConfirm: () => cancel.mutate(mailing),
    });
}
