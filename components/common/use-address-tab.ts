'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { TAB_PARAM } from '@/lib/shared/routes';

/**
 * A screen's open tab, kept in the address (`?tab=`): a link to it can be shared, the menu opens
 * it directly, and a reload comes back to it. A tab the screen does not offer (another role's, a
 * mistyped link) is the first one. Changing it replaces the address, so «Назад» leaves the screen.
 */
export function useAddressTab<T extends string>(
  tabs: readonly T[],
): [T, (next: string | null) => void] {
  const pathname = usePathname();
  const asked = useSearchParams().get(TAB_PARAM);
  const tab = tabs.find((t) => t === asked) ?? tabs[0];
  const setTab = useCallback(
    (next: string | null) => {
      const query = next && next !== tabs[0] ? `?${TAB_PARAM}=${encodeURIComponent(next)}` : '';
      // Next's router hears the history's own replaceState: useSearchParams follows it.
      window.history.replaceState(null, '', `${pathname}${query}`);
    },
    [pathname, tabs],
  );
  return [tab, setTab];
}
