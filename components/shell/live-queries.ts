import {
  ALL_EXCEPTIONS_KEY,
  GAMES_KEY,
  HALLS_KEY,
  QUEUE_KEY,
  SUMMARY_KEY,
  cashboxKey,
  clientsKey,
  equipmentKey,
  exceptionsKey,
  mailingsKey,
  phoneRequestsKey,
  reportsKey,
} from '@/lib/api/query-keys';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { EventKind } from '@/lib/shared/live-events';

const dashboard = (hallId: number) => [...reportsKey(hallId), 'dashboard'];
const cashDesk = (hallId: number) => [
  [...cashboxKey(hallId), 'current'],
  [...cashboxKey(hallId), 'desks'],
  [...cashboxKey(hallId), 'journal'],
  [...cashboxKey(hallId), 'orders'],
  [...cashboxKey(hallId), 'shifts'],
  dashboard(hallId),
];

/**
 * The data a live screen shows for each kind of event of a hall: what to read again. An event of
 * the whole chain (hall 0) refreshes the current hall's screens.
 */
export const LIVE_QUERIES: Record<EventKind, (hallId: number) => QueryKey[]> = {
  device: (hallId) => [equipmentKey(hallId), dashboard(hallId)],
  'cash-operation': cashDesk,
  shift: cashDesk,
  order: cashDesk,
  'cash-desk': cashDesk,
  'cash-transfer': (hallId) => [
    ...cashDesk(hallId),
    [...cashboxKey(hallId), 'transfers'],
    [...cashboxKey(hallId), 'drops'],
  ],
  drop: (hallId) => [
    [...cashboxKey(hallId), 'drops'],
    [...cashboxKey(hallId), 'transfers'],
  ],
  handover: (hallId) => [...cashDesk(hallId), [...cashboxKey(hallId), 'handovers']],
  'owed-winning': (hallId) => [[...cashboxKey(hallId), 'owed-winnings'], dashboard(hallId)],
  'safe-count': (hallId) => [...cashDesk(hallId), [...cashboxKey(hallId), 'safe']],
  'cash-variance': (hallId) => [
    [...cashboxKey(hallId), 'variances'],
    exceptionsKey(hallId),
    ALL_EXCEPTIONS_KEY,
  ],
  'phone-request': (hallId) => [phoneRequestsKey(hallId), QUEUE_KEY, dashboard(hallId)],
  mailing: (hallId) => [mailingsKey(hallId)],
  exception: (hallId) => [exceptionsKey(hallId), ALL_EXCEPTIONS_KEY],
  hall: () => [HALLS_KEY],
  product: (hallId) => [[...cashboxKey(hallId), 'products']],
  game: (hallId) => [GAMES_KEY, reportsKey(hallId)],
  play: (hallId) => [
    dashboard(hallId),
    [...reportsKey(hallId), 'games'],
    [...reportsKey(hallId), 'machines'],
    [...reportsKey(hallId), 'summary'],
    SUMMARY_KEY,
  ],
  visit: (hallId) => [
    [...clientsKey(hallId), 'visits'],
    reportsKey(hallId),
    SUMMARY_KEY,
    HALLS_KEY,
  ],
  client: (hallId) => [clientsKey(hallId)],
  // Never sent to a browser: the API acts on it (an account's streams end at once).
  account: () => [],
};

/** Every live query of `hallId`: what a lost or reset stream reads again. */
export const allLiveQueries = (hallId: number) =>
  Object.values(LIVE_QUERIES).flatMap((keys) => keys(hallId));

/**
 * Reads the given queries again, at most once per key however many events name it: a burst of
 * twenty sales refreshes the journal once. Only queries on screen refetch; the rest go stale.
 */
export function refreshQueries(client: QueryClient, keys: QueryKey[]) {
  const unique = new Map(keys.map((key) => [JSON.stringify(key), key]));
  return Promise.all(
    [...unique.values()].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
