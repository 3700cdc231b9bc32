'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Hall } from '@/lib/api/client';
import { createHall, hallQuery, updateHall } from '@/lib/api/halls';
import { HALLS_KEY } from '@/lib/api/query-keys';
import {
  DEFAULT_HALL_ZONE,
  DEFAULT_OPEN_HOURS,
  HALL_STATUS_LABELS,
  HALL_STATUSES,
  HALL_ZONES,
} from '@/lib/shared/halls';
import { hallFormRules, type HallFormValues } from '@/lib/forms/set-up-forms';
import { RecordForm } from '../common/RecordForm';
import { useRecordForm } from '../common/use-record-form';

const fromHall = (hall: Hall): HallFormValues => ({
  name: hall.name,
  city: hall.city,
  address: hall.address,
  timezone: hall.timezone,
  openHours: hall.openHours,
  status: hall.status,
  blindCount: hall.blindCount,
  countByDenomination: hall.countByDenomination,
  cashierConfirmsSafe: hall.cashierConfirmsSafe,
  gamingDayStartHour: String(hall.gamingDayStartHour),
  gamingDayGraceMinutes: String(hall.gamingDayGraceMinutes),
  machineToleranceTenge: String(hall.machineToleranceTenge),
  dropWeekdays: hall.dropWeekdays.map(String),
  foreignersOnly: hall.foreignersOnly,
  foreignersOnlySource: hall.foreignersOnlySource,
  version: hall.version,
});

const EMPTY: HallFormValues = {
  name: '',
  city: '',
  address: '',
  timezone: DEFAULT_HALL_ZONE,
  openHours: { ...DEFAULT_OPEN_HOURS },
  status: 'open',
  blindCount: false,
  countByDenomination: 'optional',
  cashierConfirmsSafe: true,
  gamingDayStartHour: '6',
  gamingDayGraceMinutes: '30',
  machineToleranceTenge: '1000',
  dropWeekdays: [],
  foreignersOnly: false,
  foreignersOnlySource: '',
  version: 0,
};

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

const COUNT_POLICY_OPTIONS = [
  { value: 'optional', label: 'По купюрам или итогом' },
  { value: 'required', label: 'Только по купюрам и монетам' },
];

const STATUSES = HALL_STATUSES.map((value) => ({ value, label: HALL_STATUS_LABELS[value] }));

/** Kazakhstan's zones first, then every zone the browser knows. */
function zoneOptions() {
  const rest = Intl.supportedValuesOf('timeZone').filter(
    (zone) => !(HALL_ZONES as readonly string[]).includes(zone),
  );
  return [
    { group: 'Казахстан', items: [...HALL_ZONES] },
    { group: 'Все часовые пояса', items: rest },
  ];
}

type Props = { hall: Hall | null; onDone: () => void };

/** «Добавить зал» and «Настройки»: one form, its input kept until it is saved. */
export function HallForm({ hall, onDone }: Props) {
  const queryClient = useQueryClient();
  const zones = useMemo(() => zoneOptions(), []);
  const form = useForm<HallFormValues>({
    mode: 'controlled',
    initialValues: hall ? fromHall(hall) : EMPTY,
    validate: hallFormRules,
  });
  const record = useRecordForm({
    form,
    draftKey: `hall:${hall?.id ?? 'new'}`,
    save: ({
      version,
      gamingDayStartHour,
      gamingDayGraceMinutes,
      machineToleranceTenge,
      dropWeekdays,
      ...rest
    }: HallFormValues) => {
      const values = {
        ...rest,
        gamingDayStartHour: Number(gamingDayStartHour),
        gamingDayGraceMinutes: Number(gamingDayGraceMinutes.trim()),
        machineToleranceTenge: Number(machineToleranceTenge.replace(/\s/g, '')),
        dropWeekdays: dropWeekdays.map(Number),
      };
      return hall ? updateHall(hall.id, version, values) : createHall(values);
    },
    latest: hall
      ? async () => fromHall(await queryClient.fetchQuery({ ...hallQuery(hall.id), staleTime: 0 }))
      : undefined,
    saved: hall ? 'Настройки зала сохранены' : 'Зал добавлен',
    onSaved: (saved) => {
      queryClient.setQueryData(hallQuery(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: HALLS_KEY });
      onDone();
    },
  });

  return (
    <RecordForm record={record} onDone={onDone}>
      <TextInput label="Название" required {...form.getInputProps('name')} />
      <TextInput label="Город" required {...form.getInputProps('city')} />
      <TextInput label="Адрес" required {...form.getInputProps('address')} />
      <Select
        label="Часовой пояс"
        required
        searchable
        data={zones}
        allowDeselect={false}
        nothingFoundMessage="Нет такого пояса"
        // Its 400-odd options are drawn only while the list is open: kept mounted (Mantine's
        // default), every key typed in another field of the form drew them all again.
        comboboxProps={{ keepMounted: false }}
        {...form.getInputProps('timezone')}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="Открывается"
          type="time"
          required
          {...form.getInputProps('openHours.from')}
        />
        <TextInput
          label="Закрывается"
          type="time"
          required
          {...form.getInputProps('openHours.to')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8}>
        По часам зала. Закрытие раньше открытия — работа после полуночи, одно и то же время —
        круглосуточно.
      </Text>
      <SimpleGrid cols={2}>
        <Select
          label="Начало игрового дня"
          data={HOURS}
          allowDeselect={false}
          {...form.getInputProps('gamingDayStartHour')}
        />
        <TextInput
          label="Ждать поздних показаний, мин"
          inputMode="numeric"
          {...form.getInputProps('gamingDayGraceMinutes')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8}>
        Игровой день закрывается сам в начале следующего, подождав поздние показания автоматов.
      </Text>
      <TextInput
        label="Допуск по автоматам, ₸"
        description="Выемка против счётчика купюр, зачисления и ручные выплаты против счётчиков автомата: разница больше допуска — на подпись"
        inputMode="numeric"
        {...form.getInputProps('machineToleranceTenge')}
      />
      <Checkbox.Group
        label="Выемка по графику"
        description="Дни, когда вынимают ящики купюроприёмников; без отметок — выемка по требованию. Пропущенная выемка по графику — отклонение"
        {...form.getInputProps('dropWeekdays')}
      >
        <Group gap="md" mt={6}>
          {WEEKDAYS.map((label, i) => (
            <Checkbox key={label} value={String(i + 1)} label={label} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox
        label="Только для иностранных граждан"
        description="Игорная зона для иностранцев и лиц без гражданства: граждан Казахстана (по ИИН или документу РК) касса не пропускает — «Вход только для иностранных граждан». Действует со следующей отметки входа"
        {...form.getInputProps('foreignersOnly', { type: 'checkbox' })}
      />
      {form.values.foreignersOnly && (
        <TextInput
          label="Основание"
          description="Акт, по которому зал находится в такой зоне"
          placeholder="Закон РК от 16.03.2026 …"
          {...form.getInputProps('foreignersOnlySource')}
        />
      )}
      <Select
        label="Пересчёт наличных"
        data={COUNT_POLICY_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('countByDenomination')}
      />
      <Checkbox
        label="Слепой пересчёт"
        description="Кассир не видит ожидаемую сумму; пересчёт, который не сходится, просят повторить"
        {...form.getInputProps('blindCount', { type: 'checkbox' })}
      />
      <Checkbox
        label="Кассир подтверждает пересчёт сейфа"
        description="Второй пересчёт сейфа кассир делает со своего экрана; без отметки — только управляющий"
        {...form.getInputProps('cashierConfirmsSafe', { type: 'checkbox' })}
      />
      {hall && (
        <Select
          label="Статус"
          data={STATUSES}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
      )}
    </RecordForm>
  );
}
