'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Skeleton, Stack } from '@mantine/core';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { normalizePath, splitMenuPath, TAB_PARAM } from '@/lib/shared/routes';
import { useMenuStore } from '@/stores/menu-store';
import classes from './SideMenu.module.css';

type Props = { onNavigate?: () => void };

/** The role's screens, and the places inside them it may open directly, as the API gives them. */
export function SideMenu({ onNavigate }: Props) {
  const header = useMenuStore((s) => s.header);
  const main = useMenuStore((s) => s.main);
  const items = [...header, ...main];
  if (items.length === 0) {
    return (
      <Stack gap={4} component="nav" aria-label="Главное меню">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={36} radius="md" />
        ))}
      </Stack>
    );
  }
  // The address's tab is known in the browser only: until it is read, no tab is marked.
  return (
    <Suspense fallback={<MenuLinks items={items} tab={null} onNavigate={onNavigate} />}>
      <MenuLinksHere items={items} onNavigate={onNavigate} />
    </Suspense>
  );
}

type Item = { path: string; title: string };

function MenuLinksHere(props: { items: Item[] } & Props) {
  return <MenuLinks {...props} tab={useSearchParams().get(TAB_PARAM)} />;
}

function MenuLinks({ items, tab, onNavigate }: { items: Item[]; tab: string | null } & Props) {
  const pathname = normalizePath(usePathname() ?? '');
  const places = items.map((item) => splitMenuPath(item.path));
  // A screen is the current page unless one of its places named in the menu is.
  const placeShown = places.some((p) => p.path === pathname && p.tab !== null && p.tab === tab);
  return (
    <Stack gap={4} component="nav" aria-label="Главное меню">
      {items.map((item, i) => {
        const place = places[i];
        const current =
          place.path === pathname && (place.tab === null ? !placeShown : place.tab === tab);
        return (
          <Link
            key={item.path}
            href={
              place.tab === null ? `${place.path}/` : `${place.path}/?${TAB_PARAM}=${place.tab}`
            }
            // Prefetching ten screens competes with the first render of this one; a screen's
            // payload is a few KiB, fetched on the click.
            prefetch={false}
            className={`mantine-focus-auto ${classes.item}`}
            data-place={place.tab === null ? undefined : true}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.title}
          </Link>
        );
      })}
    </Stack>
  );
}
