import { filterStores } from './filters-store';
import { useHallsStore } from './halls-store';

beforeEach(() => {
  localStorage.clear();
  useHallsStore.setState(useHallsStore.getInitialState(), true);
});

describe('halls store', () => {
  it('starts with no hall chosen', () => {
    expect(useHallsStore.getState()).toMatchObject({
      hallsList: [],
      currentHall: 0,
      addresses: [],
    });
  });

  it('switching the hall clears every filter', () => {
    useHallsStore.getState().actions.hallChosen(1);
    filterStores.workersFilter.getState().actions.filterChanged({ search: 'Петров' });
    useHallsStore.getState().actions.hallChosen(2);
    expect(filterStores.workersFilter.getState().values.search).toBe('');
    expect(localStorage.getItem('workersFilter')).toBeNull();
    expect(JSON.parse(localStorage.getItem('halls')!).state.currentHall).toBe(2);
  });

  it('choosing the same hall again keeps the filters', () => {
    useHallsStore.getState().actions.hallChosen(1);
    filterStores.workersFilter.getState().actions.filterChanged({ search: 'Петров' });
    useHallsStore.getState().actions.hallChosen(1);
    expect(filterStores.workersFilter.getState().values.search).toBe('Петров');
  });
});
