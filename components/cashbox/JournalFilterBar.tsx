'use client';

import { useQuery } from '@tanstack/react-query';
import { shiftsQuery } from '@/lib/api/cashbox';
import { OPERATION_LABELS, type OperationType } from '@/lib/shared/cashbox';
import { useFilter } from '@/stores/filters-store';
import { ListFilterBar, options } from '../common/ListFilterBar';
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
    <ListFilterBar
      labelled
      selects={[
        {
          label: 'Вид операции',
          placeholder: 'Все виды',
          data: options(OPERATION_LABELS),
          value: filter.type,
          onChange: (type) => filterChanged({ type: type as OperationType | null }),
          width: 180,
        },
        {
          label: 'Смена',
          placeholder: 'Все смены',
          data: shiftOptions,
          value: filter.shiftId === null ? null : String(filter.shiftId),
          onChange: (id) => filterChanged({ shiftId: id === null ? null : Number(id) }),
          width: 220,
        },
      ]}
      range={{ label: 'Даты', value: filter.range, onChange: (range) => filterChanged({ range }) }}
      onReset={filterCleared}
    />
  );
}
