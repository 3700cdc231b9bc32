import { QueryClient } from '@tanstack/react-query';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/lib/shared/protocol';
import { KEPT_ANSWERS_KEY } from '@/lib/browser/storage-keys';

type Kept = typeof import('./kept-answers');
type Activity = typeof import('@/lib/browser/activity');

/** A fresh page load: the modules evaluated anew, as the browser does. */
async function pageLoad(): Promise<Kept & { activity: Activity }> {
  let loaded: (Kept & { activity: Activity }) | undefined;
  await jest.isolateModulesAsync(async () => {
    const activity = await import('@/lib/browser/activity');
    loaded = { ...(await import('./kept-answers')), activity };
  });
  return loaded!;
}

const SHIFT = {
  shift: {
    id: 7,
    deskName: 'Касса 1',
    balance: '125000.00',
    expectedCash: '125000.00',
    operationCount: 12,
    totals: [{ type: 'cash_in', amount: '115000.00' }],
    winnings: [{ amount: '50000.00', client: { id: 3, shortName: 'Петров П.' } }],
  },
};
const DASHBOARD = { kpis: { bets: '900000.00' } };
const CLIENTS = { items: [{ id: 1, fullName: 'Иванов Иван', iin: '900101300123' }], total: 1 };

/** A visit of a session: its answers come, and the page keeps them a second later. */
async function visit(token: string, now: number, answers: [unknown[], unknown][]) {
  const kept = await pageLoad();
  const client = new QueryClient();
  jest.setSystemTime(now);
  kept.restoreKeptAnswers(client, token, now);
  // The person's own requests: the page's first reads.
  kept.activity.noteOwnRequest(now);
  const stop = kept.keepAnswers(client, () => token);
  jest.setSystemTime(now + 100);
  for (const [key, data] of answers) client.setQueryData(key, data);
  await jest.advanceTimersByTimeAsync(1100);
  stop();
  return { kept, client };
}

/** A later page load of a session: what its client holds before asking anything. */
async function returning(token: string, now: number) {
  const kept = await pageLoad();
  const client = new QueryClient();
  jest.setSystemTime(now);
  kept.restoreKeptAnswers(client, token, now);
  return { kept, client };
}

const T0 = Date.UTC(2026, 11, 8, 9, 0);

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the answers kept between visits', () => {
  it('are shown to the same session at once, as answers of an earlier visit', async () => {
    await visit('token-a', T0, [
      [[2, 'reports', 'dashboard', { period: 'day' }], DASHBOARD],
      [[2, 'workers', 'list', { page: 1, search: '' }], { items: [], total: 0 }],
    ]);
    const { kept, client } = await returning('token-a', T0 + 60_000);
    const dashboard = client.getQueryState([2, 'reports', 'dashboard', { period: 'day' }]);
    expect(client.getQueryData([2, 'reports', 'dashboard', { period: 'day' }])).toEqual(DASHBOARD);
    expect(kept.isKeptAnswer(dashboard!.dataUpdatedAt)).toBe(true);
    // However young, it is asked for again.
    expect(dashboard!.isInvalidated).toBe(true);
    // An answer of this visit is no kept one.
    client.setQueryData([2, 'reports', 'dashboard', { period: 'day' }], DASHBOARD);
    const fresh = client.getQueryState([2, 'reports', 'dashboard', { period: 'day' }]);
    expect(kept.isKeptAnswer(fresh!.dataUpdatedAt)).toBe(false);
  });

  it('hold no guest, no later page of a list and no desk cash', async () => {
    await visit('token-a', T0, [
      [[2, 'clients', 'list', { page: 1 }], CLIENTS],
      [['restrictions', { page: 1 }], CLIENTS],
      [[2, 'cashbox', 'journal', { page: 1 }], { items: [{ client: { shortName: 'Иванов И.' } }] }],
      [[2, 'workers', 'list', { page: 2 }], { items: [], total: 30 }],
      [[2, 'cashbox', 'current'], SHIFT],
    ]);
    const stored = localStorage.getItem(KEPT_ANSWERS_KEY)!;
    expect(stored).not.toContain('900101300123');
    expect(stored).not.toContain('Иванов');
    expect(stored).not.toContain('125000');
    expect(stored).not.toContain('115000');
    expect(stored).not.toContain('Петров');
    expect(stored).not.toContain('token-a');
    const { client } = await returning('token-a', T0 + 60_000);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([[2, 'cashbox', 'current']]);
    expect(client.getQueryData([2, 'cashbox', 'current'])).toEqual({
      shift: { ...SHIFT.shift, balance: null, expectedCash: null, totals: [], winnings: [] },
    });
  });

  it("are not another session's: a new sign-in, the same person's or another's, gets none and removes them", async () => {
    await visit('token-a', T0, [[[2, 'reports', 'dashboard', {}], DASHBOARD]]);
    const { client } = await returning('token-b', T0 + 60_000);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(KEPT_ANSWERS_KEY)).toBeNull();
  });

  it('go unread past the idle limit and past the session’s age', async () => {
    await visit('token-a', T0, [[[2, 'reports', 'dashboard', {}], DASHBOARD]]);
    const idle = await returning('token-a', T0 + SESSION_IDLE_MS);
    expect(idle.client.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(KEPT_ANSWERS_KEY)).toBeNull();

    // A visit every hour, but the session is older than its absolute limit.
    for (let now = T0; now < T0 + SESSION_ABSOLUTE_MS; now += SESSION_IDLE_MS / 2) {
      await visit('token-b', now, [[[2, 'reports', 'dashboard', {}], DASHBOARD]]);
    }
    const lastHour = await returning('token-b', T0 + SESSION_ABSOLUTE_MS - 1000);
    expect(lastHour.client.getQueryCache().getAll()).toHaveLength(1);
    const old = await returning('token-b', T0 + SESSION_ABSOLUTE_MS + 1000);
    expect(old.client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('are dropped when the build changes', async () => {
    await visit('token-a', T0, [[[2, 'reports', 'dashboard', {}], DASHBOARD]]);
    const record = JSON.parse(localStorage.getItem(KEPT_ANSWERS_KEY)!) as { build: string };
    localStorage.setItem(
      KEPT_ANSWERS_KEY,
      JSON.stringify({ ...record, build: `${record.build}-previous` }),
    );
    const { client } = await returning('token-a', T0 + 60_000);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('survive storage that is full or broken', async () => {
    localStorage.setItem(KEPT_ANSWERS_KEY, '{not json');
    const { client } = await returning('token-a', T0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    // A record of this session and build whose answers were altered: nothing shown, it goes.
    await visit('token-a', T0, [[[2, 'reports', 'dashboard', {}], DASHBOARD]]);
    const record = JSON.parse(localStorage.getItem(KEPT_ANSWERS_KEY)!) as object;
    localStorage.setItem(
      KEPT_ANSWERS_KEY,
      JSON.stringify({ ...record, queries: [null, 'x\u0000'] }),
    );
    const altered = await returning('token-a', T0 + 1000);
    expect(altered.client.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(KEPT_ANSWERS_KEY)).toBeNull();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(
      visit('token-a', T0, [[[2, 'reports', 'dashboard', {}], DASHBOARD]]),
    ).resolves.toBeDefined();
    setItem.mockRestore();
    expect(localStorage.getItem(KEPT_ANSWERS_KEY)).toBeNull();
  });

  it('keep nothing once signed out, though an answer came just before', async () => {
    const kept = await pageLoad();
    const client = new QueryClient();
    let token = 'token-a';
    kept.restoreKeptAnswers(client, token, T0);
    const stop = kept.keepAnswers(client, () => token);
    client.setQueryData([2, 'reports', 'dashboard', {}], DASHBOARD);
    token = '';
    localStorage.clear();
    await jest.advanceTimersByTimeAsync(1100);
    stop();
    expect(localStorage.getItem(KEPT_ANSWERS_KEY)).toBeNull();
  });
});
