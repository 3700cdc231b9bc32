import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import { filterStores } from '@/stores/filters-store';
import { GamesReportFilter } from './GamesReportFilter';

const GAMES = [
  { id: 1, name: 'Золото ацтеков', category: 'slots' },
  { id: 4, name: 'Европейская рулетка', category: 'roulette' },
  { id: 5, name: 'Фруктовый коктейль', category: 'slots' },
];
jest.mock('@/lib/api/reports', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/reports')>('@/lib/api/reports', {
      gamesQuery: async () => GAMES,
    }),
);

const filter = () => filterStores.gamesReportFilter.getState();

function renderFilter() {
  return render(<GamesReportFilter />);
}

beforeEach(() => {
  localStorage.clear();
  filter().actions.filterCleared();
});

describe('GamesReportFilter', () => {
  it('offers only the chosen category’s games and drops the others already picked', async () => {
    filter().actions.filterChanged({ games: ['1', '4'] });
    renderFilter();
    await userEvent.click(screen.getByRole('combobox', { name: 'Категория' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Слоты' }));
    expect(filter().values).toMatchObject({ category: 'slots', games: ['1'] });

    await userEvent.click(screen.getByRole('combobox', { name: 'Игры' }));
    expect(await screen.findByRole('option', { name: 'Фруктовый коктейль' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Европейская рулетка' })).not.toBeInTheDocument();
  });
});
