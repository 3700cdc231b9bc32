import { firstOwn, nextReading, type DemoMachine } from './live-meters';

const machine = (): DemoMachine => ({
  hallId: 1,
  number: 'GT-001',
  seq: 41,
  zone: 'Asia/Almaty',
  openFrom: 600,
  openTo: 360,
  games: [
    { code: 'AZTEC-GOLD', plays: 1000, bets: 25_000_000n, wins: 23_750_000n, bet: 250, rtp: 0.95 },
  ],
  notes: [1000, 5000],
  own: null,
});

describe("a demo machine's meters", () => {
  it('grow while the hall is open, never go back, and number each reading', () => {
    const m = machine();
    let last = { plays: 1000, bets: 250_000, wins: 237_500 };
    // An evening in Almaty (UTC+5): 20:00 onwards.
    for (let minute = 0; minute < 60; minute++) {
      const reading = nextReading(m, new Date(Date.UTC(2026, 10, 20, 15, minute)));
      expect(reading.seq).toBe(42 + minute);
      const [game] = reading.games;
      const now = { plays: game.plays, bets: Number(game.bets), wins: Number(game.wins) };
      expect(now.plays).toBeGreaterThanOrEqual(last.plays);
      expect(now.bets).toBeGreaterThanOrEqual(last.bets);
      expect(now.wins).toBeGreaterThanOrEqual(last.wins);
      last = now;
    }
    expect(last.plays).toBeGreaterThan(1030);
    expect(last.wins / last.bets).toBeGreaterThan(0.9);
  });

  it('stand still while the hall is closed', () => {
    const m = machine();
    // 07:30 in Almaty: closed 06:00–10:00.
    const reading = nextReading(m, new Date(Date.UTC(2026, 10, 20, 2, 30)));
    expect(reading.games[0]).toEqual({
      code: 'AZTEC-GOLD',
      plays: 1000,
      bets: '250000.00',
      wins: '237500.00',
    });
  });
});

describe("a demo machine's own meters", () => {
  it('add up to its games’ and to the notes it took, and never play credits it has not got', () => {
    const m = machine();
    m.own = firstOwn(m);
    expect(m.own).toMatchObject({ coinIn: 25_000_000n, coinOut: 23_750_000n, gamesPlayed: 1000n });
    let fed = 0;
    for (let minute = 0; minute < 120; minute++) {
      const { games, machine: own } = nextReading(m, new Date(Date.UTC(2026, 10, 20, 15, minute)));
      expect(own!.coinIn).toBe(games[0].bets);
      expect(own!.coinOut).toBe(games[0].wins);
      expect(own!.gamesPlayed).toBe(games[0].plays);
      const bills = own!.bills;
      expect(Object.keys(bills).sort()).toEqual(['1000', '5000']);
      const notes = Object.entries(bills).reduce((sum, [note, n]) => sum + Number(note) * n, 0);
      expect(Number(own!.billsIn)).toBe(notes);
      // Credits left on the machine: what came in and was won, less what was played.
      expect(notes + Number(own!.coinOut) - Number(own!.coinIn)).toBeGreaterThanOrEqual(0);
      fed = notes;
    }
    expect(fed).toBeGreaterThan(Number(firstOwn(machine())!.billsIn / 100n));
  });
});
