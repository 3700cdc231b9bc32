import {
  bucketKeys,
  bucketLabel,
  bucketTitle,
  pickedRange,
  pickedRangeError,
  defaultRange,
  previousRange,
  rangeErrors,
  splitWholeMonths,
  wholeBuckets,
} from './report-range';

describe('report ranges', () => {
  it('defaults to today, the last 30 days, the last 12 months and the last 5 years', () => {
    expect(defaultRange('hourly', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(defaultRange('daily', '2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(defaultRange('monthly', '2026-11-23')).toEqual({ from: '2025-12-01', to: '2026-11-23' });
    expect(defaultRange('yearly', '2026-11-23')).toEqual({ from: '2022-01-01', to: '2026-11-23' });
    expect(bucketKeys('daily', defaultRange('daily', '2026-03-01'))).toHaveLength(30);
    expect(bucketKeys('monthly', defaultRange('monthly', '2026-01-31'))).toHaveLength(12);
  });

  it('refuses ranges a period cannot take, naming the field', () => {
    expect(rangeErrors('daily', '2026-11-23', '2026-11-22')).toEqual({
      to: 'Конец периода раньше его начала',
    });
    expect(rangeErrors('hourly', '2026-11-22', '2026-11-23').to).toMatch(/один день/);
    expect(rangeErrors('daily', '2025-11-23', '2026-11-23')).toEqual({});
    expect(rangeErrors('daily', '2025-11-22', '2026-11-23').to).toBe(
      'По дням — не больше 366 дней',
    );
    expect(rangeErrors('monthly', '2021-12-01', '2026-11-30')).toEqual({});
    expect(rangeErrors('monthly', '2021-11-30', '2026-11-01').to).toMatch(/60 месяцев/);
    expect(rangeErrors('yearly', '2007-01-01', '2026-12-31')).toEqual({});
    expect(rangeErrors('yearly', '2006-12-31', '2026-01-01').to).toMatch(/20 лет/);
    expect(rangeErrors('daily', '2026-02-30', 'x')).toEqual({
      from: 'Неверная дата',
      to: 'Неверная дата',
    });
  });

  it('splits a range into buckets, whole months and years for those periods', () => {
    expect(bucketKeys('hourly', { from: '2026-11-23', to: '2026-11-23' })).toEqual(
      Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')),
    );
    expect(bucketKeys('daily', { from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(wholeBuckets('monthly', { from: '2025-12-15', to: '2026-02-03' })).toEqual({
      from: '2025-12-01',
      to: '2026-02-28',
    });
    expect(bucketKeys('monthly', { from: '2025-12-15', to: '2026-02-03' })).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(bucketKeys('yearly', { from: '2024-06-01', to: '2026-01-01' })).toEqual([
      '2024',
      '2025',
      '2026',
    ]);
  });

  it('compares with the range of the same length just before', () => {
    expect(previousRange('hourly', { from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(previousRange('daily', { from: '2026-10-25', to: '2026-11-23' })).toEqual({
      from: '2026-09-25',
      to: '2026-10-24',
    });
    expect(previousRange('monthly', { from: '2025-12-01', to: '2026-11-23' })).toEqual({
      from: '2024-12-01',
      to: '2025-11-30',
    });
    expect(previousRange('yearly', { from: '2025-01-01', to: '2026-11-23' })).toEqual({
      from: '2023-01-01',
      to: '2024-12-31',
    });
  });

  it('labels buckets in Russian', () => {
    expect(bucketLabel('hourly', '09')).toBe('09:00');
    expect(bucketLabel('daily', '2026-11-03')).toBe('3 ноя');
    expect(bucketLabel('monthly', '2026-05')).toBe('май 2026');
    expect(bucketLabel('yearly', '2026')).toBe('2026');
  });

  it('titles buckets for tables and files, with the year', () => {
    expect(bucketTitle('hourly', '09')).toBe('09:00');
    expect(bucketTitle('daily', '2026-11-03')).toBe('03.11.2026');
    expect(bucketTitle('monthly', '2026-05')).toBe('Май 2026');
    expect(bucketTitle('yearly', '2026')).toBe('2026');
  });

  it('splits a range into the whole months inside it and the days at its edges', () => {
    expect(splitWholeMonths({ from: '2025-11-23', to: '2026-11-22' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { from: '2025-11-23', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-22' },
      ],
    });
    // Whole months at both ends, a leap February among them.
    expect(splitWholeMonths({ from: '2024-01-01', to: '2024-02-29' })).toEqual({
      months: { from: '2024-01-01', to: '2024-02-01' },
      days: [],
    });
    expect(splitWholeMonths({ from: '2026-03-01', to: '2026-04-30' }).days).toEqual([]);
    expect(splitWholeMonths({ from: '2026-03-02', to: '2026-03-31' })).toEqual({
      months: null,
      days: [{ from: '2026-03-02', to: '2026-03-31' }],
    });
    // Across a year, no whole month between two partial ones.
    expect(splitWholeMonths({ from: '2025-12-15', to: '2026-01-10' })).toEqual({
      months: null,
      days: [{ from: '2025-12-15', to: '2026-01-10' }],
    });
    expect(splitWholeMonths({ from: '2026-05-05', to: '2026-05-05' }).months).toBeNull();
  });
});

describe('picked ranges', () => {
  it('reads a filter’s days as the report’s range', () => {
    expect(pickedRange([null, null])).toBeNull();
    expect(pickedRange(['2026-11-03', null])).toEqual({ from: '2026-11-03', to: '2026-11-03' });
    expect(pickedRange(['2026-11-03', '2026-11-05'])).toEqual({
      from: '2026-11-03',
      to: '2026-11-05',
    });
  });

  it('says in Russian why a period cannot take the picked days', () => {
    expect(pickedRangeError('hourly', null)).toBeNull();
    expect(pickedRangeError('hourly', { from: '2026-11-03', to: '2026-11-03' })).toBeNull();
    expect(pickedRangeError('hourly', { from: '2026-11-03', to: '2026-11-04' })).toBe(
      'По часам строится один день: выберите одну дату',
    );
    expect(pickedRangeError('daily', { from: '2025-01-01', to: '2026-11-04' })).toBe(
      'По дням — не больше 366 дней',
    );
  });
});
