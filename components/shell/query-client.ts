import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api/client';
import { hallsQuery } from '@/lib/api/halls';
import { menuQuery } from '@/lib/api/menu';
import { canOpen } from '@/lib/shared/access';
import { normalizePath } from '@/lib/shared/routes';
import { isLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useHallsStore } from '@/stores/halls-store';
import { restoreKeptAnswers } from './kept-answers';

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

/** A client with this session's kept answers in it, before anything asks for them (decision 070). */
function signedInClient() {
  const client = createQueryClient();
  restoreKeptAnswers(client, useAuthStore.getState().token);
  return client;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;
/** The first queries of the screen a page load opens, for the hall it is opened in. */
export type FirstData = (hallId: number) => AnyQuery[];

/**
 * The page load's own client: its first reads started as this module loaded (the stored session
 * is read as the stores' modules load), and the screen's as its page's module ran.
 */
type PageLoad = {
  client: QueryClient;
  path: string;
  handedOver: boolean;
  screenNamed: boolean;
  screenReads: (reads: Promise<unknown>) => void;
  /** Settles when the first reads have, whatever their outcome. */
  settled: Promise<void>;
};

/**
 * At a page load, the menu and the halls are asked for as this module loads, and the screen's
 * first data as its page's module runs (`screenFirstData`), beside the rest of the page's code,
 * instead of after the shell and the screen have rendered.
 */
function startPageLoad(): PageLoad | null {
  if (typeof window === 'undefined' || !isLoggedIn()) return null;
  const client = signedInClient();
  let screenReads: PageLoad['screenReads'] = () => {};
  const screen = new Promise<unknown>((resolve) => (screenReads = resolve));
  const reads = [client.prefetchQuery(menuQuery()), client.prefetchQuery(hallsQuery()), screen];
  const path = normalizePath(window.location.pathname);
  const settled = Promise.all(reads).then(
    () => {},
    () => {},
  );
  return { client, path, handedOver: false, screenNamed: false, screenReads, settled };
}

const pageLoad = startPageLoad();

/**
 * Names the first queries of the screen this page load opens (its page module calls it, with
 * none for a screen that has no first data). Only what the person may see is asked for: a
 * screen of another role shows «Нет доступа», asking nothing. A page opened later by navigation
 * asks for itself.
 */
export function screenFirstData(first: FirstData | undefined) {
  if (!pageLoad || pageLoad.screenNamed) return;
  pageLoad.screenNamed = true;
  const hallId = useHallsStore.getState().currentHall;
  const here = normalizePath(window.location.pathname) === pageLoad.path;
  const allowed = canOpen(useAuthStore.getState().role, window.location.pathname);
  const queries = here && hallId && allowed && first ? first(hallId) : [];
  pageLoad.screenReads(Promise.all(queries.map((query) => pageLoad.client.prefetchQuery(query))));
}

/**
 * Settles once the page load's first reads have (at once when it made none). Asked for after the
 * screen has rendered, when its page's module has run: a page that named no first data by then
 * has none.
 */
export function firstReadsSettled(): Promise<void> {
  screenFirstData(undefined);
  return pageLoad?.settled ?? Promise.resolve();
}

/**
 * The query client of the signed-in screens: the page load's, once, and a fresh one after that
 * (the next person on this browser starts empty).
 */
export function takeQueryClient(): QueryClient {
  if (!pageLoad || pageLoad.handedOver) return signedInClient();
  pageLoad.handedOver = true;
  return pageLoad.client;
}
