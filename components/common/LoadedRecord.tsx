'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';

type Props<T> = {
  query: UseQueryResult<T>;
  /** «Не удалось загрузить …»: «сотрудника», «зал». */
  what: string;
  /** Skeleton rows while it loads: about the form's fields. */
  rows: number;
  onClose: () => void;
  children: (record: T) => ReactNode;
};

/** A record an edit form starts from: skeleton while it loads, an error with «Повторить». */
export function LoadedRecord<T>({ query, what, rows, onClose, children }: Props<T>) {
  if (query.isError) {
    return (
      <Stack>
        <LoadError
          title={`Не удалось загрузить ${what}`}
          error={query.error}
          onRetry={() => query.refetch()}
        />
        <Button variant="default" onClick={onClose} w="fit-content">
          Закрыть
        </Button>
      </Stack>
    );
  }
  if (query.data === undefined) {
    return (
      <Stack>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} h={56} />
        ))}
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
}
