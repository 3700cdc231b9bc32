import { noteSignedIn } from '@/lib/browser/signed-in-as';
import { useBasketStore } from './basket-store';
import { useHallsStore } from './halls-store';
import { clearClientSession } from './persisted-stores';
import { usePhoneRequestStore } from './phone-requests-store';

/** Someone signs in and opens a hall, as the login and hall screens do. */
function signInto(login: string, hallId: number) {
  noteSignedIn(login);
  useHallsStore.getState().actions.hallChosen(hallId);
}

/** A half-filled phone request, a form draft keyed by hall and a basket line. */
function writeDrafts(hallId: number) {
  const phone = usePhoneRequestStore.getState().actions;
  phone.creationStarted();
  phone.formChanged({ old_phone: '+77011234567', reason: 'Потерял телефон' });
  sessionStorage.setItem(`draft:cash-operation:${hallId}`, '{"amount":"500"}');
  useBasketStore.getState().actions.productAdded({ id: 1, name: 'Капучино', price: '1200.00' });
}

const phoneDraft = () => usePhoneRequestStore.getState().formData.old_phone;

beforeEach(() => {
  clearClientSession();
  sessionStorage.clear();
});

describe('drafts on a shared computer', () => {
  it('keeps a draft through an expired session for the same person in the same hall', () => {
    signInto('cashier', 1);
    writeDrafts(1);
    clearClientSession({ keepDrafts: true }); // a 401
    signInto(' Cashier ', 1);
    expect(phoneDraft()).toBe('+77011234567');
    expect(sessionStorage.getItem('draft:cash-operation:1')).not.toBeNull();
  });

  it('never offers one person’s drafts to the next person who signs in', () => {
    signInto('cashier', 1);
    writeDrafts(1);
    clearClientSession({ keepDrafts: true });
    signInto('manager', 1);
    expect(phoneDraft()).toBe('');
    expect(sessionStorage.getItem('draft:cash-operation:1')).toBeNull();
    expect(useBasketStore.getState().products).toEqual([]);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('draft:'))).toEqual([]);
  });

  it('does not carry a draft into another hall of the same person', () => {
    signInto('manager', 1);
    writeDrafts(1);
    clearClientSession({ keepDrafts: true });
    signInto('manager', 2);
    expect(phoneDraft()).toBe('');
    expect(useBasketStore.getState().products).toEqual([]);
    // A draft keyed by its hall waits there, unseen from hall 2.
    expect(sessionStorage.getItem('draft:cash-operation:1')).not.toBeNull();
  });

  it('removes every draft and their owner at a deliberate sign-out', () => {
    signInto('cashier', 1);
    writeDrafts(1);
    clearClientSession();
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(phoneDraft()).toBe('');
  });
});
