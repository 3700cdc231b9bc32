'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { useSeen } from '../../common/use-seen';

const skeleton = (height: number) =>
  function ChartSkeleton() {
    return <Skeleton h={height} radius="md" role="status" aria-label="Загрузка графика" />;
  };

/**
 * A report chart that loads with the screen that draws it, after its figures: the chart library
 * stays out of every other screen and never holds up the numbers. Each screen names its own
 * charts (`lazyChart(() => import('./BucketChart')…)`), so it downloads only those. A chart is
 * loaded and drawn when its place comes into view: below the fold of a phone, not at the start.
 * Its place has the chart's height (`height`), so that nothing moves when it is drawn.
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>, height = 120) {
  const ChartSkeleton = skeleton(height);
  const Chart = dynamic(load, { ssr: false, loading: ChartSkeleton });
  return function LazyChart(props: P) {
    const { ref, seen } = useSeen<HTMLDivElement>();
    if (seen) return <Chart {...props} />;
    return (
      <div ref={ref}>
        <ChartSkeleton />
      </div>
    );
  };
}
