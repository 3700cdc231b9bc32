/** The door's exception: a day's visits far below the same weekday's usual. */
import { sql } from 'drizzle-orm';
import { formatCount } from '@/lib/shared/report-format';
import { queryRows } from '../db/database';
import { dayText, type Detector } from './found';

const WEEKDAYS = [
  'понедельникам',
  'вторникам',
  'средам',
  'четвергам',
  'пятницам',
  'субботам',
  'воскресеньям',
];

export const attendanceDrops: Detector = async (db, now, t) => {
  const rows = await queryRows<{
    hall_id: number;
    first: string;
    last: string;
    days: number;
    visits: number;
    usual: number;
    weekday: number;
    started: Date | string;
  }>(
    db,
    sql`with open_halls as (
        select id, timezone,
          (${now.toISOString()}::timestamptz at time zone timezone)::date as today
        from halls where status = 'open'
      ), days as (
        select h.id as hall_id, h.timezone, d::date as day, coalesce(v.visits, 0) as visits
        from open_halls h
        join (select hall_id, min(start) as first from visit_stats where period = 'day'
              group by hall_id) f on f.hall_id = h.id
        cross join generate_series(f.first, h.today - 1, interval '1 day') as d
        left join visit_stats v on v.hall_id = h.id and v.period = 'day' and v.start = d::date
      ), compared as (
        select hall_id, timezone, day, visits, avg(visits) over w as usual, count(*) over w as weeks
        from days
        window w as (partition by hall_id, extract(isodow from day) order by day
          rows between 8 preceding and 1 preceding)
      ), dropped as (
        select *, day - (row_number() over (partition by hall_id order by day))::int as run
        from compared
        where weeks = 8 and usual >= ${t.visitsMinUsual}
          and visits < usual * ${t.visitsPercent} / 100.0
      )
      select hall_id, min(day)::text as first, max(day)::text as last, count(*)::int as days,
        sum(visits)::int as visits, avg(usual)::float8 as usual,
        extract(isodow from min(day))::int as weekday,
        min(day)::timestamp at time zone min(timezone) as started
      from dropped group by hall_id, run order by hall_id, first`,
  );
  return rows.map((r) => ({
    key: `visits:${r.hall_id}:${r.first}`,
    hallId: r.hall_id,
    kind: 'visits',
    severity: r.visits < (r.usual * r.days * t.visitsPercent) / 200 ? 'high' : 'medium',
    subject: 'Посещаемость',
    description:
      r.days === 1
        ? `${dayText(r.first)} посещений: ${formatCount(r.visits)} — меньше ${t.visitsPercent} % ` +
          `обычного по ${WEEKDAYS[r.weekday - 1]} (в среднем ${formatCount(Math.round(r.usual))} ` +
          `за 8 недель)`
        : `С ${dayText(r.first)} по ${dayText(r.last)} (${r.days} дн.) посещений: ` +
          `${formatCount(r.visits)} — меньше ${t.visitsPercent} % обычного ` +
          `(в среднем ${formatCount(Math.round(r.usual))} в день за 8 недель)`,
    happenedAt: new Date(r.started),
  }));
};

/**
 * An open hall with fewer game terminals in service than the licence's 60 (Art. 12 p. 2). One
 * exception a shortfall: the key holds the count, so a hall that loses or gains a terminal while
 * still short gets a new one with the new figure, and one that stays short keeps its row.
 */
