/**
 * Per-screen filters: one small persisted store per specification key, so each key in local
 * storage holds exactly one screen's filter and can be cleared on its own.
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Mutate } from 'zustand/vanilla';
import { FILTER_KEYS, type FilterKey } from '@/lib/browser/storage-keys';
import { FILTER_DEFAULTS, type FilterValues } from './filter-defaults';

type FilterState<K extends FilterKey> = {
  values: FilterValues[K];
  actions: {
    filterChanged: (patch: Partial<FilterValues[K]>) => void;
    filterCleared: () => void;
  };
};

type FilterStore<K extends FilterKey> = UseBoundStore<
  Mutate<StoreApi<FilterState<K>>, [['zustand/persist', unknown]]>
>;

function createFilterStore<K extends FilterKey>(key: K): FilterStore<K> {
  const defaults = FILTER_DEFAULTS[key];
  return create<FilterState<K>>()(
    persist(
      (set, _get, api) => ({
        values: defaults,
        actions: {
          filterChanged: (patch) => set((s) => ({ values: { ...s.values, ...patch } })),
          filterCleared: () => {
            set({ values: defaults });
            api.persist.clearStorage();
          },
        },
      }),
      {
        name: key,
        version: 1,
        storage: createJSONStorage(() => localStorage),
        partialize: ({ values }) => ({ values }),
        // Fields added in a later version get their defaults instead of undefined.
        merge: (persisted, current) => ({
          ...current,
          values: { ...defaults, ...(persisted as Partial<FilterState<K>> | undefined)?.values },
        }),
      },
    ),
  );
}

export const filterStores = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, createFilterStore(key)]),
) as { [K in FilterKey]: FilterStore<K> };

/** The filter of one screen and its actions. */
export function useFilter<K extends FilterKey>(key: K) {
  const store = filterStores[key] as FilterStore<K>;
  const values = store((s) => s.values);
  const actions = store((s) => s.actions);
  return [values, actions] as const;
}

/** Clears the filters of every screen, or of every screen but `except`. */
export function filtersCleared(options: { except?: FilterKey } = {}): void {
  for (const key of FILTER_KEYS) {
    if (key !== options.except) filterStores[key].getState().actions.filterCleared();
  }
}
