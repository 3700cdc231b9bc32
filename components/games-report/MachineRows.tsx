'use client';

import { Text } from '@mantine/core';
import { Table } from '../common/Table';
import type { MachineRow, MachinesReport } from '@/lib/api/machines-report';
import { GAME_CATEGORY_LABELS } from '@/lib/shared/games';
import { MACHINE_SORT_LABELS, type MachineSort } from '@/lib/shared/machines-report';
import { formatMoney } from '@/lib/shared/money';
import { formatCount, formatPercent } from '@/lib/shared/report-format';
import { ListCard, ListCards } from '../common/ListCard';
import { ListTable } from '../common/ListTable';
import { SortableTh } from '../common/SortableTh';
import type { ListSort } from '../common/SortControl';

const NUMBERS = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

/** A variance in points: signed, so a machine keeping less than its paytable reads at once. */
export const formatPoints = (value: number | null) =>
  value === null
    ? '—'
    : `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatPercent(Math.abs(value)).replace(' %', '')} п.п.`;

const money = (value: string | null) => (value === null ? '—' : formatMoney(value));
const negative = (value: string | null) => (value?.startsWith('-') ? 'red.4' : undefined);

type Props = { report: MachinesReport; sorting: ListSort<MachineSort> };

/** The variance in points and, under it, what it comes to in tenge on these bets. */
function Variance({ points, tenge }: { points: number | null; tenge: string | null }) {
  return (
    <Table.Td {...NUMBERS}>
      <Text size="sm" inherit>
        {formatPoints(points)}
      </Text>
      {tenge !== null && (
        <Text size="xs" c={negative(tenge) ?? 'dimmed'}>
          {formatMoney(tenge)}
        </Text>
      )}
    </Table.Td>
  );
}

/** Each machine and game of the page with its holds and variance, and the floor's totals. */
export function MachinesTable({ report, sorting }: Props) {
  const header = (column: MachineSort, title: string, numeric = true) => (
    <SortableTh
      column={column}
      sort={sorting.sort}
      order={sorting.order}
      onSort={sorting.onSort}
      ta={numeric ? 'right' : undefined}
    >
      {title}
    </SortableTh>
  );
  const t = report.totals;
  return (
    <ListTable
      aria-label="Автоматы"
      minWidth={980}
      head={
        <>
          {header('number', 'Автомат', false)}
          {header('game', 'Игра', false)}
          {header('plays', 'Игр')}
          {header('bets', 'Ставки')}
          {header('wins', 'Выигрыши')}
          {header('ggr', 'Доход')}
          <Table.Th {...NUMBERS}>
            <abbr title="Теоретический удерживаемый %: 100 − RTP по таблице выплат">
              Теор.&nbsp;%
            </abbr>
          </Table.Th>
          {header('actualHold', 'Факт.\u00a0%')}
          {header('variance', 'Отклонение')}
        </>
      }
      footer={
        <Table.Tr fw={700} data-testid="machines-totals">
          <Table.Td colSpan={2}>Итого по залу</Table.Td>
          <Table.Td {...NUMBERS}>{formatCount(t.plays)}</Table.Td>
          <Table.Td {...NUMBERS}>{formatMoney(t.bets)}</Table.Td>
          <Table.Td {...NUMBERS}>{formatMoney(t.wins)}</Table.Td>
          <Table.Td {...NUMBERS} c={negative(t.ggr)}>
            {formatMoney(t.ggr)}
          </Table.Td>
          <Table.Td {...NUMBERS}>{formatPercent(t.floorPar)}</Table.Td>
          <Table.Td {...NUMBERS}>{formatPercent(t.actualHold)}</Table.Td>
          <Variance points={t.variance} tenge={t.projectedVariance} />
        </Table.Tr>
      }
    >
      {report.items.map((r) => (
        <Table.Tr key={`${r.deviceId} ${r.gameId}`}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text size="sm" fw={500}>
              {r.number}
            </Text>
            <Text size="xs" c="dimmed">
              {r.model}
            </Text>
            {r.unregistered && <Unregistered />}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{r.game}</Text>
            <Text size="xs" c="dimmed">
              {GAME_CATEGORY_LABELS[r.category]}
            </Text>
          </Table.Td>
          <Table.Td {...NUMBERS}>{formatCount(r.plays)}</Table.Td>
          <Table.Td {...NUMBERS}>{formatMoney(r.bets)}</Table.Td>
          <Table.Td {...NUMBERS}>{formatMoney(r.wins)}</Table.Td>
          <Table.Td {...NUMBERS} c={negative(r.ggr)}>
            {formatMoney(r.ggr)}
          </Table.Td>
          <Table.Td {...NUMBERS}>{formatPercent(r.theoreticalHold)}</Table.Td>
          <Table.Td {...NUMBERS}>{formatPercent(r.actualHold)}</Table.Td>
          <Variance points={r.variance} tenge={r.projectedVariance} />
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** Played on a day it was out of service or without its tax registration (decision 069). */
function Unregistered() {
  return (
    <Text size="xs" c="red">
      Играл без регистрации или вне эксплуатации
    </Text>
  );
}

function MachineCard({ row: r }: { row: MachineRow }) {
  return (
    <ListCard
      title={`${r.number} · ${r.game}`}
      badge={
        <Text size="sm" fw={600} c={negative(r.ggr)}>
          {formatMoney(r.ggr)}
        </Text>
      }
    >
      <Text size="sm" c="dimmed">
        {r.model} · {r.zone}
      </Text>
      {r.unregistered && <Unregistered />}
      <Text size="sm">
        {formatCount(r.plays)} игр · ставки {formatMoney(r.bets)} · выигрыши {formatMoney(r.wins)}
      </Text>
      <Text size="sm">
        Удержание {formatPercent(r.actualHold)} при теоретическом {formatPercent(r.theoreticalHold)}
        {r.variance !== null && (
          <>
            {' '}
            ·{' '}
            <Text span c={negative(r.projectedVariance)} inherit>
              {formatPoints(r.variance)} ({money(r.projectedVariance)})
            </Text>
          </>
        )}
      </Text>
    </ListCard>
  );
}

/** The page as cards (phone, tablet), under the sort control. */
export function MachineCards({ report, sorting }: Props) {
  return (
    <ListCards sorting={{ ...sorting, labels: MACHINE_SORT_LABELS }}>
      {report.items.map((r) => (
        <MachineCard key={`${r.deviceId} ${r.gameId}`} row={r} />
      ))}
    </ListCards>
  );
}
