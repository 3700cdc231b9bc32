'use client';

import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/charts/styles.layer.css';
import { MatrixChart } from '@mantine/charts';
import { formatCount } from '@/lib/shared/report-format';
import { WEEKDAY_LABELS } from '@/lib/shared/report-range';

type Props = { heatmap: { weekday: number; hours: number[] }[] };

const HOUR_LABELS = Array.from({ length: 24 }, (_, h) => String(h));

/** Average visits of each weekday (rows, Пн–Вс) and hour 0–23 (columns). */
export function WeekHourHeatmap({ heatmap }: Props) {
  const data = heatmap.flatMap(({ weekday, hours }) =>
    hours.map((value, hour) => ({ x: String(hour), y: WEEKDAY_LABELS[weekday - 1], value })),
  );
  return (
    <MatrixChart
      data={data}
      xLabels={HOUR_LABELS}
      yLabels={[...WEEKDAY_LABELS]}
      withXLabels
      withYLabels
      xLabelsRotation={0}
      xLabelsPosition="top"
      cellSize={26}
      gap={2}
      colors={['dark.5', 'brand.9', 'brand.6', 'brand.2']}
      xLabelsHeight={20}
      getTooltipLabel={(cell) =>
        `${cell.y}, ${cell.x}:00 — в среднем ${formatCount(cell.value ?? 0)} посещений`
      }
      aria-label="Посещения по дням недели и часам"
    />
  );
}
