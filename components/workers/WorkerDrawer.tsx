'use client';

import { Button, Drawer, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { workerQuery } from '@/lib/api/workers';
import { LoadError } from '../common/LoadError';
import { WorkerForm } from './WorkerForm';

export type WorkerDrawerTarget = { mode: 'create' } | { mode: 'edit'; workerId: number };

type Props = { hallId: number; target: WorkerDrawerTarget | null; onClose: () => void };

/**
 * The worker form in a side drawer. It closes only through the form's buttons, so a stray click
 * or Escape never throws the input away.
 */
export function WorkerDrawer({ hallId, target, onClose }: Props) {
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={target?.mode === 'edit' ? 'Изменение сотрудника' : 'Новый сотрудник'}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      {target?.mode === 'create' && (
        <WorkerForm hallId={hallId} worker={null} onSaved={onClose} onCancel={onClose} />
      )}
      {target?.mode === 'edit' && (
        <EditWorker hallId={hallId} workerId={target.workerId} onClose={onClose} />
      )}
    </Drawer>
  );
}

function EditWorker({
  hallId,
  workerId,
  onClose,
}: {
  hallId: number;
  workerId: number;
  onClose: () => void;
}) {
  const worker = useQuery({ ...workerQuery(hallId, workerId), refetchOnWindowFocus: false });
  if (worker.isError) {
    return (
      <Stack>
        <LoadError
          title="Не удалось загрузить сотрудника"
          error={worker.error}
          onRetry={() => worker.refetch()}
        />
        <Button variant="default" onClick={onClose} w="fit-content">
          Закрыть
        </Button>
      </Stack>
    );
  }
  if (!worker.data) {
    return (
      <Stack>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h={56} />
        ))}
      </Stack>
    );
  }
  return (
    <WorkerForm
      key={workerId}
      hallId={hallId}
      worker={worker.data}
      onSaved={onClose}
      onCancel={onClose}
    />
  );
}
