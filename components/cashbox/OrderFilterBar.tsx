'use client';

import { Button, Group, Select } from '@mantine/core';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/lib/cashbox';
import { useFilter } from '@/stores/filters-store';
import { DayRangeInput } from '../common/DayRangeInput';

/** The orders' dates and status, kept under `orderFilter`. */
export function OrderFilterBar() {
  const [filter, { filterChanged, filterCleared }] = useFilter('orderFilter');
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
        label="Статус"
        placeholder="Все заказы"
        data={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
        value={filter.status}
        onChange={(status) => filterChanged({ status: status as OrderStatus | null })}
        clearable
        w={{ base: '100%', sm: 180 }}
      />
      <Button variant="subtle" onClick={filterCleared}>
        Сбросить
      </Button>
    </Group>
  );
}
