'use client';

import { useFilter } from '@/stores/filters-store';
import { ListFilterBar, options, type FilterSelect } from './ListFilterBar';

/** The lists filtered by a status, a range of days and a search: their keys share one shape. */
type StatusFilterKey = 'changePhoneFilter' | 'smsMailingFilter';

type Props = {
  filterKey: StatusFilterKey;
  statusLabels: Record<string, string>;
  search: { label: string; placeholder: string };
  rangeLabel: string;
  /** More selects before the status (the queue's hall). */
  selects?: FilterSelect[];
};

/** Status, days and a search of a list, kept under the list's filter key. */
export function StatusFilterBar({
  filterKey,
  statusLabels,
  search,
  rangeLabel,
  selects = [],
}: Props) {
  // Both keys hold { status, range, search }; only the statuses differ, and they come from labels.
  const [filter, { filterChanged, filterCleared }] = useFilter(filterKey as 'changePhoneFilter');
  return (
    <ListFilterBar
      search={{
        ...search,
        value: filter.search,
        width: 240,
        onChange: (text) => filterChanged({ search: text }),
      }}
      selects={[
        ...selects,
        {
          label: 'Статус',
          placeholder: 'Все статусы',
          data: options(statusLabels),
          value: filter.status,
          onChange: (status) => filterChanged({ status: status as typeof filter.status }),
          width: 180,
        },
      ]}
      range={{
        label: rangeLabel,
        value: filter.range,
        onChange: (range) => filterChanged({ range }),
      }}
      onReset={filterCleared}
    />
  );
}
