'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashDesk } from '@/lib/api/cashbox';
import { createDesk, updateDesk } from '@/lib/api/cash-desks';
import { cashboxKey } from '@/lib/api/query-keys';
import { normalizeAmount, typedAmountMessage } from '@/lib/shared/cashbox';
import { AmountInput } from '../../common/AmountInput';
import { useOneAtATime } from '../../common/use-one-at-a-time';
import { showWriteError } from '../write-errors';

const NAME_MAX = 40;
type Values = { kind: 'window' | 'bar'; name: string; workingCapital: string };

/** A new window or bar, or a desk's name and working capital changed. */
export function DeskDialog({
  hallId,
  desk,
  onClose,
}: {
  hallId: number;
  /** null: a new desk. */
  desk: CashDesk | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      kind: desk?.kind === 'bar' ? 'bar' : 'window',
      name: desk?.name ?? '',
      workingCapital: desk?.workingCapital?.replace('.', ',') ?? '',
    },
    validate: {
      name: (value) =>
        !value.trim()
          ? 'Укажите название кассы'
          : value.trim().length > NAME_MAX
            ? `Не длиннее ${NAME_MAX} символов`
            : null,
      workingCapital: (value) =>
        value.trim() ? typedAmountMessage(value, { label: 'Рабочий остаток' }) : null,
    },
  });
  const once = useOneAtATime();
  const save = useMutation({
    mutationFn: (values: Values) => {
      const capital = values.workingCapital.trim()
        ? { workingCapital: normalizeAmount(values.workingCapital) }
        : {};
      return desk
        ? updateDesk(hallId, desk.id, {
            version: desk.version,
            name: values.name.trim(),
            ...capital,
          })
        : createDesk(hallId, { kind: values.kind, name: values.name.trim(), ...capital });
    },
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: `${saved.name}: сохранено` });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
    onError: (error) => showWriteError(error, form.setErrors),
  });
  return (
    <Modal opened onClose={onClose} title={desk ? `Касса «${desk.name}»` : 'Новая касса'} centered>
      <form noValidate onSubmit={form.onSubmit((values) => once(() => save.mutateAsync(values)))}>
        <Stack gap="md">
          {!desk && (
            <SegmentedControl
              aria-label="Вид кассы"
              data={[
                { value: 'window', label: 'Окно кассы' },
                { value: 'bar', label: 'Бар' },
              ]}
              {...form.getInputProps('kind')}
            />
          )}
          <TextInput
            label="Название"
            required
            maxLength={NAME_MAX}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <AmountInput
            label="Рабочий остаток"
            description="Сколько наличных касса держит; выше — излишек сдают в сейф"
            {...form.getInputProps('workingCapital')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={save.isPending}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
