import { create } from 'zustand';
import { SMS_WIZARD_STEPS } from '@/lib/business-rules';

export type SmsScreen = 'cardList' | 'create';

type SmsMailingState = {
  /** Wizard steps the user has reached, 1-based. */
  activeSteps: number[];
  screen: SmsScreen;
  actions: {
    creationStarted: () => void;
    stepCompleted: (step: number) => void;
    stepReturned: (step: number) => void;
    listOpened: () => void;
  };
};

const INITIAL = { activeSteps: [1], screen: 'cardList' as SmsScreen };

export const useSmsMailingStore = create<SmsMailingState>()((set) => ({
  ...INITIAL,
  actions: {
    creationStarted: () => set({ activeSteps: [1], screen: 'create' }),
    stepCompleted: (step) =>
      set((s) => {
        const next = Math.min(step + 1, SMS_WIZARD_STEPS);
        return s.activeSteps.includes(next) ? s : { activeSteps: [...s.activeSteps, next] };
      }),
    stepReturned: (step) => set((s) => ({ activeSteps: s.activeSteps.filter((n) => n <= step) })),
    listOpened: () => set(INITIAL),
  },
}));
