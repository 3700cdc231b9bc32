'use client';

import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { shiftsQuery } from '@/lib/api/cashbox';
import { OPERATION_LABELS, OPERATION_TYPES, type OperationType } from '@/lib/cashbox';
import { useFilter } from '@/stores/filters-store';
import { DayRangeInput } from '../common/DayRangeInput';
import { useHallClock } from '../common/use-hall-clock';

/** The journal's dates, type and shift, kept under `cashboxFilter`. */
export function JournalFilterBar({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const [filter, { filterChanged, filterCleared }] = useFilter('cashboxFilter');
  const shifts = useQuery(shiftsQuery(hallId));
  const shiftOptions = (shifts.data?.items ?? []).map((shift) => ({
    value: String(shift.id),
    label: `№ ${shift.id} · ${clock.dayMonth(shift.openedAt)}${shift.status === 'open' ? ' (открыта)' : ''}`,
  }));
  return (
    <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
      <DayRangeInput
        label="Даты"
        placeholder="Все дни"
        value={filter.range}
        onChange={(range) => filterChanged({ range })}
        w={{ base: '100%', sm: 250 }}
      />
      <Select
        label="Вид операции"
        placeholder="Все виды"
        data={OPERATION_TYPES.map((value) => ({ value, label: OPERATION_LABELS[value] }))}
        value={filter.type}
        onChange={(type) => filterChanged({ type: type as OperationType | null })}
        clearable
        w={{ base: '100%', sm: 180 }}
      />
      <Select
        label="Смена"
        placeholder="Все смены"
        data={shiftOptions}
        value={filter.shiftId === null ? null : String(filter.shiftId)}
        onChange={(id) => filterChanged({ shiftId: id === null ? null : Number(id) })}
        clearable
        searchable
        w={{ base: '100%', sm: 220 }}
      />
      <Button variant="subtle" onClick={filterCleared}>
        Сбросить
      </Button>
    </Group>
  );
}
