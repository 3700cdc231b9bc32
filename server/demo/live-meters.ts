import { fromMinorUnits } from '@/lib/shared/money';
import { sql } from 'drizzle-orm';
import { hallClock } from '@/lib/shared/hall-time';
import { isOpenAt } from '@/lib/shared/halls';
import { queryRows, type Db } from '../db/database';
import { DEMO_GAMES } from './games';
import { demoHallIds } from './halls';
import { demoTerminalGames } from './machines';
import {
  MACHINE_COUNT_METERS,
  MACHINE_MONEY_METERS,
  type MachineCountMeter,
  type MachineMeterName,
  type MachineMoneyMeter,
} from '@/lib/shared/machine-meters';

type Meters = { code: string; plays: number; bets: bigint; wins: bigint; bet: number; rtp: number };

/** The machine's own meters (decision 065) the demo moves: money in tiyn, notes per denomination. */
type Own = Record<MachineMeterName, bigint> & { bills: Record<string, number> };

/** A demo game terminal as its own memory keeps it: lifetime meters and the last seq it sent. */
export type DemoMachine = {
  hallId: number;
  number: string;
  seq: number;
  zone: string;
  openFrom: number;
  openTo: number;
  games: Meters[];
  /** The notes its validator takes, smallest first. */
  notes: number[];
  own: Own | null;
};

const CATALOGUE = new Map(DEMO_GAMES.map(([code, , , , bet, rtp]) => [code, { bet, rtp }]));

/** A repeatable pseudo-random number in [0, 1) from a seed (mulberry32's mix). */
function noise(seed: number) {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

/**
 * The demo's game terminals and what each remembers: the meters the API last applied (a
 * restarted demo goes on from them) or, for a machine that never reported, lifetime counters of
 * a machine that has been on the floor for a while.
 */
export async function demoMachines(db: Db): Promise<Map<string, DemoMachine>> {
  const hallIds = await demoHallIds(db);
  if (hallIds.length === 0) return new Map();
  const rows = await queryRows<{
    hall_id: number;
    number: string;
    seq: string | null;
    timezone: string;
    open_from: number;
    open_to: number;
    code: string;
    plays: string | null;
    bets: string | null;
    wins: string | null;
    notes: number[];
    own: Record<string, string> | null;
    bills: Record<string, string> | null;
  }>(
    db,
    sql`with assigned as (${demoTerminalGames(hallIds)})
        select a.hall_id, a.number, d.meter_seq::text as seq, h.timezone, h.open_from, h.open_to,
          g.code, m.plays::text, m.bets::text, m.wins::text, d.bill_notes as notes,
          b.meters as own, b.bills
        from assigned as a
        join devices as d on d.id = a.device_id
        join halls as h on h.id = a.hall_id
        join games as g on g.id = a.game_id
        left join machine_meters as m on m.device_id = a.device_id and m.game_id = a.game_id
        left join machine_meter_base as b on b.device_id = a.device_id
        -- A machine withdrawn or moved out has left the floor (decision 069).
        where d.out_of_service_on is null
        order by a.hall_id, a.number, g.code`,
  );
  const machines = new Map<string, DemoMachine>();
  rows.forEach((row, i) => {
    const key = `${row.hall_id}:${row.number}`;
    const machine = machines.get(key) ?? {
      hallId: row.hall_id,
      number: row.number,
      seq: Number(row.seq ?? 0),
      zone: row.timezone,
      openFrom: row.open_from,
      openTo: row.open_to,
      games: [],
      notes: [...row.notes].sort((a, b) => a - b),
      own: row.own && ownFrom(row.own, row.bills ?? {}),
    };
    machines.set(key, machine);
    const { bet, rtp } = CATALOGUE.get(row.code) ?? { bet: 200, rtp: 0.95 };
    const plays = row.plays === null ? 200_000 + Math.floor(noise(i) * 400_000) : Number(row.plays);
    const bets = row.bets === null ? BigInt(plays * bet * 100) : BigInt(row.bets);
    const wins =
      row.wins === null ? (bets * BigInt(Math.round(rtp * 1000))) / 1000n : BigInt(row.wins);
    machine.games.push({ code: row.code, plays, bets, wins, bet, rtp });
  });
  for (const machine of machines.values()) machine.own ??= firstOwn(machine);
  return machines;
}

const ownFrom = (meters: Record<string, string>, bills: Record<string, string>): Own =>
  ({
    ...Object.fromEntries(
      [...MACHINE_MONEY_METERS, ...MACHINE_COUNT_METERS].map((n) => [n, BigInt(meters[n] ?? 0)]),
    ),
    bills: Object.fromEntries(Object.entries(bills).map(([note, count]) => [note, Number(count)])),
  }) as Own;

/**
 * A machine that never sent its own meters: a lifetime of play paid for by notes, its largest
 * notes most of the money, the rest in its smallest; no credits left on it.
 */
export function firstOwn(machine: DemoMachine): Own | null {
  if (machine.notes.length === 0) return null;
  const own = ownFrom({}, {});
  own.coinIn = machine.games.reduce((sum, g) => sum + g.bets, 0n);
  own.coinOut = machine.games.reduce((sum, g) => sum + g.wins, 0n);
  own.gamesPlayed = BigInt(machine.games.reduce((sum, g) => sum + g.plays, 0));
  own.doorsMain = 40n;
  own.doorsDrop = 104n;
  own.powerResets = 12n;
  let left = own.coinIn - own.coinOut;
  for (const note of [...machine.notes].reverse()) {
    const tiyn = BigInt(note) * 100n;
    const count = note === machine.notes[0] ? (left + tiyn - 1n) / tiyn : (left * 3n) / 10n / tiyn;
    own.bills[note] = Number(count > 0n ? count : 0n);
    left -= BigInt(own.bills[note]) * tiyn;
  }
  own.billsIn = Object.entries(own.bills).reduce(
    (sum, [note, count]) => sum + BigInt(note) * 100n * BigInt(count),
    0n,
  );
  return own;
}

/** Credits on the machine: what came in and was won, less what was played and paid out. */
const credit = (own: Own) =>
  own.billsIn +
  own.transfersIn +
  own.ticketsIn +
  own.coinOut -
  own.coinIn -
  own.cancelledHandPays -
  own.transfersOut -
  own.ticketsOut;

/** The guest feeds notes, one of the machine's own at a time, until `bets` are covered. */
function feed(machine: DemoMachine, own: Own, bets: bigint, seed: number) {
  for (let i = 0; credit(own) < bets; i++) {
    const note = machine.notes[Math.floor(noise(seed + i) * machine.notes.length)];
    own.bills[note] = (own.bills[note] ?? 0) + 1;
    own.billsIn += BigInt(note) * 100n;
  }
}

/** The meters as a reading sends them: money in tenge with two places, counts whole. */
const text = (own: Own) =>
  ({
    ...Object.fromEntries(MACHINE_MONEY_METERS.map((name) => [name, fromMinorUnits(own[name])])),
    ...Object.fromEntries(MACHINE_COUNT_METERS.map((name) => [name, Number(own[name])])),
    bills: own.bills,
  }) as Record<MachineMoneyMeter, string> &
    Record<MachineCountMeter, number> & { bills: Record<string, number> };

/**
 * The machine's next reading at `at`: while the hall is open a game takes a few plays a minute at
 * about its average bet and pays back about its RTP; closed, the meters stand still (the
 * reading still says the machine is alive).
 */
export function nextReading(machine: DemoMachine, at: Date) {
  const open = isOpenAt(hallClock(machine.zone).minuteOfDay(at), machine.openFrom, machine.openTo);
  machine.seq += 1;
  const own = machine.own;
  const minute = Math.floor(at.getTime() / 60_000);
  machine.games.forEach((game, g) => {
    if (!open) return;
    const seed = minute * 7919 + machine.seq * 131 + g * 17 + machine.hallId;
    const plays = Math.floor(noise(seed) * 3);
    if (plays === 0) return;
    const bets = BigInt(Math.round(plays * game.bet * (0.6 + 0.8 * noise(seed + 1)))) * 100n;
    const payback = Math.max(0, game.rtp + (noise(seed + 2) - 0.5) * 0.9);
    const wins = BigInt(Math.round(Number(bets) * payback));
    if (own) {
      feed(machine, own, bets, seed + 3);
      own.coinIn += bets;
      own.coinOut += wins;
      own.gamesPlayed += BigInt(plays);
    }
    game.plays += plays;
    game.bets += bets;
    game.wins += wins;
  });
  return {
    seq: machine.seq,
    at: at.toISOString(),
    games: machine.games.map((game) => ({
      code: game.code,
      plays: game.plays,
      bets: fromMinorUnits(game.bets),
      wins: fromMinorUnits(game.wins),
    })),
    ...(own && { machine: text(own) }),
  };
}
