'use client';

import {
  POSITION_LABELS,
  WORKER_STATUS_LABELS,
  type WorkerPosition,
  type WorkerStatus,
} from '@/lib/shared/workers';
import { useFilter } from '@/stores/filters-store';
import { ListFilterBar, options } from '../common/ListFilterBar';

/** Position, status and a search by name or phone, kept under `workersFilter`. */
export function WorkersFilterBar() {
  const [filter, { filterChanged, filterCleared }] = useFilter('workersFilter');
  return (
    <ListFilterBar
      search={{
        label: 'Поиск по имени или телефону',
        placeholder: 'Имя или телефон',
        value: filter.search,
        width: 260,
        onChange: (search) => filterChanged({ search }),
      }}
      selects={[
        {
          label: 'Должность',
          placeholder: 'Все должности',
          data: options(POSITION_LABELS),
          value: filter.position,
          onChange: (position) => filterChanged({ position: position as WorkerPosition | null }),
          width: 200,
        },
        {
          label: 'Статус',
          placeholder: 'Все статусы',
          data: options(WORKER_STATUS_LABELS),
          value: filter.status,
          onChange: (status) => filterChanged({ status: status as WorkerStatus | null }),
          width: 180,
        },
      ]}
      onReset={filterCleared}
    />
  );
}
