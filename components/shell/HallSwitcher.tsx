'use client';

import '@mantine/core/styles/Combobox.layer.css';
import { Group, NativeSelect, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useHallsStore } from '@/stores/halls-store';
import classes from './HallSwitcher.module.css';

/** The current hall; with more than one hall, a switcher that clears the filters. */
export function HallSwitcher() {
  const hallsList = useHallsStore((s) => s.hallsList);
  const currentHall = useHallsStore((s) => s.currentHall);
  const { hallChosen } = useHallsStore((s) => s.actions);
  const current = hallsList.find((hall) => hall.id === currentHall);

  if (hallsList.length <= 1) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconBuildingStore size={20} aria-hidden />
        <Text fw={600} truncate className={classes.name}>
          {current?.name ?? 'Зал не выбран'}
        </Text>
      </Group>
    );
  }

  // The browser's own list: the phone's native picker, and none of a custom dropdown's code in
  // the first load of every screen.
  return (
    <NativeSelect
      aria-label="Текущий зал"
      leftSection={<IconBuildingStore size={18} aria-hidden />}
      data={[
        ...(current ? [] : [{ value: '', label: 'Зал не выбран', disabled: true }]),
        ...hallsList.map((hall) => ({ value: String(hall.id), label: hall.name })),
      ]}
      value={current ? String(current.id) : ''}
      onChange={(event) =>
        event.currentTarget.value && hallChosen(Number(event.currentTarget.value))
      }
      className={classes.switcher}
    />
  );
}
