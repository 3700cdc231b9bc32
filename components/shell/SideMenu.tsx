'use client';

import { NavLink, Stack } from '@mantine/core';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { SCREENS } from '@/lib/routes';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = trimSlash(usePathname() ?? '');

  return (
    <Stack gap={4} component="nav" aria-label="Главное меню">
      {SCREENS.map((screen) => (
        <NavLink
          key={screen.path}
          component={Link}
          href={`${screen.path}/`}
          label={screen.title}
          active={pathname === screen.path}
          onClick={onNavigate}
          variant="light"
        />
      ))}
    </Stack>
  );
}
