/**
 * Every persisted store, reset together at logout. Each one reads its storage as its module loads.
 */
import {
  BASKET_KEY,
  CASH_QUEUE_KEY,
  DRAFT_OWNER_KEY,
  DRAFT_PREFIX,
  SIGNED_IN_AS_KEY,
  SCREEN_TAB_KEYS,
} from '@/lib/browser/storage-keys';
import { SESSION_COOKIE } from '@/lib/shared/protocol';
import { useAuthStore } from './auth-store';
import { BASKET_DRAFT, useBasketStore } from './basket-store';
import { useCashQueueStore } from './cash-queue-store';
import { filterStores } from './filters-store';
import { useHallsStore } from './halls-store';
import { useMenuStore } from './menu-store';
import { usePhoneRequestStore } from './phone-requests-store';
import { useSmsMailingStore } from './sms-mailings-store';
import { useSummaryStore } from './summary-store';

const persistedStores = [
  useAuthStore,
  useHallsStore,
  useMenuStore,
  useBasketStore,
  ...Object.values(filterStores),
];

const memoryStores = [useSummaryStore];

/** Stores kept in session storage: they outlive a 401 and go with a deliberate logout. */
const sessionStores = [usePhoneRequestStore, useSmsMailingStore, useCashQueueStore];

/**
 * Logout on this device: every store back to its defaults, local storage empty, cookie expired.
 * Unsent form drafts, the basket and the queue of unsent cash writes go too, unless the session
 * merely expired (`keepDrafts`): then they wait in session storage for the next sign-in.
 */
export function clearClientSession({ keepDrafts = false } = {}): void {
  const basket = localStorage.getItem(BASKET_KEY);
  if (keepDrafts && basket !== null) sessionStorage.setItem(BASKET_DRAFT, basket);
  for (const store of [...persistedStores, ...memoryStores]) {
    (store as { setState: (s: unknown, replace: true) => void }).setState(
      store.getInitialState(),
      true,
    );
  }
  // Reset first: a persisted store writes its defaults back on every change.
  localStorage.clear();
  if (!keepDrafts) {
    for (const store of sessionStores) {
      (store as { setState: (s: unknown, replace: true) => void }).setState(
        store.getInitialState(),
        true,
      );
    }
    sessionStorage.removeItem(CASH_QUEUE_KEY);
    sessionStorage.removeItem(DRAFT_OWNER_KEY);
    sessionStorage.removeItem(SIGNED_IN_AS_KEY);
    for (const key of Object.values(SCREEN_TAB_KEYS)) sessionStorage.removeItem(key);
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
    }
  }
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; path=/`;
}
