'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { cashboxKey } from '@/lib/api/query-keys';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeShift, type ShiftReport } from '@/lib/api/cashbox';
import { MAX_CASH_COUNT, normalizeAmount, typedAmountMessage } from '@/lib/shared/cashbox';
import { newRequestKey } from '@/lib/browser/request-key';
import { useFormDraft } from '../common/use-form-draft';
import { AmountInput } from '../common/AmountInput';
import { showWriteError } from './write-errors';
import { useOneAtATime } from '../common/use-one-at-a-time';

type Values = { countedCash: string; requestKey: string };

type Props = {
  hallId: number;
  shift: ShiftReport;
  opened: boolean;
  onClose: () => void;
  onClosed: (report: ShiftReport) => void;
};

/** Closing the shift: the cashier counts the drawer; the Z-report compares it with the ledger. */
export function CloseShiftDialog({ hallId, shift, opened, onClose, onClosed }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { countedCash: '', requestKey: newRequestKey() },
    validate: {
      countedCash: (value) =>
        typedAmountMessage(value, { label: 'Пересчитано', allowZero: true, max: MAX_CASH_COUNT }),
    },
  });
  const { clearDraft } = useFormDraft(`close-shift:${hallId}:${shift.id}`, form);
  const once = useOneAtATime();
  const close = useMutation({
    mutationFn: (values: Values) =>
      closeShift(hallId, shift.id, normalizeAmount(values.countedCash), values.requestKey),
    onSuccess: (report) => {
      clearDraft();
      queryClient.setQueryData([...cashboxKey(hallId), 'current'], { shift: null });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClosed(report);
    },
    onError: (error) => showWriteError(error, form.setErrors),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Закрытие смены № ${shift.id}`} centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          once(() => close.mutateAsync(values));
        })}
      >
        <Stack gap="md">
          <Text size="sm">
            Пересчитайте наличные в кассе и введите сумму: Z-отчёт сравнит её с учётом и покажет
            расхождение.
          </Text>
          <AmountInput
            label="Пересчитано наличных"
            required
            data-autofocus
            {...form.getInputProps('countedCash')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" color="red" loading={close.isPending}>
              Закрыть смену
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
