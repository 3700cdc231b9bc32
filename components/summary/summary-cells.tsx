import { Table } from '../common/Table';
import type { SummaryReport } from '@/lib/api/reports';
import { formatMoney } from '@/lib/shared/money';
import { formatCount, formatPercent } from '@/lib/shared/report-format';

type Figures = Omit<SummaryReport['totals'], 'equipmentOnline' | 'gamingDays'>;

/** Column headers; a short one carries its full name for the pointer and screen readers. */
export const SUMMARY_HEADERS: { label: string; full?: string }[] = [
  { label: 'Посещения' },
  { label: 'Ставки' },
  { label: 'Выигрыши' },
  { label: 'Доход' },
  { label: 'RTP' },
  { label: 'Продажи бара' },
  { label: 'Инкассации' },
  // Short so that every column fits at 1440 px without scrolling.
  { label: 'В сети', full: 'Оборудование в сети' },
];

const NUMBER = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

/** The figure cells of a hall, a bucket or the totals, in the header's order. */
export function FigureCells({ figures, online }: { figures: Figures; online?: number | null }) {
  return (
    <>
      <Table.Td {...NUMBER}>{formatCount(figures.visits)}</Table.Td>
      <Table.Td {...NUMBER}>{formatMoney(figures.betsSum)}</Table.Td>
      <Table.Td {...NUMBER}>{formatMoney(figures.winsSum)}</Table.Td>
      <Table.Td {...NUMBER} c={figures.ggr.startsWith('-') ? 'red.4' : undefined}>
        {formatMoney(figures.ggr)}
      </Table.Td>
      <Table.Td {...NUMBER}>{formatPercent(figures.rtp)}</Table.Td>
      <Table.Td {...NUMBER}>{formatMoney(figures.barSales)}</Table.Td>
      <Table.Td {...NUMBER}>{formatMoney(figures.collections)}</Table.Td>
      <Table.Td {...NUMBER} c="dimmed">
        {online === undefined ? '' : formatPercent(online)}
      </Table.Td>
    </>
  );
}
