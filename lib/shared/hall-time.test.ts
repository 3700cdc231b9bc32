import { hallClock } from './hall-time';

describe('hallClock', () => {
  const at = '2026-11-23T20:30:00Z';

  it('tells a moment on the hall’s own clock', () => {
    const almaty = hallClock('Asia/Almaty'); // UTC+5
    expect(almaty.dateTime(at)).toBe('24.11.2026, 01:30');
    expect(almaty.date(at)).toBe('24.11.2026');
    expect(almaty.dayMonth(at)).toBe('24.11');
    expect(almaty.today(new Date(at))).toBe('2026-11-24');
  });

  it('gives a hall in another zone its own day', () => {
    const moscow = hallClock('Europe/Moscow'); // UTC+3
    expect(moscow.dateTime(at)).toBe('23.11.2026, 23:30');
    expect(moscow.today(new Date(at))).toBe('2026-11-23');
  });

  it('reads the hall’s wall clock and its minute of the day', () => {
    const almaty = hallClock('Asia/Almaty');
    expect(almaty.wall(new Date(at))).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 1,
      minute: 30,
      second: 0,
      offset: 5 * 3600_000,
    });
    expect(almaty.minuteOfDay(new Date(at))).toBe(90);
    // Midnight is minute 0, not 24:00.
    expect(almaty.minuteOfDay(new Date('2026-11-23T19:00:00Z'))).toBe(0);
    expect(hallClock('Europe/Moscow').minuteOfDay(new Date(at))).toBe(23 * 60 + 30);
  });

  it('uses the chain’s zone when the hall’s is not known', () => {
    expect(hallClock().zone).toBe('Asia/Almaty');
    expect(hallClock()).toBe(hallClock('Asia/Almaty'));
  });
});
