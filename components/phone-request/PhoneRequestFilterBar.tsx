'use client';

import { PHONE_REQUEST_STATUS_LABELS, type PhoneRequestStatus } from '@/lib/phone-requests';
import { useFilter } from '@/stores/filters-store';
import { DayRangeInput } from '../common/DayRangeInput';
import { ListFilterBar, options } from '../common/ListFilterBar';

/** Status, dates and a search by either phone, kept under `changePhoneFilter`. */
export function PhoneRequestFilterBar() {
  const [filter, { filterChanged, filterCleared }] = useFilter('changePhoneFilter');
  return (
    <ListFilterBar
      search={{
        label: 'Поиск по номеру телефона',
        placeholder: 'Старый или новый номер',
        value: filter.search,
        width: 240,
      }}
      onSearch={(search) => filterChanged({ search })}
      selects={[
        {
          label: 'Статус',
          placeholder: 'Все статусы',
          data: options(PHONE_REQUEST_STATUS_LABELS),
          value: filter.status,
          onChange: (status) => filterChanged({ status: status as PhoneRequestStatus | null }),
          width: 180,
        },
      ]}
      onReset={filterCleared}
    >
      <DayRangeInput
        aria-label="Даты"
        placeholder="Все дни"
        value={filter.range}
        onChange={(range) => filterChanged({ range })}
        w={{ base: '100%', sm: 250 }}
      />
    </ListFilterBar>
  );
}
