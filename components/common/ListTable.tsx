import { Table } from './Table';
import type { ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion';

type Props = Omit<Parameters<typeof Table>[0], 'children' | 'aria-label'> & {
  /** What the table lists, for a screen reader and the scrolling region around it. */
  'aria-label': string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The header cells (`Table.Th`, `SortableTh`). */
  head: ReactNode;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
  /** A totals row under the rows (`Table.Tr`). */
  footer?: ReactNode;
};

/** A list's table on a desktop: striped rows under one header row, scrolling sideways if narrow. */
export function ListTable({ minWidth, head, children, footer, ...table }: Props) {
  return (
    <ScrollRegion label={table['aria-label']} minWidth={minWidth}>
      <Table striped highlightOnHover {...table}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
        {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </ScrollRegion>
  );
}
