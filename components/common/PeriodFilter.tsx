'use client';

import { Button, Group, SegmentedControl } from '@mantine/core';
import { periodOptions, type Period } from '@/lib/periods';
import { useFilter } from '@/stores/filters-store';
import { DayRangeInput } from './DayRangeInput';

export type PeriodFilterKey =
  'dashboardFilter' | 'gamesReportFilter' | 'attendanceFilter' | 'summaryReportFilter';

type Props = { filterKey: PeriodFilterKey; periods: readonly Period[] };

/** Period and date range of a report screen, persisted under the screen's filter key. */
export function PeriodFilter({ filterKey, periods }: Props) {
  const [values, { filterChanged, filterCleared }] = useFilter(filterKey as 'dashboardFilter');

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Период"
        data={periodOptions(periods)}
        value={values.period}
        onChange={(period) => filterChanged({ period: period as Period })}
      />
      <DayRangeInput
        aria-label="Даты"
        placeholder="Период по умолчанию"
        value={values.range}
        onChange={(range) => filterChanged({ range })}
        miw={240}
      />
      <Button variant="subtle" onClick={filterCleared}>
        Сбросить
      </Button>
    </Group>
  );
}
