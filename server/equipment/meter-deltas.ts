import type { MeterReading } from './meter-schemas';

/** A reading dated further ahead than this is counted when it arrived. */
export const AHEAD_MAX_MS = 5 * 60_000;
/** …and one dated further back than this. */
export const BEHIND_MAX_MS = 7 * 24 * 60 * 60_000;

const HOUR_MS = 60 * 60_000;

/** Lifetime counters of one game of one machine; money in tiyn. */
export type Meters = { plays: number; bets: bigint; wins: bigint };
export type GameMeters = Meters & { seq: number; at: Date };
/** The play of one game in one hour (its UTC start, ms). */
export type HourPlay = Meters & { gameId: number; hour: number };
export type MeterReset = {
  seq: number;
  at: Date;
  games: { gameId: number; was: Meters; now: Meters }[];
};

export type MeterOutcome = {
  applied: number;
  ignored: number;
  retimed: number;
  /** The seq of the last reading applied: the device's from now on. */
  lastSeq: number | null;
  /** Per game, the meters of the last reading applied: the next reading's base. */
  meters: Map<number, GameMeters>;
  hours: HourPlay[];
  resets: MeterReset[];
};

/** When a reading's play counts: its own time, or `now` when that is out of bounds. */
export function effectiveTime(at: string, now: Date): { at: Date; retimed: boolean } {
  const time = new Date(at);
  const off = time.getTime() - now.getTime();
  return off > AHEAD_MAX_MS || off < -BEHIND_MAX_MS
    ? { at: now, retimed: true }
    : { at: time, retimed: false };
}

/** The UTC hour a time falls in, as its start in ms. */
export const hourOf = (at: Date) => Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;

const lower = (a: Meters, b: Meters) => a.plays < b.plays || a.bets < b.bets || a.wins < b.wins;

/**
 * What a batch of cumulative readings adds, per the rules of `POST /api/equipment/meters`: in the
 * order sent, a reading whose seq is not above the last applied is ignored; per game the
 * difference from the last meters counts in the hour of the reading (or of `now` when its time is
 * out of bounds); a game's first meters are its base; meters lower than the base (a memory clear,
 * a rollover) become the new base and are reported as a reset. `gameIds` maps each code, lower case.
 */
export function meterOutcome(
  lastSeq: number | null,
  base: Map<number, GameMeters>,
  readings: MeterReading[],
  gameIds: Map<string, number>,
  now: Date,
): MeterOutcome {
  const meters = new Map(base);
  const hours = new Map<string, HourPlay>();
  const resets: MeterReset[] = [];
  let seq = lastSeq;
  let applied = 0;
  let retimed = 0;
  for (const reading of readings) {
    if (seq !== null && reading.seq <= seq) continue;
    seq = reading.seq;
    applied++;
    const { at, retimed: late } = effectiveTime(reading.at, now);
    if (late) retimed++;
    const hour = hourOf(at);
    const reset: MeterReset = { seq: reading.seq, at, games: [] };
    for (const game of reading.games) {
      const gameId = gameIds.get(game.code.toLowerCase())!;
      const next: GameMeters = {
        plays: game.plays,
        bets: game.bets,
        wins: game.wins,
        seq: reading.seq,
        at,
      };
      const previous = meters.get(gameId);
      meters.set(gameId, next);
      if (!previous) continue;
      if (lower(next, previous)) {
        reset.games.push({ gameId, was: previous, now: next });
        continue;
      }
      const plays = next.plays - previous.plays;
      const bets = next.bets - previous.bets;
      const wins = next.wins - previous.wins;
      if (plays === 0 && bets === 0n && wins === 0n) continue;
      const key = `${hour} ${gameId}`;
      const sum = hours.get(key) ?? { gameId, hour, plays: 0, bets: 0n, wins: 0n };
      sum.plays += plays;
      sum.bets += bets;
      sum.wins += wins;
      hours.set(key, sum);
    }
    if (reset.games.length) resets.push(reset);
  }
  return {
    applied,
    ignored: readings.length - applied,
    retimed,
    lastSeq: seq,
    meters,
    hours: [...hours.values()].sort((a, b) => a.hour - b.hour || a.gameId - b.gameId),
    resets,
  };
}
