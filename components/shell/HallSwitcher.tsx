'use client';

import { Group, Select, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useHallsStore } from '@/stores/halls-store';

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
        <Text fw={600} truncate maw={{ base: 140, sm: 320 }}>
          {current?.name ?? 'Зал не выбран'}
        </Text>
      </Group>
    );
  }

  return (
    <Select
      // The visible hall name is part of the name that is read out (WCAG 2.5.3).
      aria-label={current ? `Текущий зал: ${current.name}` : 'Текущий зал'}
      placeholder="Зал не выбран"
      leftSection={<IconBuildingStore size={18} aria-hidden />}
      data={hallsList.map((hall) => ({ value: String(hall.id), label: hall.name }))}
      value={current ? String(current.id) : null}
      onChange={(value) => value && hallChosen(Number(value))}
      allowDeselect={false}
      w={{ base: 170, sm: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
