/**
 * The answers a returning person sees at once (decision 070): the first figures of the screens
 * they open again and again (the desk's top, the dashboard, the first page of a list), kept in
 * local storage between visits and put in the page load's query client before its first render,
 * then asked for again. They belong to one session of this build: another sign-in, the idle limit
 * or the session's age, and a new build drop them before anything is shown; «Выйти» and an
 * expired session empty local storage whole. Nothing of a guest is kept (no client, visit,
 * register, request or payout resource is on the list), and no desk's expected cash.
 */
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { lastOwnRequest } from '@/lib/browser/activity';
import { KEPT_ANSWERS_KEY } from '@/lib/browser/storage-keys';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/lib/shared/protocol';

type Kept = DehydratedState['queries'];
type KeptRecord = {
  build: string;
  /** A hash of the session's token: whose session the answers belong to. */
  owner: string;
  /** When the session was first seen here (about its sign-in), and its last request of a person. */
  since: number;
  activeAt: number;
  queries: Kept;
};

declare const __webpack_hash__: string | undefined;
/** The build's own hash: a new build's answers may have another shape. */
const BUILD = typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'unbuilt';
/** The server touches a session at most once a minute: its idle limit may come this much sooner. */
const TOUCH_MARGIN_MS = 60_000;
/** Answers at most this many, and this many characters in all, the newest first. */
const MAX_QUERIES = 40;
const MAX_CHARACTERS = 512 * 1024;
const WRITE_AFTER_MS = 1000;

const isFirstPage = (part: unknown) =>
  typeof part !== 'object' || part === null || !('page' in part) || part.page === 1;

/**
 * The resources kept, by their key's words after the hall's id (or from the start, for what is
 * no hall's): each one's first page only. A new entry here must carry no guest's data.
 */
const KEPT_RESOURCES: readonly (readonly string[])[] = [
  ['cashbox', 'current'],
  ['reports', 'dashboard'],
  ['reports', 'games'],
  ['reports', 'attendance'],
  ['reports', 'summary'],
  ['reports', 'machines'],
  ['equipment', 'list'],
  ['workers', 'list'],
  ['sms-mailings', 'list'],
  ['accounts', 'list'],
  ['halls'],
  ['games', 'options'],
  ['games', 'catalogue'],
];

/** Whether a query's answer is one a returning person is shown at once. */
export function isKeptKey(queryKey: readonly unknown[]): boolean {
  const words = typeof queryKey[0] === 'number' ? queryKey.slice(1) : queryKey;
  return KEPT_RESOURCES.some(
    (resource) =>
      resource.every((word, i) => words[i] === word) &&
      words.slice(resource.length).every(isFirstPage) &&
      // ['halls', id] is one hall's card, not the list.
      (resource[0] !== 'halls' || words.length === 1),
  );
}

/**
 * What is kept of an answer. A desk's shift keeps what its card shows: not its cash, expected or
 * by kind, which the desk does not show until the server has told it again (decision 070), nor
 * the guests its winnings were paid to.
 */
function keptData(query: Query): unknown {
  const data = query.state.data as { shift?: object | null } | undefined;
  if (query.queryKey[1] === 'cashbox' && query.queryKey[2] === 'current' && data?.shift) {
    const shift = { ...data.shift, balance: null, expectedCash: null, totals: [], winnings: [] };
    return { ...data, shift };
  }
  return query.state.data;
}

/** A short hash of the session's token, so that the token is not written twice. */
export function ownerOf(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36) + token.length.toString(36);
}

function read(): KeptRecord | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEPT_ANSWERS_KEY) ?? 'null') as KeptRecord | null;
    return value && Array.isArray(value.queries) ? value : null;
  } catch {
    return null;
  }
}

export function dropKeptAnswers() {
  localStorage.removeItem(KEPT_ANSWERS_KEY);
}

/** The record, if it is this session's and this build's and the session may still be alive. */
function usable(record: KeptRecord | null, owner: string, now: number): KeptRecord | null {
  if (!record) return null;
  const alive =
    now - record.activeAt < SESSION_IDLE_MS - TOUCH_MARGIN_MS &&
    now - record.since < SESSION_ABSOLUTE_MS;
  return record.build === BUILD && record.owner === owner && alive ? record : null;
}

let restoredAt = 0;
let since = 0;
let activeAt = 0;

/**
 * Puts this session's kept answers in the client, before anything renders. A record of another
 * session, of another build, or past the session's limits is removed unread.
 */
export function restoreKeptAnswers(client: QueryClient, token: string, now = Date.now()) {
  const owner = ownerOf(token);
  const stored = read();
  const record = usable(stored, owner, now);
  if (stored && !record) dropKeptAnswers();
  since = record?.since ?? now;
  activeAt = record?.activeAt ?? now;
  restoredAt = now;
  if (!record) return;
  try {
    hydrate(client, { mutations: [], queries: record.queries });
  } catch {
    // A record this build did not write (altered by hand, cut short): the page asks the server.
    client.clear();
    dropKeptAnswers();
    return;
  }
  // However young, a kept answer is asked for again the first time it is shown.
  for (const { queryHash } of record.queries) client.getQueryCache().get(queryHash)?.invalidate();
}

/**
 * Whether an answer on the screen is a kept one not yet confirmed by the server: it was received
 * before this page load (or in another one).
 */
export const isKeptAnswer = (dataUpdatedAt: number) =>
  dataUpdatedAt > 0 && dataUpdatedAt < restoredAt;

function write(client: QueryClient, owner: string) {
  const fresh = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.state.dataUpdatedAt >= restoredAt &&
      isKeptKey(query.queryKey),
  }).queries.map((entry) => {
    const query = client.getQueryCache().get(entry.queryHash);
    return query ? { ...entry, state: { ...entry.state, data: keptData(query) } } : entry;
  });
  const earlier = usable(read(), owner, Date.now())?.queries ?? [];
  const hashes = new Set(fresh.map((entry) => entry.queryHash));
  const queries = [...fresh, ...earlier.filter((entry) => !hashes.has(entry.queryHash))]
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_QUERIES);
  activeAt = Math.max(activeAt, lastOwnRequest());
  const record: KeptRecord = { build: BUILD, owner, since, activeAt, queries };
  let text = JSON.stringify(record);
  while (text.length > MAX_CHARACTERS && record.queries.length > 0) {
    record.queries = record.queries.slice(0, -1);
    text = JSON.stringify(record);
  }
  try {
    localStorage.setItem(KEPT_ANSWERS_KEY, text);
  } catch {
    // Storage full or refused: the next visit asks the server, as before.
    dropKeptAnswers();
  }
}

/**
 * Keeps the client's kept answers as they come, a second after the last one (and as the page is
 * hidden). Returns the unsubscription.
 */
export function keepAnswers(client: QueryClient, token: () => string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const current = token();
    // Signed out meanwhile: nothing is written for nobody.
    if (current) write(client, ownerOf(current));
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isKeptKey(event.query.queryKey)) return;
    if (!timer) timer = setTimeout(flush, WRITE_AFTER_MS);
  });
  const hidden = () => {
    if (document.visibilityState === 'hidden' && timer) flush();
  };
  document.addEventListener('visibilitychange', hidden);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    document.removeEventListener('visibilitychange', hidden);
  };
}
