'use client';

import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/api/client';
import { failureFields, failureMessage } from '@/lib/api/messages';
import { useFormDraft } from './use-form-draft';

/** What the form's frame (`RecordForm`) needs of it. */
export type RecordFormControls = {
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  conflict: boolean;
  keepMine: () => void;
  takeTheirs: () => void;
  /** «Отмена»: the input is dropped on purpose. */
  discard: () => void;
};

type Options<V extends { version: number }, R> = {
  form: UseFormReturnType<V>;
  /** Where the unsent input waits (`hall:new`, `device:3:12`): through a reload or a new sign-in. */
  draftKey: string;
  save: (values: V) => Promise<R>;
  /** The record's values as they are now: what a stale edit reloads or saves over. */
  latest?: () => Promise<V>;
  /** What the notification says once saved. */
  saved: string;
  onSaved: (record: R) => void;
};

/**
 * The one way a set-up form saves (a hall, a device, a product, a game, a worker): its draft kept until
 * sent, each API message under its field, and a stale version answered by «Сохранить мои
 * изменения» or «Загрузить актуальную» with the input still in the form.
 */
export function useRecordForm<V extends { version: number }, R>(
  options: Options<V, R>,
): RecordFormControls {
  const { form, draftKey, save, latest, saved, onSaved } = options;
  const [conflict, setConflict] = useState(false);
  const { clearDraft } = useFormDraft(draftKey, form);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (record) => {
      clearDraft();
      notifications.show({ color: 'teal', message: saved });
      onSaved(record);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.body?.error.code === 'stale_version') {
        setConflict(true);
        return;
      }
      const fields = failureFields(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else notifications.show({ color: 'red', message: failureMessage(error) });
    },
  });

  const reload = async () => {
    if (!latest) throw new Error('only an edit can be stale');
    return latest();
  };

  return {
    submit: form.onSubmit((values) => mutation.mutate(values)),
    pending: mutation.isPending,
    conflict,
    keepMine: () => void keepMine(),
    takeTheirs: () => void takeTheirs(),
    discard: clearDraft,
  };

  async function keepMine() {
    const { version } = await reload();
    form.setFieldValue('version', version as never);
    setConflict(false);
    mutation.mutate({ ...form.getValues(), version });
  }

  async function takeTheirs() {
    const fresh = await reload();
    form.setValues(fresh);
    form.resetDirty(fresh);
    clearDraft();
    setConflict(false);
  }
}
