import { create } from 'zustand';

/** True once the persisted stores have been read from local storage (after mount). */
export const useHydrationStore = create<{ hydrated: boolean }>()(() => ({ hydrated: false }));
