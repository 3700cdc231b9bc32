'use client';

import {
  DEVICE_STATE_LABELS,
  DEVICE_TYPE_LABELS,
  type DeviceState,
  type DeviceType,
} from '@/lib/shared/equipment';
import { useFilter } from '@/stores/filters-store';
import { ListFilterBar, options } from '../common/ListFilterBar';

/** Type, status and a search by number, model, serial or zone, kept under `equipmentFilter`. */
export function EquipmentFilterBar() {
  const [filter, { filterChanged, filterCleared }] = useFilter('equipmentFilter');
  return (
    <ListFilterBar
      search={{
        label: 'Поиск устройства',
        placeholder: 'Номер, модель, серийный номер, зона',
        value: filter.search,
        width: 300,
        onChange: (search) => filterChanged({ search }),
      }}
      selects={[
        {
          label: 'Тип',
          placeholder: 'Все типы',
          data: options(DEVICE_TYPE_LABELS),
          value: filter.type,
          onChange: (type) => filterChanged({ type: type as DeviceType | null }),
          width: 230,
        },
        {
          label: 'Статус',
          placeholder: 'Все статусы',
          data: options(DEVICE_STATE_LABELS),
          value: filter.status,
          onChange: (status) => filterChanged({ status: status as DeviceState | null }),
          width: 180,
        },
      ]}
      onReset={filterCleared}
    />
  );
}
