'use client';

import { Table } from '../common/Table';
import { useState } from 'react';
import type { GamesReport } from '@/lib/api/reports';
import { GAME_CATEGORY_LABELS } from '@/lib/shared/games';
import { formatMoney } from '@/lib/shared/money';
import { formatCount, formatPercent } from '@/lib/shared/report-format';
import { ScrollRegion } from '../common/ScrollRegion';
import { SortableTh } from '../common/SortableTh';
import { sortGameRows, type GameSort } from './game-rows';

const NUMBERS = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

/** Each game of the filter with its figures, sortable, and the totals row. */
export function GamesTable({ report }: { report: GamesReport }) {
  const [sort, setSort] = useState<{ sort: GameSort; order: 'asc' | 'desc' }>({
    sort: 'ggr',
    order: 'desc',
  });
  const header = (column: GameSort, title: string, numeric = true) => (
    <SortableTh
      column={column}
      sort={sort.sort}
      order={sort.order}
      onSort={(s, order) => setSort({ sort: s, order })}
      ta={numeric ? 'right' : undefined}
    >
      {title}
    </SortableTh>
  );
  const t = report.totals;
  return (
    <ScrollRegion label="Игры" minWidth={920}>
      <Table striped highlightOnHover aria-label="Игры">
        <Table.Thead>
          <Table.Tr>
            {header('name', 'Игра', false)}
            {header('category', 'Категория', false)}
            {header('betsCount', 'Ставок')}
            {header('betsSum', 'Сумма ставок')}
            {header('winsSum', 'Выигрыши')}
            {header('ggr', 'Доход')}
            {header('rtp', 'RTP')}
            <Table.Th {...NUMBERS}>RTP по таблице</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortGameRows(report.rows, sort.sort, sort.order).map((r) => (
            <Table.Tr key={r.gameId}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{GAME_CATEGORY_LABELS[r.category]}</Table.Td>
              <Table.Td {...NUMBERS}>{formatCount(r.betsCount)}</Table.Td>
              <Table.Td {...NUMBERS}>{formatMoney(r.betsSum)}</Table.Td>
              <Table.Td {...NUMBERS}>{formatMoney(r.winsSum)}</Table.Td>
              <Table.Td {...NUMBERS} c={r.ggr.startsWith('-') ? 'red.4' : undefined}>
                {formatMoney(r.ggr)}
              </Table.Td>
              <Table.Td {...NUMBERS}>{formatPercent(r.rtp)}</Table.Td>
              <Table.Td {...NUMBERS}>{formatPercent(r.theoreticalRtp)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid="games-totals">
            <Table.Td>Итого</Table.Td>
            <Table.Td />
            <Table.Td {...NUMBERS}>{formatCount(t.betsCount)}</Table.Td>
            <Table.Td {...NUMBERS}>{formatMoney(t.betsSum)}</Table.Td>
            <Table.Td {...NUMBERS}>{formatMoney(t.winsSum)}</Table.Td>
            <Table.Td {...NUMBERS}>{formatMoney(t.ggr)}</Table.Td>
            <Table.Td {...NUMBERS}>{formatPercent(t.rtp)}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollRegion>
  );
}
