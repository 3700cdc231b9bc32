'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Skeleton, Stack } from '@mantine/core';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { normalizePath } from '@/lib/shared/routes';
import { useMenuStore } from '@/stores/menu-store';
import classes from './SideMenu.module.css';

/** The role's screens, as the API gives them. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = normalizePath(usePathname() ?? '');
  const header = useMenuStore((s) => s.header);
  const main = useMenuStore((s) => s.main);
  const items = [...header, ...main];

  return (
    <Stack gap={4} component="nav" aria-label="Главное меню">
      {items.length === 0 &&
        Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={36} radius="md" />)}
      {items.map((item) => (
        <Link
          key={item.path}
          href={`${item.path}/`}
          // Prefetching ten screens competes with the first render of this one; a screen's
          // payload is a few KiB, fetched on the click.
          prefetch={false}
          className={`mantine-focus-auto ${classes.item}`}
          aria-current={pathname === item.path ? 'page' : undefined}
          onClick={onNavigate}
        >
          {item.title}
        </Link>
      ))}
    </Stack>
  );
}
