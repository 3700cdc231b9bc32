'use client';

import { Box, EmptyState } from '@mantine/core';
import { IconCalendarOff, IconChartBarOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { QueryLoadError } from '../common/LoadError';

export const FIX_DATES = 'Исправьте даты в фильтре: что не так, сказано под полем дат.';

/** A report query held back because the picked dates do not fit the period (it never ran). */
export const isWaitingForFilter = (query: UseQueryResult<unknown>) =>
  query.isPending && query.fetchStatus === 'idle';

type Props<T> = {
  query: UseQueryResult<T>;
  /** What failed to load, for the error's title. */
  what: string;
  skeleton: ReactNode;
  /** When the answer has nothing to show: the empty state's text. */
  emptyText?: (data: T) => string | null;
  children: (data: T) => ReactNode;
};

/**
 * A report's states: the skeleton while the first answer loads, the reason and «Повторить» when
 * it fails, the empty state when the period holds nothing, else the report (dimmed while a new
 * filter's answer loads over the previous one). An answer is drawn in a deferred render, in
 * short slices, as `ListQueryState` does.
 */
export function ReportQueryState<T>({ query, what, skeleton, emptyText, children }: Props<T>) {
  const data = useDeferredValue(query.data);
  if (query.isError && !data) {
    return <QueryLoadError query={query} what={what} />;
  }
  if (!data && isWaitingForFilter(query)) {
    return (
      <EmptyState
        mt="xl"
        icon={<IconCalendarOff />}
        title="Даты не подходят к периоду"
        description={FIX_DATES}
      />
    );
  }
  if (!data) return <Box aria-busy="true">{skeleton}</Box>;
  const empty = emptyText?.(data);
  if (empty) {
    return (
      <EmptyState
        mt="xl"
        icon={<IconChartBarOff />}
        title="Нет данных за период"
        description={empty}
      />
    );
  }
  return (
    <Box
      aria-busy={query.isPlaceholderData}
      style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {children(data)}
    </Box>
  );
}
