'use client';

import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListPagination } from './ListPagination';
import { QueryLoadError } from './LoadError';

type Page = { items: unknown[]; total: number };

type Props<T extends Page> = {
  query: UseQueryResult<T>;
  /** What failed to load, for the error's title («сотрудников»). */
  what: string;
  /** The empty list's text: it says whether the filter or the hall is empty. */
  emptyText: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Skeleton rows while the first page loads, and their height. */
  rows?: number;
  rowHeight?: number;
  /** Drawn instead of the skeleton rows: a grid of cards, a block. */
  skeleton?: ReactNode;
  /** Drawn above the rows whenever a page has come, even an empty one (totals, counts). */
  above?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A server-paged list's states: skeleton rows while the first page loads, the reason and
 * «Повторить» when it fails with nothing to show, the empty text, else the rows and the pages.
 * A failed refresh keeps the rows it had.
 */
export function ListQueryState<T extends Page>({
  query,
  what,
  emptyText,
  page,
  pageSize,
  onPage,
  rows = 8,
  rowHeight = 44,
  skeleton,
  above,
  children,
}: Props<T>) {
  if (query.isError && !query.data) {
    return <QueryLoadError query={query} what={what} />;
  }
  if (!query.data) {
    return (
      <Stack gap="xs" aria-busy="true">
        {skeleton ?? Array.from({ length: rows }, (_, i) => <Skeleton key={i} h={rowHeight} />)}
      </Stack>
    );
  }
  return (
    <>
      {above?.(query.data)}
      {query.data.total === 0 ? (
        <Text c="dimmed" my="xl">
          {emptyText}
        </Text>
      ) : (
        <>
          {children(query.data)}
          <ListPagination
            page={page}
            pageSize={pageSize}
            total={query.data.total}
            onPage={onPage}
          />
        </>
      )}
    </>
  );
}
