'use client';

import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';

/**
 * The report charts load with the screen that draws them, after its figures: the chart library
 * stays out of every other screen and never holds up the numbers.
 */
const chartLoading = () => <Skeleton h={280} radius="md" aria-label="Загрузка графика" />;

export const BucketChart = dynamic(() => import('./BucketChart').then((m) => m.BucketChart), {
  ssr: false,
  loading: chartLoading,
});

export const WeekHourHeatmap = dynamic(
  () => import('./WeekHourHeatmap').then((m) => m.WeekHourHeatmap),
  { ssr: false, loading: chartLoading },
);

export const TopGamesBars = dynamic(() => import('./TopGamesBars').then((m) => m.TopGamesBars), {
  ssr: false,
  loading: chartLoading,
});
