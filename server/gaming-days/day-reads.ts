/**
 * The gaming days of a hall as the screens read them (decision 065): a closed day from its frozen
 * figures and its dated adjustments; a day not yet closed from the machines' hours as they stand.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { errors } from '../errors';
import { dayAt, dayStart } from '../halls/gaming-day-bounds';
import { dayCash, dayCashByMachine, hallCash } from './day-cash';
import { dayFigures, meterColumns, meterSet, summedMeters } from './day-figures';

type Kept = Parameters<typeof meterSet>[0];
import type { GamingDayMachineRecord, GamingDayRecord } from './day-schemas';

type DayRow = Record<string, string> & {
  day: string;
  starts_at: Date | string;
  ends_at: Date | string;
  closed_at: Date | string | null;
  closed_by: string | null;
  closed: boolean;
  machines: number;
  silent: number;
  adjustments: number;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const toDay = (row: DayRow, now: Date): GamingDayRecord => ({
  day: row.day,
  startsAt: iso(row.starts_at)!,
  endsAt: iso(row.ends_at)!,
  status: row.closed ? 'closed' : new Date(row.ends_at) > now ? 'open' : 'awaiting',
  closedAt: iso(row.closed_at),
  closedBy: row.closed_by,
  machines: row.machines,
  noReading: row.silent,
  adjustments: row.adjustments,
  figures: dayFigures(row),
  adjusted: dayFigures(
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/^adj_/, ''), v])),
  ),
});

/**
 * The days `from`–`to` of a hall since it opened and up to the one going on (after midnight, the
 * calendar's today has not begun as a gaming day), newest first, each closed or as it stands.
 */
export async function listGamingDays(
  db: Db,
  hallId: number,
  from: string,
  to: string,
  now: Date,
  /** Whether days not begun yet are left out: the list's, not one day's asked by its date. */
  begunOnly = true,
) {
  const rows = await queryRows<DayRow>(
    db,
    sql`with h as (select * from halls where id = ${hallId}),
        bounded as (
          select d::date as day, ${dayStart(sql`d::date`)} as starts_at,
            ${dayStart(sql`(d::date + 1)`)} as ends_at
          from h, generate_series(${from}::date, ${to}::date, interval '1 day') as d
          where d::date >= ${dayAt(sql`h.created_at`)}
            and (${!begunOnly} or d::date <= ${dayAt(sql`${now.toISOString()}::timestamptz`)}))
        select b.day::text, b.starts_at, b.ends_at, g.closed_at, u.full_name as closed_by,
          g.day is not null as closed, f.*, a.*
        from bounded as b
        left join gaming_days as g on g.hall_id = ${hallId} and g.day = b.day
        left join users as u on u.id = g.closed_by
        cross join lateral (
          select ${summedMeters('x')}, coalesce(sum(x.machine), 0)::int as machines,
            coalesce(sum(x.silent), 0)::int as silent
          from (
            select ${meterColumns('m')}, 1 as machine, (m.source = 'none')::int as silent
            from gaming_day_machines as m
            where g.day is not null and m.hall_id = ${hallId} and m.day = b.day
            union all
            select ${meterColumns('hh')}, 0, 0 from machine_meter_hours as hh
            where g.day is null and hh.hall_id = ${hallId} and hh.hour >= b.starts_at
              and hh.hour < b.ends_at) as x) as f
        cross join lateral (
          select count(*)::int as adjustments, ${summedMeters('ad', 'adj_')}
          from gaming_day_adjustments as ad
          where ad.hall_id = ${hallId} and ad.day = b.day) as a
        order by b.day desc`,
  );
  // A day not closed counts the machines that reported in it.
  const open = rows.filter((r) => !r.closed);
  if (open.length > 0) {
    const reporting = await queryRows<{ day: string; machines: number }>(
      db,
      sql`select b.day::text, count(distinct hh.device_id)::int as machines
          from (select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d) as b
          cross join halls as h
          join machine_meter_hours as hh on hh.hall_id = h.id
            and hh.hour >= ${dayStart(sql`b.day`)} and hh.hour < ${dayStart(sql`(b.day + 1)`)}
            and hh.readings > 0
          where h.id = ${hallId}
          group by b.day`,
    );
    const byDay = new Map(reporting.map((r) => [r.day, r.machines]));
    for (const row of open) row.machines = byDay.get(row.day) ?? 0;
  }
  return rows.map((row) => toDay(row, now));
}

type MachineRow = Record<string, string> & {
  device_id: number;
  number: string;
  name: string;
  source: 'meters' | 'manual' | 'none';
  opened: unknown;
  closed: unknown;
  bills: Record<string, string> | null;
  adjustments: { recorded_at: string; hour: string; [column: string]: unknown }[] | null;
  manual: {
    id: number;
    taken_by: string | null;
    taken_at: string;
    confirmed_by: string | null;
    confirmed_at: string | null;
  } | null;
};

/** The machine's reading by hand of the day, without its figures. */
const manualOf = (day: string) => sql`(
  select jsonb_build_object('id', r.id, 'taken_by', tb.full_name, 'taken_at', r.taken_at,
    'confirmed_by', cb.full_name, 'confirmed_at', r.confirmed_at)
  from gaming_day_readings as r
  left join users as tb on tb.id = r.taken_by
  left join users as cb on cb.id = r.confirmed_by
  where r.device_id = d.id and r.day = ${day}::date) as manual`;

/** One day of a hall, each game terminal's figures in it, closed or as they stand. */
export async function gamingDay(db: Db, hallId: number, day: string, now: Date) {
  const [found] = await listGamingDays(db, hallId, day, day, now, false);
  if (!found) throw errors.notFound('Игрового дня нет: зал тогда ещё не работал');
  const closed = found.status === 'closed';
  const rows = await queryRows<MachineRow>(
    db,
    closed
      ? sql`select m.device_id, d.number, d.name, m.source, m.opened, m.closed,
              ${meterColumns('m')}, m.bills,
              (select jsonb_agg(to_jsonb(ad) order by ad.recorded_at, ad.id)
                from gaming_day_adjustments as ad
                where ad.hall_id = m.hall_id and ad.day = m.day and ad.device_id = m.device_id)
                as adjustments, ${manualOf(day)}
            from gaming_day_machines as m join devices as d on d.id = m.device_id
            where m.hall_id = ${hallId} and m.day = ${day}::date
            order by d.number`
      : sql`select d.id as device_id, d.number, d.name,
              case when s.readings > 0 then 'meters' else 'none' end as source,
              null::jsonb as opened, null::jsonb as closed, s.*, b.bills, null::jsonb as adjustments,
              ${manualOf(day)}
            from devices as d
            cross join lateral (
              select coalesce(sum(hh.readings), 0) as readings, ${summedMeters('hh')}
              from machine_meter_hours as hh
              where hh.device_id = d.id and hh.hour >= ${found.startsAt}::timestamptz
                and hh.hour < ${found.endsAt}::timestamptz) as s
            left join lateral (
              select jsonb_object_agg(n.denomination::text, n.count) as bills
              from (
                select denomination, sum(count)::bigint as count from machine_bill_hours
                where device_id = d.id and hour >= ${found.startsAt}::timestamptz
                  and hour < ${found.endsAt}::timestamptz
                group by denomination) as n) as b on true
            where d.hall_id = ${hallId} and d.type = 'game_terminal'
              and d.created_at < ${found.endsAt}::timestamptz
              and (d.out_of_service_on is null or d.out_of_service_on > ${found.day}::date)
            order by d.number`,
  );
  const cash = await dayCashByMachine(db, hallId, found);
  const machines: GamingDayMachineRecord[] = rows.map((row) => ({
    deviceId: row.device_id,
    number: row.number,
    name: row.name,
    source: row.source,
    opened: meterSet(row.opened as Kept),
    closed: meterSet(row.closed as Kept),
    figures: dayFigures(row),
    cash: dayCash(cash.get(row.device_id), dayFigures(row)),
    adjustments: (row.adjustments ?? []).map((a) => ({
      recordedAt: iso(a.recorded_at)!,
      hour: iso(a.hour)!,
      figures: dayFigures(a as Record<string, unknown> & { bills?: Record<string, string> }),
    })),
    manual: row.manual && {
      id: row.manual.id,
      takenBy: row.manual.taken_by,
      takenAt: iso(row.manual.taken_at)!,
      confirmedBy: row.manual.confirmed_by,
      confirmedAt: iso(row.manual.confirmed_at),
    },
  }));
  return { day: found, cash: dayCash(hallCash(cash), found.figures), machines };
}
