'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import type { Intent } from './deferred';
import { ListPagination } from './ListPagination';
import { QueryLoadError } from './LoadError';
import { KeptNote } from './KeptNote';

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
  /** What the rows' actions open (`intentOf`, `X.intent`): their code loads on intent over the rows. */
  rowsIntent?: Intent;
  children: (data: T) => ReactNode;
};

/**
 * A server-paged list's states: skeleton rows while the first page loads, the reason and
 * «Повторить» when it fails with nothing to show, the empty text, else the rows and the pages.
 * A failed refresh keeps the rows it had. A page that has come is drawn in a deferred render,
 * which React splits into short slices: drawing 25 rows of cards is one long task otherwise
 * (query results arrive as urgent updates), and the page stops answering meanwhile.
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
  rowsIntent,
  children,
}: Props<T>) {
  const data = useDeferredValue(query.data);
  if (query.isError && !data) {
    return <QueryLoadError query={query} what={what} />;
  }
  if (!data) {
    return (
      <Stack gap="xs" aria-busy="true">
        {skeleton ?? Array.from({ length: rows }, (_, i) => <Skeleton key={i} h={rowHeight} />)}
      </Stack>
    );
  }
  return (
    <>
      <KeptNote query={query} />
      {above?.(data)}
      {data.total === 0 ? (
        <Text c="dimmed" my="xl">
          {emptyText}
        </Text>
      ) : (
        <>
          <div {...rowsIntent}>{children(data)}</div>
          <ListPagination page={page} pageSize={pageSize} total={data.total} onPage={onPage} />
        </>
      )}
    </>
  );
}
