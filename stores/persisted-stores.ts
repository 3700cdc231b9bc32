/**
 * Every persisted store, hydrated together after mount so that the prerendered HTML and the
 * first client render agree, and reset together at logout.
 */
import { DRAFT_PREFIX, SESSION_COOKIE } from '@/lib/storage-keys';
import { useAuthStore } from './auth-store';
import { useBasketStore } from './basket-store';
import { filterStores } from './filters-store';
import { useHallsStore } from './halls-store';
import { useHydrationStore } from './hydration-store';
import { useMenuStore } from './menu-store';
import { usePhoneRequestStore } from './phone-request-store';
import { useSmsMailingStore } from './sms-mailing-store';
import { useSummaryStore } from './summary-store';

const persistedStores = [
  useAuthStore,
  useHallsStore,
  useMenuStore,
  useBasketStore,
  ...Object.values(filterStores),
];

const memoryStores = [usePhoneRequestStore, useSmsMailingStore, useSummaryStore];

export async function hydrateStores(): Promise<void> {
  await Promise.all(persistedStores.map((store) => store.persist.rehydrate()));
  useHydrationStore.setState({ hydrated: true });
}

/**
 * Logout on this device: every store back to its defaults, local storage empty, cookie expired.
 * Unsent form drafts go too, unless the session merely expired (`keepDrafts`).
 */
export function clearClientSession({ keepDrafts = false } = {}): void {
  for (const store of [...persistedStores, ...memoryStores]) {
    (store as { setState: (s: unknown, replace: true) => void }).setState(
      store.getInitialState(),
      true,
    );
  }
  // Reset first: a persisted store writes its defaults back on every change.
  localStorage.clear();
  if (!keepDrafts) {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
    }
  }
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; path=/`;
}
