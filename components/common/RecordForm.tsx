'use client';

import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { StaleEditAlert } from './StaleEditAlert';
import type { RecordFormControls } from './use-record-form';

type Props = {
  record: RecordFormControls;
  /** Closes the form; «Отмена» drops its draft first. */
  onDone: () => void;
  submitLabel?: string;
  children: ReactNode;
};

/**
 * The frame of a set-up form: the stale-version choice above the fields, «Отмена» and the submit
 * below, the submit held while a conflict waits for its answer.
 */
export function RecordForm({ record, onDone, submitLabel = 'Сохранить', children }: Props) {
  return (
    <form onSubmit={record.submit} noValidate>
      <Stack gap="md">
        {record.conflict && (
          <StaleEditAlert
            title="Запись изменена другим пользователем"
            what="запись"
            onKeepMine={record.keepMine}
            onTakeTheirs={record.takeTheirs}
          />
        )}
        {children}
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={() => {
              record.discard();
              onDone();
            }}
          >
            Отмена
          </Button>
          <Button type="submit" loading={record.pending} disabled={record.conflict}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
