'use client';

import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/charts/styles.layer.css';
import { MatrixChart } from '@mantine/charts';
import { Box, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { stripScale } from './strip-scale';

export type HeatStripRow = {
  label: string;
  values: number[];
  format: (value: number) => string;
};

type Props = { columns: string[]; rows: HeatStripRow[]; 'aria-label': string };

const LABEL_WIDTH = 90;
const GAP = 2;

/**
 * Figures over the buckets as strips of cells, lighter for more, each strip on its own scale
 * (red below zero where a strip has losses);
 * the exact figure in the tooltip. Drawn without the chart library, so the dashboard stays light.
 */
export function HeatStrip({ columns, rows, ...props }: Props) {
  const { ref, width } = useElementSize();
  const cellSize = Math.max(
    2,
    Math.min(40, Math.floor((width - LABEL_WIDTH) / Math.max(columns.length, 1)) - GAP),
  );
  // Every label on few columns, every 2nd, 3rd… on many, so that they do not overlap.
  const every = Math.max(1, Math.ceil(48 / (cellSize + GAP)));
  return (
    <Stack ref={ref} gap={4} aria-label={props['aria-label']} role="img">
      {width > 0
        ? rows.map((row) => {
            const { domain, colors } = stripScale(row.values);
            return (
              <MatrixChart
                key={row.label}
                data={row.values.map((value, i) => ({ x: String(i), y: row.label, value }))}
                xLabels={columns.map((_, i) => String(i))}
                yLabels={[row.label]}
                domain={domain}
                withYLabels
                yLabelsWidth={LABEL_WIDTH}
                cellSize={cellSize}
                gap={GAP}
                colors={colors}
                getTooltipLabel={(cell) =>
                  `${row.label}, ${columns[Number(cell.x)]}: ${row.format(cell.value ?? 0)}`
                }
              />
            );
          })
        : null}
      {width > 0 ? (
        <Box pos="relative" h={18} aria-hidden>
          {columns.map((label, i) =>
            i % every === 0 ? (
              <Text
                key={label + i}
                span
                size="xs"
                c="dimmed"
                pos="absolute"
                left={LABEL_WIDTH + i * (cellSize + GAP)}
                style={{ whiteSpace: 'nowrap' }}
              >
                {label}
              </Text>
            ) : null,
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
