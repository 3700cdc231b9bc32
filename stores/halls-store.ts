import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { HALLS_KEY } from '@/lib/browser/storage-keys';
import { useBasketStore } from './basket-store';
import { draftsHallChosen } from './draft-owner';
import type { FilterKey } from '@/lib/browser/storage-keys';
import { filtersCleared } from './filters-store';

/** `timezone` (IANA) is absent only in a list kept from before it was stored. */
export type Hall = { id: number; name: string; timezone?: string };
export type HallAddress = { hallId: number; city: string; address: string };

type HallsState = {
  hallsList: Hall[];
  /** Id of the chosen hall; 0 = none chosen. */
  currentHall: number;
  addresses: HallAddress[];
  actions: {
    hallsLoaded: (hallsList: Hall[], addresses: HallAddress[]) => void;
    /** `keepFilter`: a filter that spans halls (the summary's) survives the switch. */
    hallChosen: (hallId: number, options?: { keepFilter?: FilterKey }) => void;
  };
};

export const useHallsStore = create<HallsState>()(
  persist(
    (set, get) => ({
      hallsList: [],
      currentHall: 0,
      addresses: [],
      actions: {
        hallsLoaded: (hallsList, addresses) => {
          // A hall taken away since it was chosen must not stay current.
          const stillMine = hallsList.some((hall) => hall.id === get().currentHall);
          if (!stillMine && get().currentHall !== 0) get().actions.hallChosen(0);
          // The same list as stored changes nothing: no render, no write to storage.
          const now = get();
          if (
            JSON.stringify([now.hallsList, now.addresses]) !==
            JSON.stringify([hallsList, addresses])
          )
            set({ hallsList, addresses });
        },
        hallChosen: (hallId, { keepFilter } = {}) => {
          // Filters belong to the hall they were chosen in, and so does the basket (its menu);
          // a basket kept through a re-login (no hall yet) stays for the hall chosen next.
          const previous = get().currentHall;
          if (previous !== hallId) {
            filtersCleared({ except: keepFilter });
            if (previous !== 0) useBasketStore.getState().actions.basketCleared();
          }
          draftsHallChosen(hallId);
          set({ currentHall: hallId });
        },
      },
    }),
    {
      name: HALLS_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ hallsList, currentHall, addresses }) => ({
        hallsList,
        currentHall,
        addresses,
      }),
    },
  ),
);
