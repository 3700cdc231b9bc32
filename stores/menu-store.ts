import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MENU_KEY } from '@/lib/browser/storage-keys';

export type MenuItem = { path: string; title: string };

type MenuState = {
  main: MenuItem[];
  header: MenuItem[];
  actions: {
    menuLoaded: (menu: { main: MenuItem[]; header: MenuItem[] }) => void;
  };
};

export const useMenuStore = create<MenuState>()(
  persist(
    (set, get) => ({
      main: [],
      header: [],
      actions: {
        // The same menu as stored changes nothing: no render, no write to storage.
        menuLoaded: ({ main, header }) => {
          const now = get();
          if (JSON.stringify([now.main, now.header]) !== JSON.stringify([main, header]))
            set({ main, header });
        },
      },
    }),
    {
      name: MENU_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ main, header }) => ({ main, header }),
    },
  ),
);
