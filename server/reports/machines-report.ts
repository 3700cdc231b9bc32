import { sql } from 'drizzle-orm';
import type { GameCategory } from '@/lib/shared/games';
import type { MachineSort } from '@/lib/shared/machines-report';
import { fromMinorUnits } from '@/lib/shared/money';
import type { DayRange } from '@/lib/shared/report-range';
import { queryRows, type Db } from '../db/database';
import { closedDays } from '../gaming-days/closed-days';

type Sums = { plays: bigint; bets: bigint; wins: bigint };
type Row = Sums & {
  deviceId: number;
  /** The machine's tax registration, and whether it played on a day it was not in service or unregistered. */
  taxRegNo: string;
  unregistered: boolean;
  number: string;
  model: string;
  zone: string;
  gameId: number;
  game: string;
  category: GameCategory;
  /** The paytable's RTP in hundredths of a percent, null when head office has not set it. */
  rtp: number | null;
};

/** a ÷ b in %, rounded half up to 2 decimals (b > 0). */
const percentOf = (a: bigint, b: bigint) => {
  const sign = a < 0n ? -1n : 1n;
  return (Number((sign * a * 20_000n + b) / (2n * b)) * Number(sign)) / 100;
};
/** What the paytable expects the machine to keep of `bets`: bets × (100 − RTP) %, in tiyn. */
const theoreticalWin = (bets: bigint, rtp: number) =>
  (bets * BigInt(10_000 - rtp) + 5_000n) / 10_000n;

/**
 * The figures of a machine and game, as slot-metering rules ask for them: coin in, coin out,
 * GGR, the theoretical hold (100 − the paytable's RTP), the actual hold (GGR ÷ bets), their
 * difference in points and the difference in tenge it comes to on these bets.
 */
function figures(row: Row) {
  const ggr = row.bets - row.wins;
  const known = row.rtp !== null && row.bets > 0n;
  const projected = known ? ggr - theoreticalWin(row.bets, row.rtp!) : null;
  const item = {
    deviceId: row.deviceId,
    number: row.number,
    taxRegNo: row.taxRegNo,
    unregistered: row.unregistered,
    model: row.model,
    zone: row.zone,
    gameId: row.gameId,
    game: row.game,
    category: row.category,
    plays: Number(row.plays),
    bets: fromMinorUnits(row.bets),
    wins: fromMinorUnits(row.wins),
    ggr: fromMinorUnits(ggr),
    theoreticalHold: row.rtp === null ? null : (10_000 - row.rtp) / 100,
    actualHold: row.bets > 0n ? percentOf(ggr, row.bets) : null,
    variance: projected === null ? null : percentOf(projected, row.bets),
    projectedVariance: projected === null ? null : fromMinorUnits(projected),
  };
  // Amounts sort exactly, as bigints, not as their decimal strings.
  return { item, key: { ggr, bets: row.bets, wins: row.wins, projected } };
}

/**
 * The floor's totals: the floor par is the theoretical hold weighted by bets, over the games
 * whose RTP is set; the variance compares the same machines' actual hold with it.
 */
function totals(rows: Row[]) {
  const sum = (list: Row[], pick: (r: Row) => bigint) => list.reduce((s, r) => s + pick(r), 0n);
  const priced = rows.filter((r) => r.rtp !== null);
  const bets = sum(rows, (r) => r.bets);
  const wins = sum(rows, (r) => r.wins);
  const pricedBets = sum(priced, (r) => r.bets);
  const theoretical = sum(priced, (r) => theoreticalWin(r.bets, r.rtp!));
  const pricedGgr = sum(priced, (r) => r.bets - r.wins);
  return {
    plays: Number(sum(rows, (r) => r.plays)),
    bets: fromMinorUnits(bets),
    wins: fromMinorUnits(wins),
    ggr: fromMinorUnits(bets - wins),
    floorPar: pricedBets > 0n ? percentOf(theoretical, pricedBets) : null,
    actualHold: bets > 0n ? percentOf(bets - wins, bets) : null,
    variance: pricedBets > 0n ? percentOf(pricedGgr - theoretical, pricedBets) : null,
    projectedVariance: pricedBets > 0n ? fromMinorUnits(pricedGgr - theoretical) : null,
  };
}

type Figures = ReturnType<typeof figures>;

/** Exact order of two amounts; an unknown one (null) comes first. */
const byBigint = (a: bigint | null, b: bigint | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

const compare: Record<MachineSort, (a: Figures, b: Figures) => number> = {
  number: (a, b) => a.item.number.localeCompare(b.item.number, 'ru', { numeric: true }),
  game: (a, b) => a.item.game.localeCompare(b.item.game, 'ru'),
  plays: (a, b) => a.item.plays - b.item.plays,
  bets: (a, b) => byBigint(a.key.bets, b.key.bets),
  wins: (a, b) => byBigint(a.key.wins, b.key.wins),
  ggr: (a, b) => byBigint(a.key.ggr, b.key.ggr),
  actualHold: (a, b) => (a.item.actualHold ?? -Infinity) - (b.item.actualHold ?? -Infinity),
  variance: (a, b) => (a.item.variance ?? -Infinity) - (b.item.variance ?? -Infinity),
  projectedVariance: (a, b) => byBigint(a.key.projected, b.key.projected),
};

/** Every machine and game of the hall that played in `range`, summed in the database. */
async function machineRows(
  db: Db,
  hallId: number,
  range: DayRange,
  filter: GameFilter,
): Promise<Row[]> {
  const games = filter.games?.length
    ? sql` and s.game_id in (${sql.join(
        filter.games.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const category = filter.category ? sql` and g.category = ${filter.category}` : sql``;
  const rows = await queryRows<{
    device_id: number;
    number: string;
    model: string;
    zone: string;
    game_id: number;
    game: string;
    category: GameCategory;
    rtp: number | null;
    plays: string;
    bets: string;
    wins: string;
    tax_reg_no: string;
    unregistered: boolean;
  }>(
    db,
    sql`select s.device_id, d.number, d.name as model, d.zone, s.game_id, g.name as game, g.category,
          g.theoretical_rtp as rtp, s.plays::text, s.bets::text, s.wins::text, d.tax_reg_no,
          s.unregistered
        from (
          -- The card read by date (decision 069): a day's play outside service or unregistered.
          select m.device_id, m.game_id, sum(m.plays) as plays, sum(m.bets) as bets,
            sum(m.wins) as wins,
            bool_or(m.plays > 0 and (v.tax_reg_no = '' or v.in_service_from is null
              or m.day < v.in_service_from
              or (v.out_of_service_on is not null and m.day >= v.out_of_service_on))) as unregistered
          from machine_stats_daily as m join devices as v on v.id = m.device_id
          where m.hall_id = ${hallId} and m.day between ${range.from}::date and ${range.to}::date
          group by m.device_id, m.game_id
        ) as s
        join devices as d on d.id = s.device_id
        join games as g on g.id = s.game_id
        where true${games}${category}`,
  );
  return rows.map((r) => ({
    deviceId: r.device_id,
    number: r.number,
    taxRegNo: r.tax_reg_no,
    unregistered: r.unregistered,
    model: r.model,
    zone: r.zone,
    gameId: r.game_id,
    game: r.game,
    category: r.category,
    rtp: r.rtp,
    plays: BigInt(r.plays),
    bets: BigInt(r.bets),
    wins: BigInt(r.wins),
  }));
}

type GameFilter = { games?: number[]; category?: GameCategory };

export type MachinesAsk = GameFilter & {
  sort: MachineSort;
  order: 'asc' | 'desc';
  /** A page of the rows; none for a download, which holds them all. */
  page?: { page: number; pageSize: number };
};

/**
 * The regulators' machine report of a hall over `range`: per machine and game, sorted (then by
 * machine and game, so pages never overlap) and paged, with the floor's totals over all rows.
 */
export async function machinesReport(
  db: Db,
  hallId: number,
  range: DayRange,
  ask: MachinesAsk,
  now: Date,
) {
  const [rows, days] = await Promise.all([
    machineRows(db, hallId, range, ask),
    closedDays(db, hallId, range, now),
  ]);
  const direction = ask.order === 'desc' ? -1 : 1;
  const sorted = rows
    .map(figures)
    .sort(
      (a, b) =>
        direction * compare[ask.sort](a, b) ||
        compare.number(a, b) ||
        compare.game(a, b) ||
        a.item.deviceId - b.item.deviceId ||
        a.item.gameId - b.item.gameId,
    );
  const page = ask.page ?? { page: 1, pageSize: Math.max(sorted.length, 1) };
  const start = (page.page - 1) * page.pageSize;
  return {
    ...range,
    items: sorted.slice(start, start + page.pageSize).map((f) => f.item),
    total: sorted.length,
    ...page,
    totals: totals(rows),
    gamingDays: days,
  };
}
