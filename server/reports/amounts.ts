import { fromMinorUnits } from '@/lib/shared/money';

/** Bets, wins and what the hall kept, summed exactly. */
export type Money = { betsCount: bigint; betsSum: bigint; winsSum: bigint };

export const noMoney = (): Money => ({ betsCount: 0n, betsSum: 0n, winsSum: 0n });

export function addTo(total: Money, part: Money) {
  total.betsCount += part.betsCount;
  total.betsSum += part.betsSum;
  total.winsSum += part.winsSum;
  return total;
}

/** wins ÷ bets in %, rounded half up to 2 decimals; null without bets. */
export function rtp({ betsSum, winsSum }: Money): number | null {
  if (betsSum === 0n) return null;
  return Number((winsSum * 20_000n + betsSum) / (2n * betsSum)) / 100;
}

/** The API's figures for a sum: decimal strings, GGR = bets − wins, RTP. */
export const moneyFields = (m: Money) => ({
  betsCount: Number(m.betsCount),
  betsSum: fromMinorUnits(m.betsSum),
  winsSum: fromMinorUnits(m.winsSum),
  ggr: fromMinorUnits(m.betsSum - m.winsSum),
  rtp: rtp(m),
});

/** Groups rows by a key, folding each group with `add` from `start()`. */
export function groupBy<R, T>(
  rows: R[],
  key: (row: R) => string,
  start: () => T,
  add: (total: T, row: R) => T,
): Map<string, T> {
  const groups = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    groups.set(k, add(groups.get(k) ?? start(), row));
  }
  return groups;
}
