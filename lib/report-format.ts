/** How the report screens write counts, percentages and changes: `ru` format. */

const counts = new Intl.NumberFormat('ru-RU');
const percents = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const changes = new Intl.NumberFormat('ru-RU', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** 12345 → «12 345». */
export const formatCount = (value: number) => counts.format(value);

/** 95.4 → «95,40 %»; null (no bets) → «—». */
export const formatPercent = (value: number | null) =>
  value === null ? '—' : `${percents.format(value)} %`;

/**
 * The change of a figure against the previous period, in %: «+12,5 %», «−3 %», «0 %»; «—» when
 * the previous period had nothing to compare with.
 */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0 %' : '—';
  return `${changes.format(((current - previous) / Math.abs(previous)) * 100)} %`;
}

const compact = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });
const chartMoney = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An axis tick: 1 250 000 → «1,3 млн». */
export const formatCompact = (value: number) => compact.format(value);

/**
 * A chart's tooltip: the plotted number back as money, «12 500,00 ₸». Charts plot numbers; the
 * exact amounts are the tables', the KPIs' and the files' strings.
 */
export const formatChartMoney = (value: number) => `${chartMoney.format(value)} ₸`;
