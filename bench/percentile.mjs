/**
 * The value that `p` % of `values` are at or below (nearest rank); `values` need not be sorted.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** @param {number[]} values */
export const median = (values) => percentile(values, 50);
