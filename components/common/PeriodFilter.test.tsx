import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import { filterStores } from '@/stores/filters-store';
import { PERIODS_A } from '@/lib/shared/periods';
import { PeriodFilter } from './PeriodFilter';

const dashboard = () => filterStores.dashboardFilter.getState();

beforeEach(() => {
  localStorage.clear();
  dashboard().actions.filterCleared();
});

describe('PeriodFilter', () => {
  it('keeps the chosen period in the screen’s filter, persisted under its key', async () => {
    render(<PeriodFilter filterKey="dashboardFilter" periods={PERIODS_A} />);
    expect(screen.getByRole('radio', { name: 'По часам' })).toBeChecked();
    await userEvent.click(screen.getByText('По месяцам'));
    expect(dashboard().values.period).toBe('monthly');
    expect(JSON.parse(localStorage.getItem('dashboardFilter')!).state.values.period).toBe(
      'monthly',
    );
  });

  it('says under the dates why the period cannot take them, and clears with «Сбросить»', async () => {
    dashboard().actions.filterChanged({ period: 'hourly', range: ['2026-11-03', '2026-11-05'] });
    render(<PeriodFilter filterKey="dashboardFilter" periods={PERIODS_A} />);
    expect(screen.getByText('По часам строится один день: выберите одну дату')).toBeInTheDocument();
    await userEvent.click(screen.getByText('По дням'));
    expect(screen.queryByText(/один день/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(dashboard().values).toEqual({ period: 'hourly', range: [null, null] });
  });
});
