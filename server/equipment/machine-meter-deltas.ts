/**
 * What a machine's own cumulative meters add (decision 065): per meter the difference from the
 * last reading that carried it; a meter that passed its declared size and started again is a
 * rollover, a positive difference; meters lower than before otherwise are a RAM clear, counted as
 * nothing, the reading becoming the new base. A reading without them (an older device) changes
 * nothing here.
 */
import type { MachineMeterName } from '@/lib/shared/machine-meters';
import { effectiveTime, hourOf } from './meter-deltas';

/** A machine's meters as kept: money in tiyn, counts as they are; bills counted per note. */
export type MachineSet = {
  meters: Partial<Record<MachineMeterName, bigint>>;
  bills: Partial<Record<string, bigint>>;
};
export type MachineBase = MachineSet & { seq: number; at: Date };
/**
 * What one UTC hour (its start, ms) of a machine added, how many readings it took and the meters
 * as the latest of them left them (`after`, at `seq`): where a gaming day's close reads them.
 */
export type MachineHour = MachineSet & {
  hour: number;
  readings: number;
  seq: number;
  after: MachineSet;
};
export type RamClear = { seq: number; at: Date; was: MachineSet; now: MachineSet };

/** A reading as the device call parses it: the machine's meters flat, its notes apart. */
export type MachineReading = {
  seq: number;
  at: string;
  machine?: Partial<Record<MachineMeterName, bigint>> & {
    digits: number;
    bills?: Record<string, bigint>;
  };
};

export type MachineOutcome = {
  base: MachineBase | null;
  hours: MachineHour[];
  clears: RamClear[];
  /** Meters that rolled over, counted as play. */
  rollovers: number;
};

/** One meter's step from `was` to `now`: its difference, or null for a clear. */
function step(was: bigint, now: bigint, limit: bigint): { delta: bigint; rolled: boolean } | null {
  if (now >= was) return { delta: now - was, rolled: false };
  // Near the top before and near zero after: the meter passed its size and started again.
  if (was * 10n >= limit * 9n && now * 10n < limit)
    return { delta: limit - was + now, rolled: true };
  return null;
}

/**
 * The differences of every meter both sets carry; null when any went down without rolling over.
 * A machine that counts its notes (its base has the bill meter or notes) lists the notes it has
 * taken: a denomination it names for the first time counts from none.
 */
export function difference(was: MachineSet, now: MachineSet, digits: number) {
  const limit = 10n ** BigInt(digits);
  const out: MachineSet = { meters: {}, bills: {} };
  let rolled = 0;
  const countsNotes = was.meters.billsIn !== undefined || Object.keys(was.bills).length > 0;
  const billsBefore = countsNotes
    ? { ...Object.fromEntries(Object.keys(now.bills).map((note) => [note, 0n])), ...was.bills }
    : was.bills;
  for (const [group, into] of [
    [was.meters, out.meters],
    [billsBefore, out.bills],
  ] as const) {
    const next = (group === was.meters ? now.meters : now.bills) as Record<string, bigint>;
    for (const [name, before] of Object.entries(group)) {
      if (before === undefined || next[name] === undefined) continue;
      const moved = step(before, next[name], limit);
      if (!moved) return null;
      if (moved.rolled) rolled++;
      if (moved.delta !== 0n) (into as Record<string, bigint>)[name] = moved.delta;
    }
  }
  return { set: out, rolled };
}

/** The hour's meters after its latest reading: a later one (a higher seq) replaces them. */
const latest = (hour: MachineHour, base: MachineBase) => {
  if (base.seq < hour.seq) return;
  hour.seq = base.seq;
  hour.after = { meters: base.meters, bills: base.bills };
};

const add = (into: Partial<Record<string, bigint>>, from: Partial<Record<string, bigint>>) => {
  for (const [name, value] of Object.entries(from)) into[name] = (into[name] ?? 0n) + value!;
};

/**
 * The machine meters of a batch, in the order sent, after `lastSeq` (the device's last reading
 * applied): the new base, the play by hour of each reading (or of `now` when its time is out of
 * bounds, as the games' meters), and the RAM clears.
 */
export function machineOutcome(
  lastSeq: number | null,
  base: MachineBase | null,
  readings: MachineReading[],
  now: Date,
): MachineOutcome {
  let current = base;
  let seq = lastSeq;
  const hours = new Map<number, MachineHour>();
  const clears: RamClear[] = [];
  let rollovers = 0;
  for (const reading of readings) {
    if (seq !== null && reading.seq <= seq) continue;
    seq = reading.seq;
    if (!reading.machine) continue;
    const { at } = effectiveTime(reading.at, now);
    const hour = hourOf(at);
    const sum = hours.get(hour) ?? {
      hour,
      meters: {},
      bills: {},
      readings: 0,
      seq: reading.seq,
      after: { meters: {}, bills: {} },
    };
    hours.set(hour, sum);
    sum.readings++;
    const { digits, bills, ...meters } = reading.machine;
    const reported: MachineSet = { meters, bills: bills ?? {} };
    const next: MachineBase = {
      meters: { ...current?.meters, ...reported.meters },
      bills: { ...current?.bills, ...reported.bills },
      seq: reading.seq,
      at,
    };
    if (current) {
      const moved = difference(current, reported, digits);
      if (!moved) {
        clears.push({ seq: reading.seq, at, was: current, now: reported });
        current = { ...reported, seq: reading.seq, at };
        latest(sum, current);
        continue;
      }
      rollovers += moved.rolled;
      add(sum.meters, moved.set.meters);
      add(sum.bills, moved.set.bills);
    }
    current = next;
    latest(sum, current);
  }
  return {
    base: current,
    hours: [...hours.values()].sort((a, b) => a.hour - b.hour),
    clears,
    rollovers,
  };
}
