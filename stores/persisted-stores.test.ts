import { useAuthStore } from './auth-store';
import { filterStores } from './filters-store';
import { useHallsStore } from './halls-store';
import { useHydrationStore } from './hydration-store';
import { useMenuStore } from './menu-store';
import { clearClientSession, hydrateStores } from './persisted-stores';

beforeEach(() => {
  localStorage.clear();
  clearClientSession();
});

describe('client session', () => {
  it('reads every persisted store after mount and says so', async () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ fullName: 'Кассир', token: 't', role: 'cashier' }),
    );
    localStorage.setItem(
      'halls',
      JSON.stringify({
        state: { hallsList: [{ id: 3, name: 'Алматы-1' }], currentHall: 3, addresses: [] },
        version: 1,
      }),
    );
    useHydrationStore.setState({ hydrated: false });
    await hydrateStores();
    expect(useHydrationStore.getState().hydrated).toBe(true);
    expect(useAuthStore.getState().fullName).toBe('Кассир');
    expect(useHallsStore.getState().currentHall).toBe(3);
  });

  it('logout empties local storage, expires the cookie and resets every store', () => {
    document.cookie = 'bbp-cookie=abc; path=/';
    useAuthStore.getState().actions.signedIn({ fullName: 'Админ', token: 't', role: 'admin' });
    useHallsStore.getState().actions.hallsLoaded([{ id: 1, name: 'Зал' }], []);
    useMenuStore
      .getState()
      .actions.menuLoaded({ main: [{ path: '/dashboard', title: 'Дашборд' }], header: [] });
    filterStores.dashboardFilter.getState().actions.filterChanged({ period: 'monthly' });
    localStorage.setItem('error', '{}');

    clearClientSession();

    expect(localStorage.length).toBe(0);
    expect(document.cookie).not.toContain('bbp-cookie');
    expect(useAuthStore.getState()).toMatchObject({ fullName: '', isAdmin: false, role: null });
    expect(useHallsStore.getState().hallsList).toEqual([]);
    expect(useMenuStore.getState().main).toEqual([]);
    expect(filterStores.dashboardFilter.getState().values.period).toBe('hourly');
  });
});
