/**
 * Moments as a hall sees them: on its own clock (the hall's `timezone` from the API), Russian
 * format. The server reads the same zone from `halls.timezone`.
 */

/** The zone of a hall whose own is not known yet: every hall of the chain is in Kazakhstan. */
export const DEFAULT_HALL_TIME_ZONE = 'Asia/Almaty';

export type HallClock = {
  zone: string;
  /** «23.11.2026, 06:43». */
  dateTime: (at: string | Date) => string;
  /** «23.11.2026». */
  date: (at: string | Date) => string;
  /** «23.11». */
  dayMonth: (at: string | Date) => string;
  /** The hall's calendar day as `YYYY-MM-DD`. */
  today: (now?: Date) => string;
  /** The hall's wall clock at `at` as numbers, and how far it is ahead of UTC then (ms). */
  wall: (at: Date) => WallClock;
  /** Minutes after the hall's midnight at `at` (opening hours are kept so). */
  minuteOfDay: (at: Date) => number;
};

export type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> & {
  offset: number;
};

const clocks = new Map<string, HallClock>();

/** The clock of a zone; one per zone, its formatters made once (a table formats hundreds). */
export function hallClock(zone: string = DEFAULT_HALL_TIME_ZONE): HallClock {
  let clock = clocks.get(zone);
  if (!clock) {
    const format = (options: Intl.DateTimeFormatOptions, locale = 'ru-RU') =>
      new Intl.DateTimeFormat(locale, { timeZone: zone, ...options });
    const dateTime = format({ dateStyle: 'short', timeStyle: 'short' });
    const date = format({ day: '2-digit', month: '2-digit', year: 'numeric' });
    const dayMonth = format({ day: '2-digit', month: '2-digit' });
    const isoDay = format({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'sv');
    const numeric = format(
      {
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      },
      'en-GB',
    );
    const wall = (at: Date): WallClock => {
      const parts = Object.fromEntries(
        numeric
          .formatToParts(at)
          .filter((part) => part.type !== 'literal')
          .map((part) => [part.type, Number(part.value)]),
      ) as Omit<WallClock, 'offset'>;
      const { year, month, day, hour, minute, second } = parts;
      const local = Date.UTC(year, month - 1, day, hour, minute, second);
      return { ...parts, offset: local - Math.floor(at.getTime() / 1000) * 1000 };
    };
    clock = {
      zone,
      dateTime: (at) => dateTime.format(new Date(at)),
      date: (at) => date.format(new Date(at)),
      dayMonth: (at) => dayMonth.format(new Date(at)),
      today: (now = new Date()) => isoDay.format(now),
      wall,
      minuteOfDay: (at) => {
        const { hour, minute } = wall(at);
        return hour * 60 + minute;
      },
    };
    clocks.set(zone, clock);
  }
  return clock;
}
