'use client';

import type { PeriodFilterKey } from '@/components/common/PeriodFilter';
import type { PERIODS_A } from '@/lib/periods';
import { pickedRange, pickedRangeError } from '@/lib/report-range';
import { useFilter } from '@/stores/filters-store';

/**
 * A report screen's filter as the API's period and range; `valid` is false while the picked
 * dates do not fit the period (the filter says why under the dates).
 */
export function useReportParams<K extends PeriodFilterKey>(key: K) {
  const [values] = useFilter(key);
  const range = pickedRange(values.range);
  const period = values.period as (typeof PERIODS_A)[number];
  return { values, params: { period, range }, valid: !pickedRangeError(period, range) };
}
