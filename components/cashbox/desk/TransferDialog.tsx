'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cashDesksQuery } from '@/lib/api/cashbox';
import { sendTransfer } from '@/lib/api/cash-desks';
import { cashboxKey } from '@/lib/api/query-keys';
import { newRequestKey } from '@/lib/browser/request-key';
import {
  BAG_NUMBER_MAX,
  TRANSFER_KIND_LABELS,
  type SentTransferKind,
} from '@/lib/shared/cash-transfers';
import { NOTE_MAX } from '@/lib/shared/cashbox';
import { formatMoney } from '@/lib/shared/money';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { FormCount } from '../count/FormCount';
import { useCountForm } from '../count/use-count-form';

type Props = {
  hallId: number;
  kind: SentTransferKind | null;
  /** The desk the cash leaves: one's own window, or the safe for a fill and a collection. */
  fromDeskId?: number;
  onClose: () => void;
};

const needsDesk = (kind: SentTransferKind | null) => kind === 'fill' || kind === 'transfer';
const hasBag = (kind: SentTransferKind | null) => kind === 'collection' || kind === 'delivery';

/**
 * Sends cash to another desk, the safe or the bank, counted as the hall counts (by note and coin,
 * or a total where it allows one). It leaves at once and is «в пути» until the receiver counts and
 * accepts it. Never queued offline: the receiver must see it.
 */
export function TransferDialog({ hallId, kind, fromDeskId, onClose }: Props) {
  const queryClient = useQueryClient();
  const offline = useCashQueueStore((s) => s.offline);
  const desks = useQuery({ ...cashDesksQuery(hallId), enabled: kind !== null });
  const targets =
    desks.data?.items.filter((d) => d.kind !== 'safe' && !d.retired && d.id !== fromDeskId) ?? [];
  const { form, policy, pending, onSubmit } = useCountForm({
    hallId,
    draftKey: `transfer:${hallId}:${kind ?? ''}`,
    extra: { toDeskId: null as string | null, bagNumber: '', note: '' },
    validate: {
      toDeskId: (value) => (needsDesk(kind) && !value ? 'Куда: выберите кассу' : null),
      bagNumber: (value) =>
        kind === 'collection' && !value.trim() ? 'Укажите номер инкассаторской сумки' : null,
    },
    send: (values, count, key) =>
      sendTransfer(
        hallId,
        {
          kind: kind!,
          count,
          note: values.note.trim(),
          ...(fromDeskId !== undefined && kind !== 'delivery' && { fromDeskId }),
          ...(needsDesk(kind) && { toDeskId: Number(values.toDeskId) }),
          ...(hasBag(kind) && values.bagNumber.trim() && { bagNumber: values.bagNumber.trim() }),
        },
        key,
      ),
    onSent: (transfer) => {
      form.reset();
      form.setFieldValue('requestKey', newRequestKey());
      notifications.show({
        color: 'teal',
        message: `${TRANSFER_KIND_LABELS[transfer.kind]}: ${formatMoney(transfer.amount)} в пути — ждёт приёма`,
      });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
  });

  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind ? TRANSFER_KIND_LABELS[kind] : ''}
      size="lg"
      centered
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {offline && (
            <Alert color="yellow" title="Нужна связь с сервером">
              Перемещение не ждёт в очереди: получатель должен его увидеть. Отправьте, когда касса
              снова в сети.
            </Alert>
          )}
          {needsDesk(kind) && (
            <Select
              label="Куда"
              required
              data={targets.map((d) => ({ value: String(d.id), label: d.name }))}
              nothingFoundMessage="Других касс в зале нет"
              allowDeselect={false}
              data-autofocus
              {...form.getInputProps('toDeskId')}
            />
          )}
          {policy && <FormCount form={form} policy={policy} label="Что отправляете" />}
          {hasBag(kind) && (
            <TextInput
              label="Номер инкассаторской сумки"
              required={kind === 'collection'}
              maxLength={BAG_NUMBER_MAX}
              autoComplete="off"
              {...form.getInputProps('bagNumber')}
            />
          )}
          <Textarea
            label="Комментарий"
            autosize
            minRows={1}
            maxLength={NOTE_MAX}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={pending} disabled={offline || !policy}>
              Отправить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
