import type { DashboardReport } from '@/lib/api/reports';
import { formatMoney, toMinorUnits } from '@/lib/shared/money';
import { formatChange, formatCount, formatPercent } from '@/lib/shared/report-format';
import type { KpiTone } from '../reports/KpiCard';

type Figures = DashboardReport['kpis']['current'];
export type Kpi = { label: string; value: string; note: string; tone: KpiTone };

const points = new Intl.NumberFormat('ru-RU', {
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

function compared(current: number, previous: number, goodWhenUp: boolean, against: string) {
  const note = `${formatChange(current, previous)} ${against}`;
  if (!goodWhenUp || previous === 0 || current === previous)
    return { note, tone: 'neutral' as const };
  return { note, tone: current > previous ? ('up' as const) : ('down' as const) };
}

const tiyn = (amount: string) => Number(toMinorUnits(amount));

/**
 * The report's KPI cards, each with its change against the previous equal period — or, for today
 * by hours (`untilHour` set), against the same hours of yesterday.
 */
export function reportKpis(
  { current, previous }: { current: Figures; previous: Figures },
  untilHour: number | null = null,
): Kpi[] {
  const against = untilHour === null ? 'к прошлому периоду' : 'к тем же часам вчера';
  const money = (label: string, key: 'bets' | 'wins' | 'ggr', goodWhenUp: boolean): Kpi => ({
    label,
    value: formatMoney(current[key]),
    ...compared(tiyn(current[key]), tiyn(previous[key]), goodWhenUp, against),
  });
  const count = (label: string, key: 'visits' | 'newClients'): Kpi => ({
    label,
    value: formatCount(current[key]),
    ...compared(current[key], previous[key], true, against),
  });
  const rtpNote =
    current.rtp === null || previous.rtp === null
      ? 'нет ставок для сравнения'
      : `${points.format(current.rtp - previous.rtp)} п.п. ${against}`;
  return [
    money('Ставки', 'bets', true),
    money('Выигрыши', 'wins', false),
    money('Доход', 'ggr', true),
    { label: 'RTP', value: formatPercent(current.rtp), note: rtpNote, tone: 'neutral' },
    count('Посещения', 'visits'),
    count('Новые клиенты', 'newClients'),
  ];
}
