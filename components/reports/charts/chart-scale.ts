/** The bucket chart's height: its plot, and room for its legend on two lines. */
export const BUCKET_CHART = { plot: 280, legend: 48 };

/** The value axis of a chart: round ticks that hold every value and zero. */
export type ValueScale = { min: number; max: number; ticks: number[] };

/** 1, 2, 2.5 or 5 times a power of ten: the step of about `count` intervals over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Ticks from below the lowest value to above the highest, zero always among them, so that a loss
 * is drawn below the zero line and an empty period still has an axis.
 */
export function valueScale(lowest: number, highest: number, count = 4): ValueScale {
  const low = Math.min(0, lowest);
  const high = Math.max(0, highest);
  const span = high - low || 1;
  // Counts and tenge: no tick between whole numbers.
  const step = Math.max(1, niceStep(span, count));
  const min = Math.floor(low / step) * step;
  const max = Math.max(step, Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step)
    ticks.push(Math.round(tick / step) * step);
  return { min, max: ticks.at(-1)!, ticks };
}

/**
 * The lowest and highest point of the bars: stacked, each bucket's positive parts add up above
 * zero and its negative parts below; side by side, each value alone.
 */
export function valueRange(rows: number[][], stacked: boolean): [number, number] {
  let lowest = 0;
  let highest = 0;
  for (const values of rows) {
    if (stacked) {
      lowest = Math.min(
        lowest,
        values.filter((v) => v < 0).reduce((sum, v) => sum + v, 0),
      );
      highest = Math.max(
        highest,
        values.filter((v) => v > 0).reduce((sum, v) => sum + v, 0),
      );
    } else {
      lowest = Math.min(lowest, ...values);
      highest = Math.max(highest, ...values);
    }
  }
  return [lowest, highest];
}

/** Which of `count` labels to write so that they keep `gap` px apart on `width` px. */
export function labelEvery(count: number, width: number, gap: number): number {
  return Math.max(1, Math.ceil((gap * count) / Math.max(width, 1)));
}
