'use client';

import { CONSENT_FILTER_LABELS, type ConsentFilter } from '@/lib/shared/clients';
import { useFilter } from '@/stores/filters-store';
import { ListFilterBar, options } from '../common/ListFilterBar';

/** A search by phone or name and the consent to SMS, kept under `clientsFilter`. */
export function ClientsFilterBar() {
  const [filter, { filterChanged, filterCleared }] = useFilter('clientsFilter');
  return (
    <ListFilterBar
      search={{
        label: 'Поиск по телефону или ФИО',
        placeholder: 'Телефон или ФИО',
        value: filter.search,
        width: 260,
        onChange: (search) => filterChanged({ search }),
      }}
      selects={[
        {
          label: 'Согласие на SMS',
          placeholder: 'Все клиенты',
          data: options(CONSENT_FILTER_LABELS),
          value: filter.consent,
          onChange: (consent) => filterChanged({ consent: consent as ConsentFilter | null }),
          width: 200,
        },
      ]}
      onReset={filterCleared}
    />
  );
}
