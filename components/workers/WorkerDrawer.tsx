'use client';

import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { workerQuery } from '@/lib/api/workers';
import { LoadedRecord } from '../common/LoadedRecord';
import { FormDrawer } from '../common/FormDrawer';
import { WorkerAccess } from './WorkerAccess';
import { WorkerForm } from './WorkerForm';

export type WorkerDrawerTarget = { mode: 'create' } | { mode: 'edit'; workerId: number };

type Props = { hallId: number; target: WorkerDrawerTarget | null; onClose: () => void };

/** The worker form in a side drawer. */
export function WorkerDrawer({ hallId, target, onClose }: Props) {
  return (
    <FormDrawer
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Изменение сотрудника' : 'Новый сотрудник'}
    >
      {target?.mode === 'create' && (
        <WorkerForm hallId={hallId} worker={null} onSaved={onClose} onCancel={onClose} />
      )}
      {target?.mode === 'edit' && (
        <EditWorker hallId={hallId} workerId={target.workerId} onClose={onClose} />
      )}
    </FormDrawer>
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
  return (
    <LoadedRecord query={worker} what="сотрудника" rows={5} onClose={onClose}>
      {(data) => (
        <Stack gap="lg">
          <WorkerForm
            key={workerId}
            hallId={hallId}
            worker={data}
            onSaved={onClose}
            onCancel={onClose}
          />
          <WorkerAccess hallId={hallId} worker={data} />
        </Stack>
      )}
    </LoadedRecord>
  );
}
