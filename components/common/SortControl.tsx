'use client';

import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortOrder } from '@/stores/filter-defaults';

/** A list's sort as its filter keeps it, and the way to change it. */
export type ListSort<S extends string> = {
  sort: S;
  order: SortOrder;
  onSort: (sort: S, order: SortOrder) => void;
};

type Props<S extends string> = ListSort<S> & { labels: Record<S, string> };

/** Sorting where there are no headers to click (cards): the column, and the direction. */
export function SortControl<S extends string>({ labels, sort, order, onSort }: Props<S>) {
  const ascending = order === 'asc';
  return (
    <Group gap="xs" wrap="nowrap">
      <NativeSelect
        aria-label="Сортировка"
        data={Object.entries<string>(labels).map(([value, label]) => ({ value, label }))}
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value as S, order)}
        w={200}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={ascending ? 'По возрастанию' : 'По убыванию'}
        title={ascending ? 'По возрастанию' : 'По убыванию'}
        onClick={() => onSort(sort, ascending ? 'desc' : 'asc')}
      >
        {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
      </ActionIcon>
    </Group>
  );
}
