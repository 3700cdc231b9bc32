'use client';

import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { periodOptions, type Period } from '@/lib/shared/periods';
import { pickedRange, pickedRangeError } from '@/lib/shared/report-range';
import { useFilter } from '@/stores/filters-store';
import { DayRangeInput } from './DayRangeInput';

export type PeriodFilterKey =
  'dashboardFilter' | 'gamesReportFilter' | 'attendanceFilter' | 'summaryReportFilter';

type Props = { filterKey: PeriodFilterKey; periods: readonly Period[] };

/**
 * Period and date range of a report screen, persisted under the screen's filter key. A range the
 * period cannot take is said under the dates (the screen keeps showing the last good answer).
 */
export function PeriodFilter({ filterKey, periods }: Props) {
  const [values, { filterChanged, filterCleared }] = useFilter(filterKey as 'dashboardFilter');
  const rangeError = pickedRangeError(values.period, pickedRange(values.range));

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
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
        error={rangeError}
        miw={240}
        maw={340}
      />
      <Button variant="subtle" onClick={filterCleared}>
        Сбросить
      </Button>
    </Group>
  );
}
