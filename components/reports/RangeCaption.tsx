import { Text } from '@mantine/core';
import { PERIOD_LABELS, type Period } from '@/lib/shared/periods';
import { bucketTitle } from '@/lib/shared/report-range';

type Range = { period: string; from: string; to: string };

/**
 * The days a report covers, as the API settled them: «По дням, 24.10.2026 — 22.11.2026». Until
 * the report comes its line is kept empty, so that nothing under it moves when it is written.
 */
export function RangeCaption({ range }: { range: Range | undefined }) {
  if (!range) {
    return (
      <Text size="sm" aria-hidden>
        {'\u00a0'}
      </Text>
    );
  }
  const { period, from, to } = range;
  const day = (d: string) => bucketTitle('daily', d);
  return (
    <Text size="sm" c="dimmed">
      {PERIOD_LABELS[period as Period]}, {from === to ? day(from) : `${day(from)} — ${day(to)}`}
    </Text>
  );
}
