import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SortControl, type ListSort } from './SortControl';

type Props = {
  /** The record's name, also the card's accessible name. */
  title: string;
  /** Its state, at the top right. */
  badge: ReactNode;
  /** Buttons under the details. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One record of a list below the desktop width: name and state, details, then its actions. */
export function ListCard({ title, badge, actions, children }: Props) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={600}>{title}</Text>
        <div style={{ flexShrink: 0 }}>{badge}</div>
      </Group>
      {children}
      {actions && (
        <Group gap="xs" mt="xs">
          {actions}
        </Group>
      )}
    </Card>
  );
}

/** The cards of a list page, one under another, under the list's sort control. */
export function ListCards<S extends string>({
  sorting,
  children,
}: {
  sorting?: ListSort<S> & { labels: Record<S, string> };
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      {sorting && <SortControl {...sorting} />}
      {children}
    </Stack>
  );
}
