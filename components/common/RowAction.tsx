import '@mantine/core/styles/ActionIcon.layer.css';
import { ActionIcon, Group } from '@mantine/core';
import { Table } from './Table';
import type { ReactNode } from 'react';

type Props = {
  /** The hint on hover; the accessible name adds what the row is (`Изменить: Иванов`). */
  label: string;
  subject: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
};

/**
 * An icon button at the end of a table row, named for the action and its row. Its hint is the
 * browser's own (`title`): a positioned tooltip per row would bring its positioning library into
 * every list's first load, and two components with a portal and a transition into every row.
 */
export function RowAction({ label, subject, color, onClick, children }: Props) {
  return (
    <ActionIcon
      variant="subtle"
      color={color}
      aria-label={`${label}: ${subject}`}
      title={label}
      onClick={onClick}
    >
      {children}
    </ActionIcon>
  );
}

/** The last cell of a table row: its actions, side by side at the right. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap" justify="flex-end">
        {children}
      </Group>
    </Table.Td>
  );
}
