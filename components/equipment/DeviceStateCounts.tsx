'use client';

import { Text, UnstyledButton } from '@mantine/core';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import type { DevicePage } from '@/lib/api/equipment';
import { formatCount } from '@/lib/shared/report-format';
import {
  DEVICE_STATE_COLORS,
  DEVICE_STATE_LABELS,
  DEVICE_STATES,
  type DeviceState,
} from '@/lib/shared/equipment';
import classes from './DeviceStateCounts.module.css';

type Props = {
  counts: DevicePage['counts'] | undefined;
  selected: DeviceState | null;
  onSelect: (state: DeviceState | null) => void;
};

/** Devices per status; a count is also the quickest way to filter by its status. */
export function DeviceStateCounts({ counts, selected, onSelect }: Props) {
  return (
    <ResponsiveGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      style={{ marginBottom: 'var(--mantine-spacing-md)' }}
    >
      {DEVICE_STATES.map((state) => (
        <UnstyledButton
          key={state}
          className={classes.card}
          data-selected={selected === state || undefined}
          aria-pressed={selected === state}
          onClick={() => onSelect(selected === state ? null : state)}
          style={{ '--state-color': `var(--mantine-color-${DEVICE_STATE_COLORS[state]}-6)` }}
        >
          <Text size="sm" c="dimmed">
            {DEVICE_STATE_LABELS[state]}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {counts ? formatCount(counts[state]) : '—'}
          </Text>
          {counts && (
            <Text size="xs" c="dimmed">
              из {formatCount(counts.total)}
            </Text>
          )}
        </UnstyledButton>
      ))}
    </ResponsiveGrid>
  );
}
