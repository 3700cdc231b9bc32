'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import {
  deviceHistoryQuery,
  registerDevice,
  updateDevice,
  type Device,
  type DeviceInput,
} from '@/lib/api/equipment';
import { equipmentKey } from '@/lib/api/query-keys';
import {
  DEFAULT_MACHINE_MONEY,
  DEVICE_TYPE_LABELS,
  type MachineMoney,
} from '@/lib/shared/equipment';
import { BILL_DENOMINATIONS } from '@/lib/shared/machine-meters';
import { formatCount } from '@/lib/shared/report-format';
import { deviceFormRules, type DeviceFormValues } from '@/lib/forms/set-up-forms';
import { options } from '../common/ListFilterBar';
import { RecordForm } from '../common/RecordForm';
import { useRecordForm } from '../common/use-record-form';

const TYPES = options(DEVICE_TYPE_LABELS);

const NOTES = BILL_DENOMINATIONS.map((note) => ({
  value: String(note),
  label: `${formatCount(note)} ₸`,
}));

const moneyValues = (money: MachineMoney) => ({
  billNotes: money.billNotes.map(String),
  deskCredits: money.deskCredits,
  tickets: money.tickets,
});

const fromDevice = (device: Device): DeviceFormValues => ({
  number: device.number,
  type: device.type,
  name: device.name,
  serial: device.serial,
  zone: device.zone,
  ...moneyValues(device.money ?? DEFAULT_MACHINE_MONEY),
  version: device.version,
});

const EMPTY: DeviceFormValues = {
  number: '',
  type: null,
  name: '',
  serial: '',
  zone: '',
  ...moneyValues(DEFAULT_MACHINE_MONEY),
  version: 0,
};

type Props = {
  hallId: number;
  device: Device | null;
  /** A new device comes with its key, which the screen shows once. */
  onRegistered: (device: Device, key: string) => void;
  onDone: () => void;
};

/** «Зарегистрировать устройство» and «Изменить»; the type is chosen once, at registration. */
export function DeviceForm({ hallId, device, onRegistered, onDone }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<DeviceFormValues>({
    mode: 'controlled',
    initialValues: device ? fromDevice(device) : EMPTY,
    validate: deviceFormRules,
  });
  const record = useRecordForm({
    form,
    draftKey: `device:${hallId}:${device?.id ?? 'new'}`,
    save: async ({
      version,
      type,
      billNotes,
      deskCredits,
      tickets,
      ...values
    }: DeviceFormValues) => {
      const money =
        type === 'game_terminal'
          ? { money: { billNotes: billNotes.map(Number), deskCredits, tickets } }
          : {};
      return device
        ? {
            device: await updateDevice(hallId, device.id, version, { ...values, ...money }),
            key: null,
          }
        : registerDevice(hallId, { ...values, ...money, type: type as DeviceInput['type'] });
    },
    latest: device
      ? async () =>
          fromDevice(
            (
              await queryClient.fetchQuery({
                ...deviceHistoryQuery(hallId, device.id),
                staleTime: 0,
              })
            ).device,
          )
      : undefined,
    saved: device ? 'Изменения сохранены' : 'Устройство зарегистрировано',
    onSaved: ({ device: saved, key }) => {
      void queryClient.invalidateQueries({ queryKey: equipmentKey(hallId) });
      if (key) onRegistered(saved, key);
      onDone();
    },
  });

  return (
    <RecordForm
      record={record}
      onDone={onDone}
      submitLabel={device ? 'Сохранить' : 'Зарегистрировать'}
    >
      <TextInput
        label="Номер"
        required
        placeholder="GT-101"
        autoComplete="off"
        {...form.getInputProps('number')}
      />
      <Select
        label="Тип"
        required
        data={TYPES}
        disabled={device !== null}
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
      <TextInput label="Модель" required autoComplete="off" {...form.getInputProps('name')} />
      <TextInput
        label="Серийный номер"
        required
        autoComplete="off"
        {...form.getInputProps('serial')}
      />
      <TextInput label="Зона" required autoComplete="off" {...form.getInputProps('zone')} />
      {form.values.type === 'game_terminal' && (
        <Stack gap="sm" component="section" aria-label="Деньги автомата">
          <Text fw={600} mt="xs">
            Деньги автомата
          </Text>
          <Checkbox.Group
            label="Купюроприёмник принимает"
            description="Ни одной купюры — купюроприёмника нет"
            {...form.getInputProps('billNotes')}
          >
            <Group gap="md" mt={6}>
              {NOTES.map((note) => (
                <Checkbox key={note.value} value={note.value} label={note.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox
            label="Зачисление кредитов с кассы"
            {...form.getInputProps('deskCredits', { type: 'checkbox' })}
          />
          <Checkbox
            label="Печатает и принимает билеты"
            {...form.getInputProps('tickets', { type: 'checkbox' })}
          />
          <Text size="xs" c="dimmed">
            Джекпоты и снятые кредиты выплачиваются вручную на кассе.
          </Text>
        </Stack>
      )}
    </RecordForm>
  );
}
