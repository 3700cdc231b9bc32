import { labelEvery, valueRange, valueScale } from './chart-scale';

describe('a chart’s value axis', () => {
  it('takes round ticks that hold every value, zero among them', () => {
    expect(valueScale(0, 178)).toEqual({ min: 0, max: 200, ticks: [0, 50, 100, 150, 200] });
    expect(valueScale(0, 1_250_000).ticks).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    const loss = valueScale(-120_000, 430_000);
    expect(loss.ticks).toContain(0);
    expect(loss.min).toBeLessThanOrEqual(-120_000);
    expect(loss.max).toBeGreaterThanOrEqual(430_000);
  });

  it('keeps an axis for a period with nothing in it', () => {
    expect(valueScale(0, 0)).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(valueScale(0, 3).ticks).toEqual([0, 1, 2, 3]);
  });

  it('stacks positive parts above zero and losses below it', () => {
    expect(
      valueRange(
        [
          [10, -5, 20],
          [3, -30, 1],
        ],
        true,
      ),
    ).toEqual([-30, 30]);
    expect(
      valueRange(
        [
          [10, -5, 20],
          [3, -30, 1],
        ],
        false,
      ),
    ).toEqual([-30, 20]);
  });

  it('writes every label that fits and skips the rest evenly', () => {
    expect(labelEvery(24, 960, 56)).toBe(2);
    expect(labelEvery(7, 960, 56)).toBe(1);
    expect(labelEvery(365, 300, 56)).toBe(69);
  });
});
