'use client';

import type { PeriodFilterKey } from '@/components/common/PeriodFilter';
import type { PERIODS_A, PERIODS_B } from '@/lib/shared/periods';
import { pickedRange, pickedRangeError } from '@/lib/shared/report-range';
import { useFilter } from '@/stores/filters-store';

/** The periods each report screen offers: variant B for the summary, A for the others. */
type PeriodOf<K extends PeriodFilterKey> = K extends 'summaryReportFilter'
  ? (typeof PERIODS_B)[number]
  : (typeof PERIODS_A)[number];

/**
 * A report screen's filter as the API's period and range; `valid` is false while the picked
 * dates do not fit the period (the filter says why under the dates).
 */
export function useReportParams<K extends PeriodFilterKey>(key: K) {
  const [values] = useFilter(key);
  const range = pickedRange(values.range);
  const period = values.period as PeriodOf<K>;
  return { values, params: { period, range }, valid: !pickedRangeError(period, range) };
}
