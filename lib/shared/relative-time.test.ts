import { timeAgo } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('timeAgo', () => {
  it.each([
    [30_000, 'только что'],
    [-5_000, 'только что'],
    [5 * 60_000, '5 мин назад'],
    [59 * 60_000 + 59_000, '59 мин назад'],
    [2 * 3_600_000, '2 ч назад'],
    [86_400_000, '1 день назад'],
    [3 * 86_400_000, '3 дня назад'],
    [11 * 86_400_000, '11 дней назад'],
    [21 * 86_400_000, '21 день назад'],
  ])('says %i ms ago as «%s»', (ms, text) => {
    expect(timeAgo(ago(ms), now)).toBe(text);
  });

  it('gives a date for anything older than a month, and «никогда» for no moment', () => {
    expect(timeAgo('2026-09-01T10:00:00Z', now)).toBe('01.09.2026');
    expect(timeAgo(null, now)).toBe('никогда');
  });
});
