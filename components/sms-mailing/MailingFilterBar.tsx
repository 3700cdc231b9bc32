'use client';

import { MAILING_STATUS_LABELS, type MailingStatus } from '@/lib/sms';
import { useFilter } from '@/stores/filters-store';
import { DayRangeInput } from '../common/DayRangeInput';
import { ListFilterBar, options } from '../common/ListFilterBar';

/** Status, the days a mailing was created and a search in titles and texts (`smsMailingFilter`). */
export function MailingFilterBar() {
  const [filter, { filterChanged, filterCleared }] = useFilter('smsMailingFilter');
  return (
    <ListFilterBar
      search={{
        label: 'Поиск',
        placeholder: 'Название или текст',
        value: filter.search,
        width: 240,
      }}
      onSearch={(search) => filterChanged({ search })}
      selects={[
        {
          label: 'Статус',
          placeholder: 'Все статусы',
          data: options(MAILING_STATUS_LABELS),
          value: filter.status,
          onChange: (status) => filterChanged({ status: status as MailingStatus | null }),
          width: 180,
        },
      ]}
      onReset={filterCleared}
    >
      <DayRangeInput
        aria-label="Даты создания"
        placeholder="Все дни"
        value={filter.range}
        onChange={(range) => filterChanged({ range })}
        w={{ base: '100%', sm: 250 }}
      />
    </ListFilterBar>
  );
}
