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

const chartMoney = ruFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

const COMPACT_UNITS = ['', 'тыс.', 'млн', 'млрд', 'трлн'];

/**
 * An axis tick: 1 250 000 → «1,3 млн», as `Intl`'s compact notation writes it (one decimal at
 * most, a no-break space before the unit), without loading the locale's data for a chart.
 */
export function formatCompact(value: number): string {
  const size = Math.abs(value);
  let unit = size < 1000 ? 0 : Math.min(Math.floor(Math.log10(size) / 3), COMPACT_UNITS.length - 1);
  let scaled = Math.round((size / 1000 ** unit) * 10) / 10;
  if (scaled >= 1000 && unit < COMPACT_UNITS.length - 1) {
    unit += 1;
    scaled = Math.round((size / 1000 ** unit) * 10) / 10;
  }
  const number = String(scaled).replace('.', ',');
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return unit ? `${sign}${number}\u00a0${COMPACT_UNITS[unit]}` : `${sign}${number}`;
}

/**
 * A chart's tooltip: the plotted number back as money, «12 500,00 ₸». Charts plot numbers; the
 * exact amounts are the tables', the KPIs' and the files' strings.
 */
export const formatChartMoney = (value: number) => `${chartMoney(value)} ₸`;
