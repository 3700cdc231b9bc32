'use client';

import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';
import type { Period } from '@/lib/periods';
import { formatChartMoney, formatCompact, formatCount } from '@/lib/report-format';
import { bucketLabel } from '@/lib/report-range';

export type ChartSeries = { name: string; label: string; color: MantineColor };

export type BucketChartProps = {
  period: Period;
  /** One point per bucket: the API's bucket key and a number per series. */
  data: ({ bucket: string } & Record<string, number | string>)[];
  series: ChartSeries[];
  unit: 'money' | 'count';
  stacked?: boolean;
  h?: number;
};

/**
 * A report's figures over its buckets: bars for up to 31 buckets, areas for more (a year of days
 * would be bars a pixel wide).
 */
export function BucketChart({ period, data, series, unit, stacked, h = 280 }: BucketChartProps) {
  const points = data.map((point) => ({ ...point, label: bucketLabel(period, point.bucket) }));
  const common = {
    h,
    data: points,
    dataKey: 'label',
    series,
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const },
    valueFormatter: unit === 'money' ? formatChartMoney : formatCount,
    yAxisProps: { tickFormatter: formatCompact, width: 56 },
    xAxisProps: { minTickGap: 16 },
    gridAxis: 'x' as const,
    tooltipAnimationDuration: 100,
  };
  if (points.length > 31) {
    return (
      <AreaChart
        {...common}
        type={stacked ? 'stacked' : 'default'}
        withDots={false}
        curveType="monotone"
      />
    );
  }
  return <BarChart {...common} type={stacked ? 'stacked' : 'default'} maxBarWidth={28} />;
}
