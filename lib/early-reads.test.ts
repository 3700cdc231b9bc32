/** @jest-environment node */
import { apiClient, configureApi } from './api/client';
import {
  EARLY_READS_SCRIPT,
  MAX_EARLY_READS,
  noteRead,
  recordFirstReads,
  takeEarlyRead,
} from './early-reads';
import { EARLY_READS_KEY, USER_KEY } from './storage-keys';

const API = 'http://api.test';
const WORKERS = `${API}/api/halls/1/workers?page=1`;
const MENU = `${API}/api/menu`;

// The node environment has no window: the page's globals are set on globalThis.
type Page = {
  window: unknown;
  location: { pathname: string };
  earlyReads?: { url: string; token: string; response: Promise<Response> }[];
};
const page = globalThis as unknown as Page;
const storage = new Map<string, string>();
let fetched: { url: string; authorization: string | null }[];
let answer: (url: string) => Promise<Response>;

beforeAll(() => {
  page.window = globalThis;
  page.location = { pathname: '/workers/' };
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, String(value)),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === '/config.json') return Response.json({ API_URL: API });
    const request = new Request(input, init);
    fetched.push({ url: request.url, authorization: request.headers.get('authorization') });
    return answer(request.url);
  }) as typeof fetch;
});

beforeEach(() => {
  storage.clear();
  fetched = [];
  page.earlyReads = undefined;
  answer = async (url) => Response.json({ url });
});

const signedIn = (token = 'token-a') =>
  storage.set(USER_KEY, JSON.stringify({ fullName: 'Айгерим Менеджер', token, role: 'manager' }));
const remembered = (reads: Record<string, unknown>) =>
  storage.set(EARLY_READS_KEY, JSON.stringify(reads));
const runHeadScript = () => new Function(EARLY_READS_SCRIPT)();
const get = (url: string, token = 'token-a') =>
  new Request(url, { headers: { authorization: `Bearer ${token}` } });

describe('the head script', () => {
  it("asks for the page's remembered reads with the stored session's token", () => {
    signedIn();
    remembered({ '/workers/': [MENU, WORKERS], '/halls/': [`${API}/api/halls`] });
    runHeadScript();
    expect(fetched).toEqual([
      { url: MENU, authorization: 'Bearer token-a' },
      { url: WORKERS, authorization: 'Bearer token-a' },
    ]);
  });

  it('asks for nothing without a session, without a record, or with a broken one', () => {
    remembered({ '/workers/': [WORKERS] });
    runHeadScript();
    signedIn();
    remembered({ '/halls/': [WORKERS] });
    runHeadScript();
    storage.set(EARLY_READS_KEY, '{not json');
    expect(runHeadScript).not.toThrow();
    storage.set(USER_KEY, '{"fullName":"Без токена"}');
    remembered({ '/workers/': [WORKERS] });
    runHeadScript();
    expect(fetched).toEqual([]);
  });

  it('sends a tampered record no further than its addresses: no NUL trick, no megabyte, no other key', () => {
    signedIn();
    remembered({
      '/workers/': ['\u0000http://evil.test/', 'x'.repeat(1_000_000), { url: WORKERS }, WORKERS],
    });
    runHeadScript();
    expect(fetched).toEqual([{ url: WORKERS, authorization: 'Bearer token-a' }]);
  });

  it('asks only for absolute addresses, and at most six', () => {
    signedIn();
    const many = Array.from({ length: 10 }, (_, i) => `${API}/api/r${i}`);
    remembered({ '/workers/': ['javascript:alert(1)', 42, ...many] });
    runHeadScript();
    expect(fetched.map((f) => f.url)).toEqual(many.slice(0, MAX_EARLY_READS - 2));
  });

  it('leaves no unhandled rejection when the network is down', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    signedIn();
    remembered({ '/workers/': [WORKERS] });
    runHeadScript();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('takeEarlyRead', () => {
  beforeEach(() => {
    signedIn();
    remembered({ '/workers/': [WORKERS] });
    runHeadScript();
    fetched = [];
  });

  it('answers the same read with the same token once, from what the head asked for', async () => {
    const taken = takeEarlyRead(get(WORKERS), false);
    expect(await (await taken!).json()).toEqual({ url: WORKERS });
    expect(takeEarlyRead(get(WORKERS), false)).toBeNull();
    expect(fetched).toEqual([]);
  });

  it("never answers another person's token, a background read, a write or another address", () => {
    expect(takeEarlyRead(get(WORKERS, 'token-b'), false)).toBeNull();
    expect(takeEarlyRead(get(WORKERS), true)).toBeNull();
    expect(
      takeEarlyRead(new Request(WORKERS, { method: 'POST', headers: get(WORKERS).headers }), false),
    ).toBeNull();
    expect(takeEarlyRead(get(`${WORKERS}&size=50`), false)).toBeNull();
    expect(page.earlyReads).toHaveLength(1);
  });

  it('asks again for a read that failed on the way', async () => {
    storage.clear();
    page.earlyReads = undefined;
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    signedIn();
    remembered({ '/workers/': [WORKERS] });
    runHeadScript();
    answer = async (url) => Response.json({ url, again: true });
    const response = await takeEarlyRead(get(WORKERS), false)!;
    expect(await response.json()).toEqual({ url: WORKERS, again: true });
    expect(fetched).toHaveLength(2);
  });
});

describe('recordFirstReads', () => {
  it("keeps the reads sent until the first data settles as the page's next early reads", async () => {
    let settle!: () => void;
    recordFirstReads('/workers/', new Promise<void>((resolve) => (settle = resolve)));
    noteRead(get(MENU));
    noteRead(get(WORKERS));
    noteRead(get(WORKERS));
    noteRead(new Request(`${API}/api/halls/1/cash`, { method: 'POST' }));
    settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    noteRead(get(`${API}/api/later`));
    expect(JSON.parse(storage.get(EARLY_READS_KEY)!)).toEqual({ '/workers/': [MENU, WORKERS] });
  });

  it('drops what the head asked for and nobody took, so nothing later is answered from it', async () => {
    signedIn();
    remembered({ '/workers/': [WORKERS] });
    runHeadScript();
    recordFirstReads('/workers/', Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlyRead(get(WORKERS), false)).toBeNull();
    expect(JSON.parse(storage.get(EARLY_READS_KEY)!)).toEqual({});
  });

  it('replaces the record of the same page and keeps the others', async () => {
    remembered({ '/halls/': [`${API}/api/halls`], '/workers/': [MENU] });
    recordFirstReads('/workers/', Promise.resolve());
    noteRead(get(WORKERS));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(storage.get(EARLY_READS_KEY)!)).toEqual({
      '/halls/': [`${API}/api/halls`],
      '/workers/': [WORKERS],
    });
  });
});

describe('the API client', () => {
  it("answers a screen's first read from the head's request, with no second request", async () => {
    configureApi({ token: () => 'token-a', unauthorized: () => {} });
    signedIn();
    remembered({ '/workers/': [MENU] });
    runHeadScript();
    const client = await apiClient();
    const { data } = await client.GET('/api/menu');
    expect(data).toEqual({ url: MENU });
    expect(fetched).toHaveLength(1);
    await client.GET('/api/menu');
    expect(fetched).toHaveLength(2);
  });
});
