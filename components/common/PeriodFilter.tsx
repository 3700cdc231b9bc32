'use client';

import { Button, Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { periodOptions, type Period } from '@/lib/periods';
import type { DateRange } from '@/stores/filter-defaults';
import { useFilter } from '@/stores/filters-store';

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
      <DatePickerInput
        type="range"
        aria-label="Даты"
        placeholder="Период по умолчанию"
        valueFormat="DD.MM.YYYY"
        leftSection={<IconCalendar size={18} />}
        value={values.range}
        onChange={(range) => filterChanged({ range: range as DateRange })}
        clearable
        miw={240}
      />
      <Button variant="subtle" onClick={filterCleared}>
        Сбросить
      </Button>
    </Group>
  );
}
