import { machineOutcome, type MachineOutcome, type MachineReading } from './machine-meter-deltas';

/** What each hour added, without its readings' count and latest meters. */
const played = (out: MachineOutcome) =>
  out.hours.map(({ hour, meters, bills }) => ({ hour, meters, bills }));

const NOW = new Date('2026-12-07T10:30:00Z');
const reading = (
  seq: number,
  at: string,
  meters: Record<string, bigint>,
  bills: Record<string, bigint> = {},
  digits = 10,
): MachineReading => ({ seq, at, machine: { ...meters, bills, digits } });

describe('machine meters', () => {
  it('count each meter’s difference in the hour of its reading, the first reading a base', () => {
    const out = machineOutcome(
      null,
      null,
      [
        reading(1, '2026-12-07T09:10:00Z', { coinIn: 100_000n, gamesPlayed: 50n }, { '1000': 4n }),
        reading(2, '2026-12-07T09:50:00Z', { coinIn: 150_000n, gamesPlayed: 60n }, { '1000': 6n }),
        reading(3, '2026-12-07T10:05:00Z', { coinIn: 170_000n, gamesPlayed: 60n }, { '1000': 6n }),
      ],
      NOW,
    );
    expect(played(out)).toEqual([
      {
        hour: Date.parse('2026-12-07T09:00:00Z'),
        meters: { coinIn: 50_000n, gamesPlayed: 10n },
        bills: { '1000': 2n },
      },
      { hour: Date.parse('2026-12-07T10:00:00Z'), meters: { coinIn: 20_000n }, bills: {} },
    ]);
    expect(out.base).toMatchObject({ seq: 3, meters: { coinIn: 170_000n, gamesPlayed: 60n } });
    expect(out.clears).toEqual([]);
    // Each hour knows its readings and the meters its latest left: where a day's close reads them.
    expect(out.hours.map(({ readings, seq, after }) => ({ readings, seq, after }))).toEqual([
      {
        readings: 2,
        seq: 2,
        after: { meters: { coinIn: 150_000n, gamesPlayed: 60n }, bills: { '1000': 6n } },
      },
      {
        readings: 1,
        seq: 3,
        after: { meters: { coinIn: 170_000n, gamesPlayed: 60n }, bills: { '1000': 6n } },
      },
    ]);
  });

  it('count a note the machine names for the first time from none, where it counts its notes', () => {
    const out = machineOutcome(
      null,
      null,
      [
        reading(1, '2026-12-07T09:10:00Z', { billsIn: 400_000n }, { '1000': 4n }),
        reading(2, '2026-12-07T09:20:00Z', { billsIn: 2_400_000n }, { '1000': 4n, '20000': 1n }),
      ],
      NOW,
    );
    expect(played(out)[0].bills).toEqual({ '20000': 1n });
    // A device that sent no bill meter before: its first notes are a base, not play.
    const older = machineOutcome(
      null,
      null,
      [
        reading(1, '2026-12-07T09:10:00Z', { coinIn: 100n }),
        reading(2, '2026-12-07T09:20:00Z', { coinIn: 200n }, { '1000': 40n }),
      ],
      NOW,
    );
    expect(played(older)[0].bills).toEqual({});
  });

  it('keeps an hour whose readings moved nothing: the machine was read', () => {
    const base = {
      seq: 1,
      at: new Date('2026-12-07T08:00:00Z'),
      meters: { coinIn: 5n },
      bills: {},
    };
    const out = machineOutcome(1, base, [reading(2, '2026-12-07T09:30:00Z', { coinIn: 5n })], NOW);
    expect(out.hours).toEqual([
      {
        hour: Date.parse('2026-12-07T09:00:00Z'),
        meters: {},
        bills: {},
        readings: 1,
        seq: 2,
        after: { meters: { coinIn: 5n }, bills: {} },
      },
    ]);
  });

  it('takes a meter that passed its size and started again as play, not a loss', () => {
    const base = {
      seq: 7,
      at: new Date('2026-12-07T09:00:00Z'),
      meters: { coinIn: 99_999_990n },
      bills: {},
    };
    const out = machineOutcome(
      7,
      base,
      [reading(8, '2026-12-07T09:20:00Z', { coinIn: 15n }, {}, 8)],
      NOW,
    );
    expect(out.rollovers).toBe(1);
    expect(played(out)[0].meters).toEqual({ coinIn: 25n });
    expect(out.clears).toEqual([]);
  });

  it('takes meters that fell otherwise as a RAM clear: nothing played, a new base, the event kept', () => {
    const base = {
      seq: 1,
      at: new Date('2026-12-07T09:00:00Z'),
      meters: { coinIn: 5_000_000n, coinOut: 4_000_000n },
      bills: {},
    };
    const out = machineOutcome(
      1,
      base,
      [
        reading(2, '2026-12-07T09:30:00Z', { coinIn: 2_000n, coinOut: 1_000n }),
        reading(3, '2026-12-07T09:40:00Z', { coinIn: 3_000n, coinOut: 1_500n }),
      ],
      NOW,
    );
    expect(out.clears).toEqual([
      {
        seq: 2,
        at: new Date('2026-12-07T09:30:00Z'),
        was: base,
        now: { meters: { coinIn: 2_000n, coinOut: 1_000n }, bills: {} },
      },
    ]);
    // Only the play after the clear counts.
    expect(played(out)).toEqual([
      {
        hour: Date.parse('2026-12-07T09:00:00Z'),
        meters: { coinIn: 1_000n, coinOut: 500n },
        bills: {},
      },
    ]);
  });

  it('leaves the base as it was for a reading of an older device, and skips what was applied', () => {
    const base = {
      seq: 4,
      at: new Date('2026-12-07T09:00:00Z'),
      meters: { coinIn: 10n },
      bills: {},
    };
    const out = machineOutcome(
      4,
      base,
      [
        reading(3, '2026-12-07T08:00:00Z', { coinIn: 1n }),
        { seq: 5, at: '2026-12-07T09:30:00Z' },
        reading(6, '2026-12-07T09:45:00Z', { coinIn: 30n, doorsMain: 1n }),
      ],
      NOW,
    );
    expect(played(out)).toEqual([
      { hour: Date.parse('2026-12-07T09:00:00Z'), meters: { coinIn: 20n }, bills: {} },
    ]);
    // A meter reported for the first time is a base of its own.
    expect(out.base).toMatchObject({ seq: 6, meters: { coinIn: 30n, doorsMain: 1n } });
  });
});
