'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hallsQuery } from '@/lib/api/halls';
import { menuQuery } from '@/lib/api/menu';
import { useHallsStore } from '@/stores/halls-store';
import { useMenuStore } from '@/stores/menu-store';

/** Keeps the persisted menu and hall list in step with the API for the signed-in user. */
export function useSessionData() {
  const menu = useQuery(menuQuery());
  const halls = useQuery(hallsQuery());

  useEffect(() => {
    if (menu.data) useMenuStore.getState().actions.menuLoaded(menu.data);
  }, [menu.data]);

  useEffect(() => {
    if (!halls.data) return;
    useHallsStore.getState().actions.hallsLoaded(
      halls.data.map(({ id, name, timezone }) => ({ id, name, timezone })),
      halls.data.map(({ id, city, address }) => ({ hallId: id, city, address })),
    );
  }, [halls.data]);
}
