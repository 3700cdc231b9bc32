import { FILTER_KEYS } from '@/lib/browser/storage-keys';
import { FILTER_DEFAULTS } from './filter-defaults';
import { filtersCleared, filterStores } from './filters-store';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  filtersCleared();
});

describe('filter stores', () => {
  it('persist each screen filter under its own key', () => {
    filterStores.dashboardFilter.getState().actions.filterChanged({ period: 'monthly' });
    filterStores.workersFilter.getState().actions.filterChanged({ search: 'Иванов' });
    expect(stored('dashboardFilter').state.values.period).toBe('monthly');
    expect(stored('workersFilter').state.values.search).toBe('Иванов');
  });

  it('read a stored filter back after a reload', async () => {
    localStorage.setItem(
      'attendanceFilter',
      JSON.stringify({
        state: { values: { period: 'hourly', range: ['2026-11-01', '2026-11-07'] } },
        version: 1,
      }),
    );
    await filterStores.attendanceFilter.persist.rehydrate();
    expect(filterStores.attendanceFilter.getState().values).toEqual({
      period: 'hourly',
      range: ['2026-11-01', '2026-11-07'],
    });
  });

  it('fill fields missing from an older stored filter with defaults', async () => {
    localStorage.setItem(
      'gamesReportFilter',
      JSON.stringify({ state: { values: { period: 'monthly' } }, version: 1 }),
    );
    await filterStores.gamesReportFilter.persist.rehydrate();
    expect(filterStores.gamesReportFilter.getState().values).toEqual({
      ...FILTER_DEFAULTS.gamesReportFilter,
      period: 'monthly',
    });
  });

  it('clear one filter and keep the others', () => {
    filterStores.cashboxFilter.getState().actions.filterChanged({ type: 'payout' });
    filterStores.orderFilter.getState().actions.filterChanged({ status: 'cancelled' });
    filterStores.cashboxFilter.getState().actions.filterCleared();
    expect(localStorage.getItem('cashboxFilter')).toBeNull();
    expect(filterStores.cashboxFilter.getState().values).toEqual(FILTER_DEFAULTS.cashboxFilter);
    expect(stored('orderFilter').state.values.status).toBe('cancelled');
  });

  it('clear all filters', () => {
    for (const key of FILTER_KEYS) filterStores[key].getState().actions.filterChanged({});
    filtersCleared();
    for (const key of FILTER_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('clear all filters but one', () => {
    filterStores.summaryReportFilter.getState().actions.filterChanged({ period: 'yearly' });
    filterStores.changePhoneFilter.getState().actions.filterChanged({ status: 'new' });
    filtersCleared({ except: 'summaryReportFilter' });
    expect(stored('summaryReportFilter').state.values.period).toBe('yearly');
    expect(localStorage.getItem('changePhoneFilter')).toBeNull();
  });
});
