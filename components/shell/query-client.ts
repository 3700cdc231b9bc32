import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api/client';
import { hallsQuery } from '@/lib/api/halls';
import { menuQuery } from '@/lib/api/menu';
import { canOpen } from '@/lib/access';
import { recordFirstReads } from '@/lib/early-reads';
import { isLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useHallsStore } from '@/stores/halls-store';
import { useHydrationStore } from '@/stores/hydration-store';

// Retry only what may pass by itself: no answer at all, or a server error.
const retry = (failures: number, error: Error) =>
  failures < 2 &&
  (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Data younger than 10 s is not asked for again when a screen mounts: the first page that a
      // page load asked for beside the screen's code is used, not fetched twice.
      queries: { retry, refetchOnWindowFocus: true, staleTime: 10_000 },
      // A write is tried even when the browser says it is offline: it fails with a message
      // (or goes to the cash desk's queue) instead of waiting unseen in memory.
      mutations: { networkMode: 'always' },
    },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;
/** The first queries of the screen a page load opens, for the hall it is opened in. */
export type FirstData = (hallId: number) => AnyQuery[];

let firstData: FirstData | undefined;
let early: QueryClient | null = null;
let started = false;

/** Names the first queries of the screen this page load opens (its page module calls it). */
export function screenFirstData(first: FirstData) {
  if (!started) firstData ??= first;
}

/**
 * The query client of the signed-in screens: the one whose first queries started with the page
 * load, once, and a fresh one after that (the next person on this browser starts empty).
 */
export function takeQueryClient(): QueryClient {
  const client = early ?? createQueryClient();
  early = null;
  return client;
}

/**
 * At a page load, the menu, the halls and the screen's first page are asked for as soon as the
 * stored session is read, beside the screen's code, instead of after the shell and the screen
 * have rendered: one round trip and two renders come off the way to the first rows.
 */
function startFirstData() {
  started = true;
  if (!isLoggedIn()) return;
  const client = (early = createQueryClient());
  const reads = [client.prefetchQuery(menuQuery()), client.prefetchQuery(hallsQuery())];
  const hallId = useHallsStore.getState().currentHall;
  // Only what the person may see: a screen of another role shows «Нет доступа», asking nothing.
  const allowed = canOpen(useAuthStore.getState().role, window.location.pathname);
  if (hallId && allowed && firstData)
    for (const query of firstData(hallId)) reads.push(client.prefetchQuery(query));
  // Each read goes out after its client has awaited config.json, so after the recording starts.
  recordFirstReads(window.location.pathname, Promise.all(reads));
}

if (typeof window !== 'undefined') {
  const stop = useHydrationStore.subscribe((state) => {
    if (!state.hydrated || started) return;
    stop();
    startFirstData();
  });
}
