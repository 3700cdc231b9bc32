'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { countDrop, type DropDetail } from '@/lib/api/drops';
import { cashboxKey } from '@/lib/api/query-keys';
import { newRequestKey } from '@/lib/browser/request-key';
import { MAX_PIECES } from '@/lib/shared/cash-desks';
import { BILL_DENOMINATIONS } from '@/lib/shared/machine-meters';
import { formatMoney } from '@/lib/shared/money';
import { ListTable } from '../../common/ListTable';
import { Table } from '../../common/Table';
import { useFormDraft } from '../../common/use-form-draft';
import { useOneAtATime } from '../../common/use-one-at-a-time';
import { nextAttemptKey, typedPieces } from '../count/count-draft';
import { showWriteError } from '../write-errors';

/** The notes a count room sorts, largest first. */
const NOTES = [...BILL_DENOMINATIONS].reverse();
const tenge = (value: number) => value.toLocaleString('ru-RU');

/** Typed pieces per box and note, flat under `b<device>n<value>`: a form sets no deeper path than exists. */
type Values = { notes: Record<string, string>; requestKey: string };
const key = (deviceId: number, value: number) => `b${deviceId}n${value}`;
const typed = (values: Values, deviceId: number, value: number) =>
  values.notes[key(deviceId, value)];

type Props = {
  hallId: number;
  drop: DropDetail | null;
  /** The second count, blind to the first. */
  confirm: boolean;
  onClose: () => void;
};

/**
 * A drop's boxes counted by note, blind: nobody counting is told the meters or, the second, the
 * first count. The second count agreeing, the cash goes to the safe.
 */
export function DropCountDialog({ hallId, drop, confirm, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { notes: {}, requestKey: newRequestKey() },
    validate: {
      notes: (notes) => {
        for (const box of drop?.items ?? []) {
          for (const value of NOTES) {
            if (typedPieces(notes[key(box.deviceId, value)]) === null) {
              return `${box.number}, ${tenge(value)} ₸: целое число купюр от 0 до ${MAX_PIECES.toLocaleString('ru-RU')}`;
            }
          }
        }
        return null;
      },
    },
  });
  const { clearDraft } = useFormDraft(
    `drop-count:${hallId}:${drop?.id ?? 'none'}:${confirm ? 'second' : 'first'}`,
    form,
  );
  const once = useOneAtATime();
  const boxTotal = (deviceId: number) =>
    NOTES.reduce(
      (sum, value) => sum + value * (typedPieces(typed(form.getValues(), deviceId, value)) ?? 0),
      0,
    );
  const send = useMutation({
    mutationFn: (values: Values) =>
      countDrop(
        hallId,
        drop!.id,
        {
          boxes: drop!.items.map((box) => ({
            deviceId: box.deviceId,
            notes: NOTES.map((value) => ({
              value: String(value),
              count: typedPieces(typed(values, box.deviceId, value)) ?? 0,
            })).filter((n) => n.count > 0),
          })),
        },
        confirm,
        values.requestKey,
      ),
    onSuccess: (answer) => {
      clearDraft();
      notifications.show({
        color: 'teal',
        message:
          answer.status === 'counted'
            ? `Пересчёты совпали: ${formatMoney(answer.total ?? '0')} — в сейф, его примет хранитель сейфа`
            : 'Пересчёт записан: его повторит второй человек, не видя ваших цифр',
      });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
    onError: (error) => {
      nextAttemptKey(error, (key) => form.setFieldValue('requestKey', key));
      showWriteError(error, (fields) =>
        form.setErrors({ notes: Object.values(fields)[0] ?? null }),
      );
    },
  });
  const grand = drop ? drop.items.reduce((sum, box) => sum + boxTotal(box.deviceId), 0) : 0;
  return (
    <Modal
      opened={drop !== null}
      onClose={onClose}
      title={drop ? `${confirm ? 'Второй пересчёт' : 'Пересчёт'} выемки № ${drop.id}` : ''}
      size="xl"
      centered
    >
      {drop && (
        <form noValidate onSubmit={form.onSubmit((v) => once(() => send.mutateAsync(v)))}>
          <Stack gap="md">
            <Text size="sm">
              {confirm
                ? `Ящики пересчитал ${drop.countedBy ?? 'сотрудник'}. Пересчитайте сами, по купюрам: пересчёты должны совпасть в каждом ящике.`
                : 'Пересчитайте каждый ящик по купюрам. Счётчики автоматов не показываются: сравнение — после второго пересчёта.'}
            </Text>
            <ListTable
              aria-label="Ящики и купюры"
              minWidth={760}
              head={
                <>
                  <Table.Th>Ящик</Table.Th>
                  {NOTES.map((value) => (
                    <Table.Th key={value} ta="right">
                      {tenge(value)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">Итого</Table.Th>
                </>
              }
            >
              {drop.items.map((box) => (
                <Table.Tr key={box.deviceId}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {box.number}
                    </Text>
                  </Table.Td>
                  {NOTES.map((value) => (
                    <Table.Td key={value}>
                      <TextInput
                        size="xs"
                        w={64}
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={`${box.number}: ${tenge(value)} ₸, купюр`}
                        {...form.getInputProps(`notes.${key(box.deviceId, value)}`)}
                        value={typed(form.getValues(), box.deviceId, value) ?? ''}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(String(boxTotal(box.deviceId)))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
            {form.errors.notes && (
              <Alert color="red" role="alert">
                {form.errors.notes}
              </Alert>
            )}
            <Group justify="space-between">
              <Text fw={700} data-testid="drop-count-total" aria-live="polite">
                Всего: {formatMoney(String(grand))}
              </Text>
              <Group>
                <Button variant="default" onClick={onClose}>
                  Отмена
                </Button>
                <Button type="submit" loading={send.isPending}>
                  {confirm ? 'Подтвердить пересчёт' : 'Записать пересчёт'}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
