import { isLoggedIn, parseUserRecord, useAuthStore } from './auth-store';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState(useAuthStore.getInitialState(), true);
});

describe('auth store', () => {
  it('starts logged out with isAdmin false', () => {
    const { fullName, isAdmin, role } = useAuthStore.getState();
    expect({ fullName, isAdmin, role }).toEqual({ fullName: '', isAdmin: false, role: null });
    expect(isLoggedIn()).toBe(false);
  });

  it('stores the user record as plain JSON under `user` on sign-in', () => {
    useAuthStore
      .getState()
      .actions.signedIn({ fullName: 'Админ Главный', token: 't1', role: 'admin' });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      fullName: 'Админ Главный',
      token: 't1',
      role: 'admin',
    });
    expect(useAuthStore.getState().isAdmin).toBe(true);
    expect(isLoggedIn()).toBe(true);
  });

  it('counts a stored user record as logged in before the store is read', () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ fullName: 'Кассир', token: 't', role: 'cashier' }),
    );
    expect(useAuthStore.getState().fullName).toBe('');
    expect(isLoggedIn()).toBe(true);
  });

  it('restores the record and derives isAdmin on rehydration', async () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ fullName: 'Менеджер', token: 't', role: 'manager' }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({
      fullName: 'Менеджер',
      role: 'manager',
      isAdmin: false,
    });
  });

  it.each(['not json', '{}', '{"fullName":""}', 'null', '[]'])(
    'ignores a broken record %p',
    (raw) => {
      expect(parseUserRecord(raw)).toBeNull();
    },
  );
});
