'use client';

import { workersKey } from '@/lib/api/query-keys';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage, rowActionFailure } from '@/lib/api/messages';
import { dismissWorker, exportWorkers, type Worker } from '@/lib/api/workers';
import type { FilterValues } from '@/stores/filter-defaults';
import { saveFile } from '../common/save-file';
import { askToConfirm } from '../common/confirm';

/** «Уволить» asks first; a dismissal that comes too late (the record changed) says so. */
export function useDismissWorker(hallId: number) {
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: (worker: Worker) => dismissWorker(hallId, worker.id, worker.version),
    onSuccess: (worker) =>
      notifications.show({ color: 'teal', message: `${worker.fullName}: уволен(а)` }),
    onError: (error) => notifications.show({ color: 'red', message: rowActionFailure(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workersKey(hallId) }),
  });

  return (worker: Worker) =>
    askToConfirm({
      title: 'Уволить сотрудника?',
      children: (
        <Text size="sm">
          {worker.fullName} получит статус «Уволен». Запись останется в списке, её можно будет
          изменить.
        </Text>
      ),
      labels: { confirm: 'Уволить', cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      onConfirm: () => dismiss.mutate(worker),
    });
}

/** The whole filtered list as a CSV download. */
export function useExportWorkers(hallId: number) {
  return useMutation({
    mutationFn: (filter: FilterValues['workersFilter']) => exportWorkers(hallId, filter),
    onSuccess: (file) => saveFile(file),
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
  });
}
