import { median, percentile } from './percentile.mjs';

describe('percentile', () => {
  it('takes the nearest rank of an unsorted list and leaves the list as it was', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(values[0]).toBe(5);
    expect(median([3, 1, 2])).toBe(2);
  });
});
