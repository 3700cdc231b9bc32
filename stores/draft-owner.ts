/**
 * Drafts (unsent forms, the SMS wizard, the phone request form, the basket) belong to the person
 * and the hall that wrote them. They outlive an expired session so that the same person loses
 * nothing, but a shared cash-desk computer must not offer them to the next person who signs in,
 * nor to the same person in another hall. Session storage records whose they are.
 */
import { signedInAs } from '@/lib/browser/signed-in-as';
import { BASKET_KEY, DRAFT_OWNER_KEY, DRAFT_PREFIX } from '@/lib/browser/storage-keys';
import { useBasketStore } from './basket-store';
import { usePhoneRequestStore } from './phone-requests-store';
import { useSmsMailingStore } from './sms-mailings-store';

type Owner = { login: string; hallId: number };

function readOwner(): Owner | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(DRAFT_OWNER_KEY) ?? 'null') as Owner | null;
    return value && typeof value.login === 'string' && Number.isInteger(value.hallId)
      ? value
      : null;
  } catch {
    return null;
  }
}

const writeOwner = (owner: Owner) => sessionStorage.setItem(DRAFT_OWNER_KEY, JSON.stringify(owner));

const reset = (store: {
  setState: (s: never, replace: true) => void;
  getInitialState: () => unknown;
}) => store.setState(store.getInitialState() as never, true);

/** The drafts that are not keyed by hall: they belong to the hall they were written in. */
function dropHallDrafts() {
  reset(usePhoneRequestStore);
  reset(useSmsMailingStore);
  useBasketStore.getState().actions.basketCleared();
  sessionStorage.removeItem(DRAFT_PREFIX + BASKET_KEY);
}

/** Every draft of this tab (the queue of unsent cash writes keeps its own author). */
function dropAllDrafts() {
  dropHallDrafts();
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
  }
  sessionStorage.removeItem(DRAFT_OWNER_KEY);
}

/**
 * A hall was chosen (after every sign-in, a person chooses one before any screen with drafts):
 * drafts of anyone but the person signed in go, and so do that person's drafts of another hall
 * that are not keyed by hall.
 */
export function draftsHallChosen(hallId: number) {
  const owner = readOwner();
  const login = signedInAs();
  if (owner?.login !== login) dropAllDrafts();
  else if (owner.hallId !== hallId) dropHallDrafts();
  writeOwner({ login, hallId });
}
