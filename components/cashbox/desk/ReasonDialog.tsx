'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { newRequestKey } from '@/lib/browser/request-key';
import { NOTE_MAX } from '@/lib/shared/cashbox';
import { useFormDraft } from '../../common/use-form-draft';
import { useOneAtATime } from '../../common/use-one-at-a-time';
import { nextAttemptKey } from '../count/count-draft';
import { showWriteError } from '../write-errors';

type Values = { reason: string; requestKey: string };

type Props = {
  title: string;
  /** What is being decided, above the field. */
  children: ReactNode;
  /** Where the typed reason waits across a re-login. */
  draftKey: string;
  action: string;
  color?: string;
  onSubmit: (reason: string, requestKey: string) => Promise<unknown>;
  onClose: () => void;
};

/** A decision that takes a reason: a reversal, a variance signed off. */
export function ReasonDialog({
  title,
  children,
  draftKey,
  action,
  color,
  onSubmit,
  onClose,
}: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { reason: '', requestKey: newRequestKey() },
    validate: { reason: (value) => (value.trim() ? null : 'Укажите причину') },
  });
  const { clearDraft } = useFormDraft(draftKey, form);
  const once = useOneAtATime();
  const save = useMutation({
    mutationFn: (values: Values) => onSubmit(values.reason.trim(), values.requestKey),
    onSuccess: () => {
      clearDraft();
      onClose();
    },
    onError: (error) => {
      nextAttemptKey(error, (key) => form.setFieldValue('requestKey', key));
      showWriteError(error, form.setErrors);
    },
  });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form noValidate onSubmit={form.onSubmit((values) => once(() => save.mutateAsync(values)))}>
        <Stack gap="md">
          <Text size="sm" component="div">
            {children}
          </Text>
          <Textarea
            label="Причина"
            required
            autosize
            minRows={2}
            maxLength={NOTE_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" color={color} loading={save.isPending}>
              {action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
