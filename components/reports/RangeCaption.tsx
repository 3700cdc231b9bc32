import { Text } from '@mantine/core';
import { PERIOD_LABELS, type Period } from '@/lib/periods';
import { bucketTitle } from '@/lib/report-range';

/** The days a report covers, as the API settled them: «По дням, 24.10.2026 — 22.11.2026». */
export function RangeCaption({ period, from, to }: { period: string; from: string; to: string }) {
  const day = (d: string) => bucketTitle('daily', d);
  return (
    <Text size="sm" c="dimmed">
      {PERIOD_LABELS[period as Period]}, {from === to ? day(from) : `${day(from)} — ${day(to)}`}
    </Text>
  );
}
