import { queryOptions } from '@tanstack/react-query';

type Modules = {
  client: typeof import('./query-client');
  auth: typeof import('@/stores/auth-store');
  halls: typeof import('@/stores/halls-store');
  hydration: typeof import('@/stores/hydration-store');
};

/** A fresh page load: every module evaluated anew, as the browser does. */
async function pageLoad(): Promise<Modules> {
  let modules: Modules | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      client: await import('./query-client'),
      auth: await import('@/stores/auth-store'),
      halls: await import('@/stores/halls-store'),
      hydration: await import('@/stores/hydration-store'),
    };
  });
  return modules!;
}

const asked = (client: import('@tanstack/react-query').QueryClient) =>
  client
    .getQueryCache()
    .findAll()
    .map((query) => query.queryKey);

const firstData = (hallId: number) => [
  queryOptions({
    queryKey: [hallId, 'screen', 'first page'],
    queryFn: () => new Promise(() => {}),
  }),
];

/** A page load of `path` by a cashier, or nobody, in hall 2 (0: none chosen), up to the stores read. */
async function cashierOpens(path: string, { signedIn = true, hallId = 2 } = {}) {
  window.history.replaceState(null, '', path);
  const modules = await pageLoad();
  modules.client.screenFirstData(firstData);
  if (signedIn) {
    modules.auth.useAuthStore
      .getState()
      .actions.signedIn({ fullName: 'Кассир', token: 't', role: 'cashier' });
  }
  modules.halls.useHallsStore.setState({ currentHall: hallId });
  modules.hydration.useHydrationStore.setState({ hydrated: true });
  return modules.client;
}

beforeEach(() => {
  localStorage.clear();
  // No answers: the test looks at what was asked for, not at what came back.
  global.fetch = jest.fn(() => new Promise<Response>(() => {}));
});

describe('the first queries of a page load', () => {
  it('start when the stored session has been read, and go to the first client only', async () => {
    const client = await cashierOpens('/cashbox/');
    const first = client.takeQueryClient();
    expect(asked(first)).toEqual(
      expect.arrayContaining([['menu'], ['halls'], [2, 'screen', 'first page']]),
    );
    // The next person on this browser signs in to a client that knows nothing of the last one.
    expect(asked(client.takeQueryClient())).toEqual([]);
  });

  it("ask only for the menu and halls on a screen the person's role may not open", async () => {
    const client = await cashierOpens('/workers/');
    expect(asked(client.takeQueryClient())).toEqual([['menu'], ['halls']]);
  });

  it('ask for nothing without a signed-in user', async () => {
    const client = await cashierOpens('/cashbox/', { signedIn: false });
    expect(asked(client.takeQueryClient())).toEqual([]);
  });

  it('ask only for the menu and halls until a hall is chosen', async () => {
    const client = await cashierOpens('/cashbox/', { hallId: 0 });
    expect(asked(client.takeQueryClient())).toEqual([['menu'], ['halls']]);
  });

  it('leave a screen opened later in the same page load to ask for itself', async () => {
    const { client, auth, hydration } = await pageLoad();
    auth.useAuthStore.getState().actions.signedIn({ fullName: 'Админ', token: 't', role: 'admin' });
    hydration.useHydrationStore.setState({ hydrated: true });
    client.takeQueryClient();
    const later = jest.fn(firstData);
    client.screenFirstData(later);
    expect(later).not.toHaveBeenCalled();
  });
});
