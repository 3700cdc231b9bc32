'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { hallExceptionsQuery, type ExceptionsParams } from '@/lib/api/exceptions';
import { ListPagination } from '../../common/ListPagination';
import { QueryLoadError } from '../../common/LoadError';
import { ExceptionItem } from './ExceptionItem';

type Props = {
  hallId: number;
  params: ExceptionsParams;
  /** With pages (the drawer); without, the first page only (the dashboard's card). */
  onPage?: (page: number) => void;
  /** Under the first page only: the way to the next ones. */
  more?: (left: number) => ReactNode;
};

/** A hall's exceptions as a list, each with its mark. */
export function ExceptionsList({ hallId, params, onPage, more }: Props) {
  const list = useQuery(hallExceptionsQuery(hallId, params));
  const [marking, setMarking] = useState<number | null>(null);
  if (list.isError) return <QueryLoadError query={list} what="отклонения" />;
  if (!list.data) {
    return (
      <Stack gap="sm">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={48} />
        ))}
      </Stack>
    );
  }
  const { items, total } = list.data;
  return (
    <>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {params.status === 'open' ? 'Отклонений нет: всё в обычных пределах.' : 'Отмеченных нет.'}
        </Text>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <ExceptionItem
              key={item.id}
              exception={item}
              marking={marking === item.id}
              onMark={(e) => setMarking(e?.id ?? null)}
            />
          ))}
        </Stack>
      )}
      {onPage && total > params.pageSize ? (
        <ListPagination
          page={params.page}
          pageSize={params.pageSize}
          total={total}
          onPage={onPage}
        />
      ) : null}
      {more && total > items.length ? more(total - items.length) : null}
    </>
  );
}
