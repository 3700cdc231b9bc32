import { create } from 'zustand';

type SummaryState = {
  /** The hall whose row is expanded; null = none. */
  hallId: number | null;
  rowKey: string | null;
  actions: {
    rowExpanded: (hallId: number, rowKey: string) => void;
    rowCollapsed: () => void;
  };
};

export const useSummaryStore = create<SummaryState>()((set) => ({
  hallId: null,
  rowKey: null,
  actions: {
    rowExpanded: (hallId, rowKey) => set({ hallId, rowKey }),
    rowCollapsed: () => set({ hallId: null, rowKey: null }),
  },
}));
