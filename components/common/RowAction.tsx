import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The tooltip; the accessible name adds what the row is (`Изменить: Иванов`). */
  label: string;
  subject: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
};

/** An icon button at the end of a table row, named for the action and its row. */
export function RowAction({ label, subject, color, onClick, children }: Props) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={`${label}: ${subject}`}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
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
