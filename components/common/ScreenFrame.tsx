'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Skeleton } from '@mantine/core';
import { usePathname } from 'next/navigation';
import { normalizePath, SCREENS } from '@/lib/shared/routes';
import { ScreenHeader } from './ScreenHeader';

/**
 * What a screen shows before its code, the session and its data are there: its title where the
 * screen draws it, and a skeleton of its first content. The export's HTML carries it, so the
 * first paint needs no script (the seed's loader while a screen loads).
 */
export function ScreenFrame() {
  const path = normalizePath(usePathname() ?? '');
  const title = SCREENS.find((screen) => screen.path === path)?.title;
  return (
    <>
      {title && <ScreenHeader title={title} />}
      <Skeleton h={360} role="status" aria-label="Загрузка" />
    </>
  );
}
