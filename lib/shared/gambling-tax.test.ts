import {
  monthShares,
  monthTaxTiyn,
  quarterBounds,
  quarterDueDates,
  quarterOf,
  parseQuarter,
  quarterAfter,
  quarterBefore,
} from './gambling-tax';

const Q1 = { year: 2026, quarter: 1 } as const;
const halvesOf = (from: string, to: string | null, q = Q1) =>
  monthShares(from, to, q).map((s) => `${s.month}:${s.halves}`);

describe('the gambling tax per object and month', () => {
  it('charges 60 machines × 60 МРП × 4 325 ₸ = 15 570 000 ₸ a month', () => {
    const month = monthTaxTiyn(2, 60, 4325) * 60n;
    expect(month).toBe(15_570_000_00n);
    expect(monthTaxTiyn(1, 60, 4325)).toBe(129_750_00n);
  });

  it('an entry on the 15th pays the whole month, on the 16th half', () => {
    expect(halvesOf('2026-02-15', null)).toEqual(['2026-02:2', '2026-03:2']);
    expect(halvesOf('2026-02-16', null)).toEqual(['2026-02:1', '2026-03:2']);
  });

  it('a withdrawal on the 15th pays half the month, on the 16th the whole', () => {
    expect(halvesOf('2025-06-01', '2026-02-15')).toEqual(['2026-01:2', '2026-02:1']);
    expect(halvesOf('2025-06-01', '2026-02-16')).toEqual(['2026-01:2', '2026-02:2']);
  });

  it('a swap mid-month is two objects: 1.5 times the rate, or 2 when they overlap past the 15th', () => {
    const swap = (out: string, into: string) =>
      [...monthShares('2025-01-01', out, Q1), ...monthShares(into, null, Q1)]
        .filter((s) => s.month === '2026-02')
        .reduce((sum, s) => sum + s.halves, 0) / 2;
    expect(swap('2026-02-10', '2026-02-10')).toBe(1.5);
    expect(swap('2026-02-20', '2026-02-20')).toBe(1.5);
    expect(swap('2026-02-16', '2026-02-15')).toBe(2);
  });

  it('a move on the 10th or the 20th: the two halls together pay 1.5 months', () => {
    for (const day of ['2026-03-10', '2026-03-20']) {
      const out = monthShares('2025-01-01', day, Q1).find((s) => s.month === '2026-03')!;
      const into = monthShares(day, null, Q1).find((s) => s.month === '2026-03')!;
      expect((out.halves + into.halves) / 2).toBe(1.5);
    }
  });

  it('in and out in one month pays the whole month and says so', () => {
    expect(monthShares('2026-01-05', '2026-01-10', Q1)).toEqual([
      { month: '2026-01', halves: 2, note: 'in_and_out' },
    ]);
    expect(monthShares('2026-01-20', '2026-01-25', Q1)[0].halves).toBe(2);
  });

  it('leaves out the months before the entry and after the withdrawal', () => {
    expect(halvesOf('2026-04-01', null)).toEqual([]);
    expect(halvesOf('2025-01-01', '2025-12-31')).toEqual([]);
    expect(halvesOf('2025-01-01', '2026-01-01')).toEqual(['2026-01:1']);
  });

  it('dates the declaration by the 15th and the payment by the 25th of the second month after', () => {
    expect(quarterDueDates(Q1)).toEqual({ declaration: '2026-05-15', payment: '2026-05-25' });
    expect(quarterDueDates({ year: 2026, quarter: 4 })).toEqual({
      declaration: '2027-02-15',
      payment: '2027-02-25',
    });
  });

  it('names quarters and their bounds', () => {
    expect(quarterOf('2026-12-31')).toEqual({ year: 2026, quarter: 4 });
    expect(quarterBounds({ year: 2024, quarter: 1 })).toEqual({
      from: '2024-01-01',
      to: '2024-03-31',
    });
    expect(parseQuarter('2026-Q3')).toEqual({ year: 2026, quarter: 3 });
    expect(parseQuarter('2026-Q5')).toBeNull();
    expect(quarterBefore({ year: 2026, quarter: 1 })).toEqual({ year: 2025, quarter: 4 });
    expect(quarterAfter({ year: 2025, quarter: 4 })).toEqual({ year: 2026, quarter: 1 });
  });
});
