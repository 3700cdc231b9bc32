import type { GamesReport } from '@/lib/api/reports';
import { GAME_CATEGORY_LABELS } from '@/lib/shared/games';
import { toMinorUnits } from '@/lib/shared/money';

export type GameRow = GamesReport['rows'][number];
export type GameSort = 'name' | 'category' | 'betsCount' | 'betsSum' | 'winsSum' | 'ggr' | 'rtp';

const MONEY: GameSort[] = ['betsSum', 'winsSum', 'ggr'];

function compare(a: GameRow, b: GameRow, sort: GameSort): number {
  if (sort === 'name') return a.name.localeCompare(b.name, 'ru');
  if (sort === 'category') {
    return GAME_CATEGORY_LABELS[a.category].localeCompare(GAME_CATEGORY_LABELS[b.category], 'ru');
  }
  if (MONEY.includes(sort)) {
    const diff = toMinorUnits(a[sort as 'ggr']) - toMinorUnits(b[sort as 'ggr']);
    return diff === 0n ? 0 : diff > 0n ? 1 : -1;
  }
  if (sort === 'rtp') {
    // A game without bets has no RTP: it goes last either way.
    if (a.rtp === null || b.rtp === null) return 0;
    return a.rtp - b.rtp;
  }
  return a.betsCount - b.betsCount;
}

/** The report's games in the table's order; ties keep the name order. Money compares exactly. */
export function sortGameRows(rows: GameRow[], sort: GameSort, order: 'asc' | 'desc'): GameRow[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort === 'rtp' && (a.rtp === null) !== (b.rtp === null)) return a.rtp === null ? 1 : -1;
    return sign * compare(a, b, sort) || a.name.localeCompare(b.name, 'ru');
  });
}
