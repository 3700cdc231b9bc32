'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api/client';
import { decideTransfer, type CashTransfer } from '@/lib/api/cash-desks';
import { cashboxKey } from '@/lib/api/query-keys';
import { TRANSFER_KIND_LABELS, transferRoute } from '@/lib/shared/cash-transfers';
import { varianceText } from '@/lib/shared/cash-desks';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/shared/money';
import { FormCount } from '../count/FormCount';
import { useCountForm } from '../count/use-count-form';

type Props = { hallId: number; transfer: CashTransfer | null; onClose: () => void };

/**
 * The receiver counts what arrived before taking it in. A count apart from the sum sent is shown
 * back, and taken only once confirmed: the difference is then the sender's variance.
 */
export function AcceptTransferDialog({ hallId, transfer, onClose }: Props) {
  const queryClient = useQueryClient();
  const [differs, setDiffers] = useState(false);
  const { form, policy, pending, onSubmit } = useCountForm({
    hallId,
    draftKey: `transfer-accept:${hallId}:${transfer?.id ?? 'none'}`,
    extra: { acceptDifference: false },
    send: async (values, count, key) => {
      try {
        return await decideTransfer(
          hallId,
          transfer!.id,
          { count, ...(values.acceptDifference && { acceptDifference: true }) },
          key,
        );
      } catch (error) {
        if (error instanceof ApiRequestError && error.body?.error.code === 'count_differs') {
          setDiffers(true);
        }
        throw error;
      }
    },
    onSent: (accepted) => {
      const received = accepted.received ?? accepted.amount;
      notifications.show({
        color: 'teal',
        message:
          received === accepted.amount
            ? `Принято ${formatMoney(received)}`
            : `Принято ${formatMoney(received)} по пересчёту: ${varianceText(fromMinorUnits(toMinorUnits(received) - toMinorUnits(accepted.amount)))} — расхождение отправителя`,
      });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
  });
  return (
    <Modal
      opened={transfer !== null}
      onClose={onClose}
      title={transfer ? `Приём: ${TRANSFER_KIND_LABELS[transfer.kind]}` : ''}
      size="lg"
      centered
    >
      {transfer && (
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <Text size="sm">
              {transferRoute(transfer)} · отправил {transfer.sentBy ?? '—'} ·{' '}
              {formatMoney(transfer.amount)}. Пересчитайте, что пришло: касса примет пересчитанное.
            </Text>
            {policy && <FormCount form={form} policy={policy} label="Что пришло" />}
            {differs && (
              <Checkbox
                label="Пересчитал ещё раз: принять пересчитанное, разница — расхождение отправителя"
                {...form.getInputProps('acceptDifference', { type: 'checkbox' })}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Отмена
              </Button>
              <Button type="submit" loading={pending} disabled={!policy}>
                Принять
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
