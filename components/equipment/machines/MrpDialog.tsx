'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setMrpYear, taxSettingsQuery } from '@/lib/api/machines';
import { failureFields, failureMessage } from '@/lib/api/messages';
import { equipmentKey } from '@/lib/api/query-keys';
import { TAX_OBJECT_KIND_LABELS } from '@/lib/shared/gambling-tax';
import { formatMoney } from '@/lib/shared/money';
import { messages } from '@/lib/shared/validation/messages';

type Values = { year: string; amount: string; source: string };

/** «МРП и ставка»: the МРП of each year with its source, set by head office (decision 069). */
export function MrpDialog({
  hallId,
  opened,
  onClose,
}: {
  hallId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const settings = useQuery({ ...taxSettingsQuery(), enabled: opened });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { year: String(new Date().getFullYear() + 1), amount: '', source: '' },
    validate: {
      year: (v) => (/^(20\d\d|2100)$/.test(v.trim()) ? null : 'Год — от 2000 до 2100'),
      amount: (v) =>
        /^\d{1,7}$/.test(v.replace(/\s/g, '')) && Number(v.replace(/\s/g, '')) >= 1
          ? null
          : 'МРП — целое число тенге от 1 до 1 000 000',
      source: (v) =>
        !v.trim() ? messages.required('Источник') : v.length > 300 ? messages.lengthMax(300) : null,
    },
  });
  const save = useMutation({
    mutationFn: (v: Values) => {
      const year = Number(v.year);
      const known = settings.data?.years.find((y) => y.year === year);
      return setMrpYear(year, {
        amount: Number(v.amount.replace(/\s/g, '')),
        source: v.source.trim(),
        ...(known && { version: known.version }),
      });
    },
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: `МРП на ${saved.year} год сохранён` });
      void queryClient.invalidateQueries({ queryKey: taxSettingsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: equipmentKey(hallId) });
      form.reset();
    },
    onError: (error) => {
      const fields = failureFields(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else notifications.show({ color: 'red', message: failureMessage(error) });
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="МРП и ставка налога" size="lg">
      <Stack gap="md">
        {!settings.data ? (
          <Skeleton h={120} />
        ) : (
          <Stack gap={4}>
            {settings.data.rates.map((r) => (
              <Text key={r.kind} size="sm">
                {TAX_OBJECT_KIND_LABELS[r.kind]}: {r.mrp} МРП в месяц — {r.source}
              </Text>
            ))}
            {settings.data.years.map((y) => (
              <Text key={y.year} size="sm">
                {y.year}: {formatMoney(`${y.amount}.00`)} — {y.source}
              </Text>
            ))}
          </Stack>
        )}
        <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Квартал берёт МРП года своего первого дня; зафиксированные версии сохраняют свой.
            </Text>
            <Group grow align="flex-start">
              <TextInput label="Год" inputMode="numeric" {...form.getInputProps('year')} />
              <TextInput label="МРП, ₸" inputMode="numeric" {...form.getInputProps('amount')} />
            </Group>
            <TextInput
              label="Источник"
              placeholder="Закон РК «О республиканском бюджете на …»"
              {...form.getInputProps('source')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Закрыть
              </Button>
              <Button type="submit" loading={save.isPending}>
                Сохранить МРП
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
