import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { followEvents, type StreamState } from '@/lib/api/events';
import { noteReadPosition, takeReadPosition } from '@/lib/api/read-position';
import type { HallEvent } from '@/lib/shared/live-events';
import { useAuthStore } from '@/stores/auth-store';
import { useHallsStore } from '@/stores/halls-store';
import { useLiveStore } from '@/stores/live-store';
import { GATHER_MS, LIVE_POLL_MS, useLiveUpdates } from './use-live-updates';

jest.mock('@/lib/api/events', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/events')>('@/lib/api/events', {
      followEvents: jest.fn(),
    }),
);
const follow = followEvents as jest.MockedFunction<typeof followEvents>;

type Handlers = Parameters<typeof followEvents>[1];

async function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const fetched: string[] = [];
  // On show: the cash desk's journal and the equipment list of hall 1, a journal of hall 2.
  for (const key of [
    [1, 'cashbox', 'journal', {}],
    [1, 'equipment', 'list', {}],
    [2, 'cashbox', 'journal', {}],
  ]) {
    const queryFn = async () => (fetched.push(JSON.stringify(key)), 1);
    new QueryObserver(client, { queryKey: key, queryFn }).subscribe(() => {});
  }
  await act(() => jest.advanceTimersByTimeAsync(0));
  fetched.length = 0;
  let handlers!: Handlers;
  const stop = jest.fn();
  follow.mockImplementation((_path, given) => ((handlers = given), stop));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveUpdates(), { wrapper });
  await act(() => jest.advanceTimersByTimeAsync(0)); // after the page's first reads
  const emit = (kind: HallEvent['kind'], hallId = 1, id = 1) =>
    act(() => handlers.onEvent({ id, hallId, kind, subject: { id: 5 }, at: '' }));
  const state = (s: StreamState) => act(() => handlers.onState(s));
  /** The stream comes up: what the screens show is read once, then only what events name. */
  const up = async () => {
    state('live');
    await act(() => jest.advanceTimersByTimeAsync(GATHER_MS));
    fetched.length = 0;
  };
  return { fetched, emit, state, up, stop, hook, handlers: () => handlers };
}

const later = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  takeReadPosition(); // no reads of an earlier test
  jest.useFakeTimers();
  useAuthStore.setState({ token: 'secret', fullName: 'Марат', role: 'manager' });
  useHallsStore.setState({ currentHall: 1 });
  useLiveStore.setState({ stream: 'connecting' });
});
afterEach(() => jest.useRealTimers());

describe('useLiveUpdates', () => {
  it('reads the screens once when the stream first comes up, closing the gap since their first read', async () => {
    const { fetched, state } = await setUp();
    state('live');
    await later(GATHER_MS);
    expect(fetched.sort()).toEqual(
      [
        [1, 'cashbox', 'journal', {}],
        [1, 'equipment', 'list', {}],
      ].map((k) => JSON.stringify(k)),
    );
  });

  it('resumes from where the first reads stood, and then reads nothing again when the stream comes up', async () => {
    noteReadPosition('41');
    noteReadPosition('40');
    const { fetched, state } = await setUp();
    expect(follow).toHaveBeenLastCalledWith('/api/events', expect.anything(), '40');
    state('live');
    await later(GATHER_MS);
    expect(fetched).toEqual([]);
  });

  it('reads the screens again when one of the first reads did not say where it stood', async () => {
    noteReadPosition('40');
    noteReadPosition(null);
    const { fetched, state } = await setUp();
    expect(follow).toHaveBeenLastCalledWith('/api/events', expect.anything(), null);
    state('live');
    await later(GATHER_MS);
    expect(fetched).toHaveLength(2);
  });

  it('follows /api/events while someone is signed in, and stops at sign-out', async () => {
    const { stop } = await setUp();
    expect(follow).toHaveBeenCalledWith('/api/events', expect.anything(), null);
    act(() => useAuthStore.setState({ token: '' }));
    expect(stop).toHaveBeenCalled();
  });

  it('refreshes what an event changes once for a burst, and nothing it does not', async () => {
    const { fetched, emit, up } = await setUp();
    await up();
    for (let i = 1; i <= 20; i++) emit('cash-operation', 1, i);
    expect(fetched).toEqual([]);
    await later(GATHER_MS);
    expect(fetched).toEqual([JSON.stringify([1, 'cashbox', 'journal', {}])]);
  });

  it('reads the current hall’s live screens when the stream is lost, then polls until it is back', async () => {
    const { fetched, state, up } = await setUp();
    await up();
    state('down');
    expect(useLiveStore.getState().stream).toBe('down');
    await later(GATHER_MS);
    expect(fetched.sort()).toEqual(
      [
        [1, 'cashbox', 'journal', {}],
        [1, 'equipment', 'list', {}],
      ].map((k) => JSON.stringify(k)),
    );
    await later(LIVE_POLL_MS);
    expect(fetched).toHaveLength(4);
    state('live');
    await later(LIVE_POLL_MS * 3);
    expect(fetched).toHaveLength(4);
  });

  it('reloads the current hall’s live screens when the stream cannot replay', async () => {
    const { fetched, handlers, up } = await setUp();
    await up();
    act(() => handlers().onReload());
    await later(GATHER_MS);
    expect(fetched).toHaveLength(2);
  });
});
