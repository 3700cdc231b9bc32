'use client';

import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';

/**
 * A report chart that loads with the screen that draws it, after its figures: the chart library
 * stays out of every other screen and never holds up the numbers. Each screen names its own
 * charts (`lazyChart(() => import('./BucketChart')…)`), so it downloads only those.
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return dynamic(load, {
    ssr: false,
    loading: () => <Skeleton h={120} radius="md" role="status" aria-label="Загрузка графика" />,
  });
}
