import { useAuthStore } from './auth-store';
import { useBasketStore } from './basket-store';
import { useCashQueueStore } from './cash-queue-store';
import { usePhoneRequestStore } from './phone-requests-store';
import { filterStores } from './filters-store';
import { useHallsStore } from './halls-store';
import { useMenuStore } from './menu-store';
import { clearClientSession } from './persisted-stores';

/** A page load: the stores' modules evaluated anew, each reading its storage as it loads. */
async function pageLoad() {
  let modules:
    | {
        auth: typeof import('./auth-store');
        halls: typeof import('./halls-store');
        basket: typeof import('./basket-store');
        queue: typeof import('./cash-queue-store');
        phone: typeof import('./phone-requests-store');
      }
    | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      auth: await import('./auth-store'),
      halls: await import('./halls-store'),
      basket: await import('./basket-store'),
      queue: await import('./cash-queue-store'),
      phone: await import('./phone-requests-store'),
    };
  });
  return modules!;
}

beforeEach(() => {
  localStorage.clear();
  clearClientSession();
});

const queueOneWrite = () =>
  useCashQueueStore.getState().actions.queued(
    {
      kind: 'operation',
      key: 'k1',
      hallId: 1,
      input: { type: 'payout', amount: '10.00', note: '' },
    },
    'Кассир',
  );

describe('client session', () => {
  it('reads every persisted store as its module loads', async () => {
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
    const { auth, halls } = await pageLoad();
    expect(auth.useAuthStore.getState().fullName).toBe('Кассир');
    expect(halls.useHallsStore.getState().currentHall).toBe(3);
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

  it('an expired session keeps the basket and the unsent cash writes for the next sign-in', async () => {
    useBasketStore.getState().actions.productAdded({ id: 4, name: 'Латте', price: '1300.00' });
    queueOneWrite();

    clearClientSession({ keepDrafts: true });
    expect(localStorage.length).toBe(0);
    expect(useBasketStore.getState().count).toBe(0);

    expect(sessionStorage.getItem('cashQueue')).toContain('"k1"');

    // The login page loads anew.
    const { basket, queue } = await pageLoad();
    expect(basket.useBasketStore.getState()).toMatchObject({ count: 1, total: '1300.00' });
    expect(queue.useCashQueueStore.getState().items.map((i) => i.key)).toEqual(['k1']);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('draft:'))).toEqual([]);
  });

  it('a deliberate logout drops the basket and the unsent cash writes', async () => {
    useBasketStore.getState().actions.productAdded({ id: 4, name: 'Латте', price: '1300.00' });
    queueOneWrite();

    clearClientSession();
    const { basket, queue } = await pageLoad();
    expect(basket.useBasketStore.getState().count).toBe(0);
    expect(queue.useCashQueueStore.getState().items).toEqual([]);
    expect(sessionStorage.getItem('cashQueue')).toBeNull();
  });

  it('a half-filled phone request outlives an expired session, not a deliberate logout', async () => {
    const { creationStarted, formChanged } = usePhoneRequestStore.getState().actions;
    creationStarted();
    formChanged({ old_phone: '+7 701 500 79 30', reason: 'Сменил оператора' });

    clearClientSession({ keepDrafts: true });
    const reloaded = await pageLoad();
    expect(reloaded.phone.usePhoneRequestStore.getState()).toMatchObject({
      isFormModalOpen: true,
      formData: { old_phone: '+7 701 500 79 30', reason: 'Сменил оператора' },
    });

    clearClientSession();
    const { phone } = await pageLoad();
    expect(phone.usePhoneRequestStore.getState().isFormModalOpen).toBe(false);
    expect(phone.usePhoneRequestStore.getState().formData.reason).toBe('');
  });

  it('keeps the screens’ tabs through an expired session; the next person after «Выйти» starts on the first', () => {
    sessionStorage.setItem('workersTab', '"accounts"');
    sessionStorage.setItem('cashboxTab', '"shifts"');
    clearClientSession({ keepDrafts: true });
    expect(sessionStorage.getItem('workersTab')).toBe('"accounts"');
    clearClientSession();
    expect(sessionStorage.getItem('workersTab')).toBeNull();
    expect(sessionStorage.getItem('cashboxTab')).toBeNull();
  });
});
