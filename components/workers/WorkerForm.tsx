'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { workersKey } from '@/lib/api/query-keys';
import { Select, TextInput } from '@mantine/core';

import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createWorker,
  updateWorker,
  workerQuery,
  type Worker,
  type WorkerInput,
} from '@/lib/api/workers';
import { formatPhone } from '@/lib/shared/validation/rules';
import { POSITION_LABELS, WORKER_STATUS_LABELS, WORKER_STATUSES } from '@/lib/shared/workers';
import { workerFormRules, type WorkerFormValues } from '@/lib/forms/workers-form';
import { options } from '../common/ListFilterBar';
import { DayInput } from '../common/DayInput';
import { RecordForm } from '../common/RecordForm';
import { useRecordForm } from '../common/use-record-form';

const POSITIONS = options(POSITION_LABELS);
// A new worker starts working or on leave; dismissal has its own button.
const STATUSES = WORKER_STATUSES.map((value) => ({ value, label: WORKER_STATUS_LABELS[value] }));

const fromWorker = (worker: Worker): WorkerFormValues => ({
  fullName: worker.fullName,
  phone: formatPhone(worker.phone),
  position: worker.position,
  status: worker.status,
  hireDate: worker.hireDate,
  version: worker.version,
});

const EMPTY: WorkerFormValues = {
  fullName: '',
  phone: '',
  position: null,
  status: 'active',
  hireDate: null,
  version: 0,
};

type Props = { hallId: number; worker: Worker | null; onSaved: () => void; onCancel: () => void };

/**
 * Create or edit one worker. The input is kept as a draft until it is saved, through a reload or
 * a new sign-in; a stale edit keeps it too and offers a way forward.
 */
export function WorkerForm({ hallId, worker, onSaved, onCancel }: Props) {
  const queryClient = useQueryClient();
  const [today] = useState(() => new Date());
  const form = useForm<WorkerFormValues>({
    mode: 'controlled',
    initialValues: worker ? fromWorker(worker) : EMPTY,
    // Checked on submit, not on blur: a message appearing on blur moves the button away from
    // the pointer that is clicking it.
    validate: workerFormRules(today),
  });
  const record = useRecordForm({
    form,
    draftKey: `worker:${hallId}:${worker?.id ?? 'new'}`,
    // The rules have checked that position and hire date are filled.
    save: ({ version, ...body }: WorkerFormValues) =>
      worker
        ? updateWorker(hallId, worker.id, version, body as WorkerInput)
        : createWorker(hallId, body as WorkerInput),
    latest: worker
      ? async () =>
          fromWorker(
            await queryClient.fetchQuery({ ...workerQuery(hallId, worker.id), staleTime: 0 }),
          )
      : undefined,
    saved: worker ? 'Изменения сохранены' : 'Сотрудник добавлен',
    onSaved: (saved) => {
      queryClient.setQueryData(workerQuery(hallId, saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...workersKey(hallId), 'list'] });
      onSaved();
    },
  });

  return (
    <RecordForm record={record} onDone={onCancel}>
      <TextInput label="ФИО" required autoComplete="off" {...form.getInputProps('fullName')} />
      <TextInput
        label="Телефон"
        required
        type="tel"
        placeholder="+7 (7XX) XXX-XX-XX"
        {...form.getInputProps('phone')}
      />
      <Select
        label="Должность"
        required
        data={POSITIONS}
        allowDeselect={false}
        {...form.getInputProps('position')}
      />
      <DayInput label="Дата приёма" required {...form.getInputProps('hireDate')} />
      <Select
        label="Статус"
        data={worker ? STATUSES : STATUSES.filter((s) => s.value !== 'dismissed')}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
    </RecordForm>
  );
}
