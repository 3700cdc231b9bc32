import { Group, UnstyledButton } from '@mantine/core';
import { Table } from './Table';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props<S extends string> = {
  column: S;
  sort: S;
  order: 'asc' | 'desc';
  onSort: (column: S, order: 'asc' | 'desc') => void;
  children: ReactNode;
  /** Numeric columns align right. */
  ta?: 'left' | 'right';
  /** A fixed width (a column of badges). */
  w?: number;
};

/** A table header that sorts by its column; a second click turns the order round. */
export function SortableTh<S extends string>({
  column,
  sort,
  order,
  onSort,
  children,
  ta,
  w,
}: Props<S>) {
  const active = column === sort;
  const Icon = !active ? IconSelector : order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={ta}
      w={w}
    >
      <UnstyledButton
        onClick={() => onSort(column, active && order === 'asc' ? 'desc' : 'asc')}
        fw={600}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap" justify={ta === 'right' ? 'flex-end' : undefined}>
          {children}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
