import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SMS_WIZARD_STEPS } from '@/lib/shared/business-rules';
import { newRequestKey } from '@/lib/browser/request-key';
import { newMailingForm, type MailingForm } from '@/lib/forms/mailing-form-state';
import { DRAFT_PREFIX } from '@/lib/browser/storage-keys';

export type SmsScreen = 'cardList' | 'create';

type SmsMailingState = {
  /** Wizard steps the user has reached, 1-based. */
  activeSteps: number[];
  screen: SmsScreen;
  /** The hall the wizard's mailing belongs to. */
  hallId: number;
  form: MailingForm;
  /** The saved draft the wizard edits, once there is one, and the version it saw. */
  mailingId: number | null;
  version: number;
  /** The Idempotency-Key of the draft's first save. */
  requestKey: string;
  /** Input typed since the last save. */
  dirty: boolean;
  actions: {
    creationStarted: (hallId: number, title: string) => void;
    draftOpened: (
      hallId: number,
      draft: { id: number; version: number; form: MailingForm },
    ) => void;
    formChanged: (patch: Partial<MailingForm>) => void;
    draftSaved: (saved: { id: number; version: number }) => void;
    /** The saved draft was scheduled or cancelled elsewhere: the input becomes a new draft. */
    draftDetached: () => void;
    stepCompleted: (step: number) => void;
    stepReturned: (step: number) => void;
    listOpened: () => void;
  };
};

const initial = () => ({
  activeSteps: [1],
  screen: 'cardList' as SmsScreen,
  hallId: 0,
  form: newMailingForm(0, ''),
  mailingId: null,
  version: 0,
  requestKey: newRequestKey(),
  dirty: false,
});

/**
 * The SMS screen: the card list or the wizard. The wizard's input lives in session storage, so a
 * reload or the re-login after a 401 reopens it on the same step; «Выйти» drops it with the other
 * drafts.
 */
export const useSmsMailingStore = create<SmsMailingState>()(
  persist(
    (set) => ({
      ...initial(),
      actions: {
        creationStarted: (hallId, title) =>
          set({ ...initial(), screen: 'create', hallId, form: newMailingForm(hallId, title) }),
        draftOpened: (hallId, { id, version, form }) =>
          set({ ...initial(), screen: 'create', hallId, form, mailingId: id, version }),
        formChanged: (patch) => set((s) => ({ form: { ...s.form, ...patch }, dirty: true })),
        draftSaved: ({ id, version }) => set({ mailingId: id, version, dirty: false }),
        draftDetached: () =>
          set({ mailingId: null, version: 0, requestKey: newRequestKey(), dirty: true }),
        stepCompleted: (step) =>
          set((s) => {
            const next = Math.min(step + 1, SMS_WIZARD_STEPS);
            return s.activeSteps.includes(next) ? s : { activeSteps: [...s.activeSteps, next] };
          }),
        stepReturned: (step) =>
          set((s) => ({ activeSteps: s.activeSteps.filter((n) => n <= step) })),
        listOpened: () => set(initial()),
      },
    }),
    {
      name: `${DRAFT_PREFIX}sms-mailing`,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) =>
        s.screen === 'create'
          ? {
              activeSteps: s.activeSteps,
              screen: s.screen,
              hallId: s.hallId,
              form: s.form,
              mailingId: s.mailingId,
              version: s.version,
              requestKey: s.requestKey,
              dirty: s.dirty,
            }
          : {},
    },
  ),
);
