import { HOURS, HOURS_IN_DAY, PERIODS_A, PERIODS_B, periodOptions } from './periods';

describe('periods', () => {
  it('offers hourly, daily and monthly in variant A', () => {
    expect(periodOptions(PERIODS_A)).toEqual([
      { value: 'hourly', label: 'По часам' },
      { value: 'daily', label: 'По дням' },
      { value: 'monthly', label: 'По месяцам' },
    ]);
  });
  it('offers daily, monthly and yearly in variant B', () => {
    expect(periodOptions(PERIODS_B)).toEqual([
      { value: 'daily', label: 'По дням' },
      { value: 'monthly', label: 'По месяцам' },
      { value: 'yearly', label: 'По годам' },
    ]);
  });
  it('splits a day into the hours 0–23', () => {
    expect(HOURS).toHaveLength(HOURS_IN_DAY);
    expect(HOURS[0]).toBe(0);
    expect(HOURS.at(-1)).toBe(23);
  });
});
