import { noteSignedIn } from '@/lib/browser/signed-in-as';
import { useBasketStore } from './basket-store';
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

  it('the basket belongs to its hall', () => {
    noteSignedIn('cashier');
    useHallsStore.getState().actions.hallChosen(1);
    const basket = useBasketStore.getState();
    basket.actions.productAdded({ id: 1, name: 'Кофе', price: '750.00' });
    useHallsStore.getState().actions.hallChosen(1);
    expect(useBasketStore.getState().count).toBe(1);
    useHallsStore.getState().actions.hallChosen(2);
    expect(useBasketStore.getState().count).toBe(0);
  });

  it('choosing the same hall again keeps the filters', () => {
    useHallsStore.getState().actions.hallChosen(1);
    filterStores.workersFilter.getState().actions.filterChanged({ search: 'Петров' });
    useHallsStore.getState().actions.hallChosen(1);
    expect(filterStores.workersFilter.getState().values.search).toBe('Петров');
  });

  it('drops the current hall when the refreshed list no longer has it', () => {
    useHallsStore.getState().actions.hallChosen(2);
    filterStores.workersFilter.getState().actions.filterChanged({ search: 'Петров' });
    useHallsStore.getState().actions.hallsLoaded([{ id: 1, name: 'Алматы Центр' }], []);
    expect(useHallsStore.getState().currentHall).toBe(0);
    expect(filterStores.workersFilter.getState().values.search).toBe('');
  });

  it('keeps the current hall when the refreshed list still has it', () => {
    useHallsStore.getState().actions.hallChosen(1);
    useHallsStore.getState().actions.hallsLoaded([{ id: 1, name: 'Алматы Центр' }], []);
    expect(useHallsStore.getState().currentHall).toBe(1);
  });
});
