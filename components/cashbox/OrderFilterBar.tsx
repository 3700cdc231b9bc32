'use client';

import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/shared/cashbox';
import { useFilter } from '@/stores/filters-store';
import { ListFilterBar, options } from '../common/ListFilterBar';

/** The orders' dates and status, kept under `orderFilter`. */
export function OrderFilterBar() {
  const [filter, { filterChanged, filterCleared }] = useFilter('orderFilter');
  return (
    <ListFilterBar
      labelled
      selects={[
        {
          label: 'Статус',
          placeholder: 'Все заказы',
          data: options(ORDER_STATUS_LABELS),
          value: filter.status,
          onChange: (status) => filterChanged({ status: status as OrderStatus | null }),
          width: 180,
        },
      ]}
      range={{ label: 'Даты', value: filter.range, onChange: (range) => filterChanged({ range }) }}
      onReset={filterCleared}
    />
  );
}
