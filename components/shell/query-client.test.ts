import { queryOptions } from '@tanstack/react-query';

type Modules = {
  client: typeof import('./query-client');
  auth: typeof import('@/stores/auth-store');
};

/** A fresh page load: every module evaluated anew, as the browser does. */
async function pageLoad(): Promise<Modules> {
  let modules: Modules | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      client: await import('./query-client'),
      auth: await import('@/stores/auth-store'),
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

/** What a browser keeps of a session: the user record and the chosen hall. */
function stored(role: string, hallId: number) {
  localStorage.setItem('user', JSON.stringify({ fullName: 'Кассир', token: 't', role }));
  localStorage.setItem(
    'halls',
    JSON.stringify({ state: { hallsList: [], currentHall: hallId, addresses: [] }, version: 1 }),
  );
}

/** A page load of `path` by a cashier, or nobody, in hall 2 (0: none chosen), up to its page's module. */
async function cashierOpens(path: string, { signedIn = true, hallId = 2 } = {}) {
  window.history.replaceState(null, '', path);
  if (signedIn) stored('cashier', hallId);
  const modules = await pageLoad();
  modules.client.screenFirstData(firstData);
  return modules.client;
}

beforeEach(() => {
  localStorage.clear();
  // No answers: the test looks at what was asked for, not at what came back.
  global.fetch = jest.fn(() => new Promise<Response>(() => {}));
});

describe('the first queries of a page load', () => {
  it('start as the page loads, and go to the first client only', async () => {
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

  it('start with the stores read from storage, before any render', async () => {
    stored('cashier', 2);
    const { auth } = await pageLoad();
    expect(auth.useAuthStore.getState().fullName).toBe('Кассир');
  });

  it("still start a screen's reads when its page's module runs after the shell took the client", async () => {
    window.history.replaceState(null, '', '/cashbox/');
    stored('cashier', 2);
    const { client } = await pageLoad();
    const first = client.takeQueryClient();
    client.screenFirstData(firstData);
    expect(asked(first)).toContainEqual([2, 'screen', 'first page']);
  });

  it('ask only for the menu and halls until a hall is chosen', async () => {
    const client = await cashierOpens('/cashbox/', { hallId: 0 });
    expect(asked(client.takeQueryClient())).toEqual([['menu'], ['halls']]);
  });

  it('leave a screen opened later in the same page load to ask for itself', async () => {
    window.history.replaceState(null, '', '/dashboard/');
    stored('admin', 2);
    const { client } = await pageLoad();
    client.takeQueryClient();
    // The dashboard has rendered (its first reads are awaited), then the person moves on.
    void client.firstReadsSettled();
    const later = jest.fn(firstData);
    client.screenFirstData(later);
    expect(later).not.toHaveBeenCalled();
  });
});
