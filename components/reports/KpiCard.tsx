import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Card, Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { keptClass } from '../common/KeptNote';
import classes from './KpiCard.module.css';

export type KpiTone = 'up' | 'down' | 'neutral';

type Props = {
  label: string;
  /** null while the figure loads. */
  value: ReactNode | null;
  /** The change against the previous period, or a line about the figure. */
  note?: ReactNode;
  tone?: KpiTone;
  /** The figure is an earlier visit's (decision 070): dimmed until the server tells it again. */
  kept?: boolean;
};

const TONE_COLORS: Record<KpiTone, string> = { up: 'teal.4', down: 'red.4', neutral: 'dimmed' };

export function KpiCard({ label, value, note, tone = 'neutral', kept = false }: Props) {
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      aria-label={label}
      data-kpi={value === null ? 'loading' : kept ? 'kept' : 'filled'}
      className={keptClass(kept)}
    >
      <Text size="sm" c="dimmed" mb={4}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={30} w="70%" my={2} />
      ) : (
        <Text className={classes.value}>{value}</Text>
      )}
      <Group gap={4} mih={20}>
        {value !== null && note ? (
          <Text size="xs" c={TONE_COLORS[tone]}>
            {note}
          </Text>
        ) : null}
      </Group>
    </Card>
  );
}
