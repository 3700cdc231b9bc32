/**
 * How the screens write counts, percentages and changes: `ru` format. A browser loads its
 * locale data at the first `Intl` formatter it makes (tens of milliseconds on a phone), so the
 * formatters are made at their first use, and whole counts need none.
 */

function ruFormat(options?: Intl.NumberFormatOptions) {
  let made: Intl.NumberFormat | undefined;
  return (value: number) => (made ??= new Intl.NumberFormat('ru-RU', options)).format(value);
}

const counts = ruFormat();
const percents = ruFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const changes = ruFormat({ maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** 12345 → «12 345», grouped by a no-break space as `Intl` does. */
export const formatCount = (value: number) =>
  Number.isSafeInteger(value)
    ? `${value < 0 ? '-' : ''}${String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}`
    : counts(value);

/** 95.4 → «95,40 %»; null (no bets) → «—». */
export const formatPercent = (value: number | null) =>
  value === null ? '—' : `${percents(value)} %`;

/**
 * The change of a figure against the previous period, in %: «+12,5 %», «−3 %», «0 %»; «—» when
 * the previous period had nothing to compare with.
 */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0 %' : '—';
  return `${changes(((current - previous) / Math.abs(previous)) * 100)} %`;
}

const compact = ruFormat({ notation: 'compact', maximumFractionDigits: 1 });
const chartMoney = ruFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An axis tick: 1 250 000 → «1,3 млн». */
export const formatCompact = (value: number) => compact(value);

/**
 * A chart's tooltip: the plotted number back as money, «12 500,00 ₸». Charts plot numbers; the
 * exact amounts are the tables', the KPIs' and the files' strings.
 */
export const formatChartMoney = (value: number) => `${chartMoney(value)} ₸`;
