import { cashDesksQuery } from '@/lib/api/cashbox';
import { equipmentQuery, type EquipmentListParams } from '@/lib/api/equipment';
import { dashboardQuery } from '@/lib/api/reports';
import type { PERIODS_A } from '@/lib/shared/periods';
import { pickedRange, pickedRangeError } from '@/lib/shared/report-range';
import { filterStores } from '@/stores/filters-store';

/** The equipment card's read: one device a page is enough, the counts come with it. */
export const ALL_DEVICES: EquipmentListParams = {
  page: 1,
  pageSize: 1,
  sort: 'number',
  order: 'asc',
  type: null,
  state: null,
  search: '',
};

/** The dashboard's filter as the API's period and range; `valid` is false while they disagree. */
export function dashboardParams(values = filterStores.dashboardFilter.getState().values) {
  const range = pickedRange(values.range);
  const period = values.period as (typeof PERIODS_A)[number];
  return { params: { period, range }, valid: !pickedRangeError(period, range) };
}

/**
 * What the dashboard shows first, asked for with its page's code: the figures of the stored
 * period, and the cash desks' and the equipment's cards beside them. The lists below the fold ask
 * for themselves.
 */
export function dashboardFirstData(hallId: number) {
  const { params, valid } = dashboardParams();
  return [
    ...(valid ? [dashboardQuery(hallId, params)] : []),
    cashDesksQuery(hallId),
    equipmentQuery(hallId, ALL_DEVICES),
  ];
}
