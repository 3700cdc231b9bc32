'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureFields, failureMessage } from '@/lib/api/messages';
import { MONITORING_KEY } from '@/lib/api/query-keys';
import { correctMonitoringEntry, type MonitoringEntry } from '@/lib/api/winnings';
import { normalizeAmount, typedAmountMessage } from '@/lib/shared/cashbox';
import { formatMoney } from '@/lib/shared/money';
import { messages } from '@/lib/shared/validation/messages';
import { hasControlChars } from '@/lib/shared/validation/rules';
import { REASON_MAX } from '@/lib/shared/winnings';
import { AmountInput } from '../common/AmountInput';

type Values = { fullName: string; citizenship: string; amount: string; reason: string };

type Props = { entry: MonitoringEntry | null; onClose: () => void };

const text = (label: string, min: number, max: number) => (value: string) => {
  if (hasControlChars(value)) return messages.controlChars();
  if (value.trim().length < min)
    return min > 1 ? `Поле «${label}» — не короче ${min} символов` : messages.required(label);
  return value.trim().length > max ? messages.lengthMax(max) : null;
};

/**
 * A correction of a register entry: the fields that were wrong and the ground for it. The entry
 * stays; the correction is a new one that names it.
 */
export function MonitoringCorrectionDialog({ entry, onClose }: Props) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Исправление записи реестра" centered>
      {entry && <CorrectionForm key={entry.id} entry={entry} onClose={onClose} />}
    </Modal>
  );
}

function CorrectionForm({ entry, onClose }: { entry: MonitoringEntry; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      fullName: entry.fullName,
      citizenship: entry.citizenship,
      amount: entry.amount.replace('.', ','),
      reason: '',
    },
    validate: {
      fullName: text('ФИО', 3, 200),
      citizenship: (value) =>
        /^[A-Za-z]{3}$/.test(value.trim())
          ? null
          : 'Гражданство — три латинские буквы кода страны, например KAZ',
      amount: (value) => typedAmountMessage(value),
      reason: text('Основание исправления', 5, REASON_MAX),
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const amount = normalizeAmount(values.amount);
      return correctMonitoringEntry(entry.id, {
        reason: values.reason.trim(),
        ...(values.fullName.trim() !== entry.fullName && { fullName: values.fullName.trim() }),
        ...(values.citizenship.trim().toUpperCase() !== entry.citizenship && {
          citizenship: values.citizenship.trim(),
        }),
        ...(amount !== entry.amount && { amount }),
      });
    },
    onSuccess: (created) => {
      notifications.show({
        color: 'teal',
        message: `Исправление записано: запись № ${created.id} исправляет № ${entry.id}`,
      });
      void queryClient.invalidateQueries({ queryKey: MONITORING_KEY });
      onClose();
    },
    onError: (error) => {
      form.setErrors(failureFields(error));
      notifications.show({ color: 'red', message: failureMessage(error) });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Запись № {entry.id}: {formatMoney(entry.amount)}, операция № {entry.operationId}
        </Text>
        <TextInput label="ФИО" required {...form.getInputProps('fullName')} />
        <TextInput
          label="Гражданство"
          description="Код страны: KAZ, RUS…"
          required
          maxLength={3}
          {...form.getInputProps('citizenship')}
        />
        <AmountInput label="Сумма" required {...form.getInputProps('amount')} />
        <Textarea
          label="Основание исправления"
          required
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={save.isPending}>
            Записать исправление
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
