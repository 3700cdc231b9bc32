/**
 * A gaming day's close (decision 065): under the hall's day lock, one row for the day and one
 * frozen row per game terminal — its meters at the open and at the close, what each meter added
 * and the notes its validator took — and «Нет показаний» for a machine in service that sent none.
 * A close that finds the day closed changes nothing: two instances close a day once.
 */
import { sql } from 'drizzle-orm';
import { dottedDay, isoDateAfter } from '@/lib/shared/iso-date';
import { inTransaction, queryRows, type Db } from '../db/database';
import { dayLock } from '../equipment/machine-meter-writes';
import { ApiError, errors } from '../errors';
import { meterColumns, summedMeters } from './day-figures';

/** The hall-local start of `day` (a date in SQL) in the hall `h`, as a timestamptz. */
export const dayStart = (day: ReturnType<typeof sql>, h = 'h') =>
  sql`((${day} + make_interval(hours => ${sql.raw(h)}.gaming_day_start_hour))::timestamp
    at time zone ${sql.raw(h)}.timezone)`;

/** The gaming day a moment falls in, in the hall `h`. */
export const dayAt = (at: ReturnType<typeof sql>, h = 'h') =>
  sql`((${at} at time zone ${sql.raw(h)}.timezone)
    - make_interval(hours => ${sql.raw(h)}.gaming_day_start_hour))::date`;

type Bounds = {
  starts_at: Date | string;
  ends_at: Date | string;
  hour: number;
  before_opening: boolean;
};

export type CloseResult = { closedNow: boolean };

export async function closeGamingDay(
  db: Db,
  hallId: number,
  day: string,
  closedBy: number | null,
  now: Date,
): Promise<CloseResult> {
  return inTransaction(db, async (tx) => {
    const [hall] = await queryRows<Bounds>(
      tx,
      sql`select ${dayLock(hallId, true)}::text as lock, h.gaming_day_start_hour as hour,
            ${dayStart(sql`${day}::date`)} as starts_at,
            ${dayStart(sql`(${day}::date + 1)`)} as ends_at,
            ${day}::date < ${dayAt(sql`h.created_at`)} as before_opening
          from halls as h where h.id = ${hallId}`,
    );
    if (!hall || hall.before_opening) {
      throw errors.notFound('Игрового дня нет: зал тогда ещё не работал');
    }
    const ends = new Date(hall.ends_at);
    if (ends > now) {
      const next = dottedDay(isoDateAfter(new Date(`${day}T00:00:00Z`), 1));
      throw new ApiError(
        409,
        'day_not_over',
        `Игровой день ещё не закончился: его можно закрыть с ${String(hall.hour).padStart(2, '0')}:00 ${next}`,
      );
    }
    const starts = new Date(hall.starts_at).toISOString();
    const end = ends.toISOString();
    const [opened] = await queryRows<{ day: string }>(
      tx,
      sql`insert into gaming_days (hall_id, day, starts_at, ends_at, closed_at, closed_by)
          values (${hallId}, ${day}::date, ${starts}::timestamptz, ${end}::timestamptz,
            ${now.toISOString()}::timestamptz, ${closedBy})
          on conflict do nothing returning day::text`,
    );
    if (!opened) return { closedNow: false };
    await tx.execute(
      sql`with frozen as (
            insert into gaming_day_machines (hall_id, day, device_id, source, opened, closed,
              ${meterColumns()}, bills)
            select ${hallId}, ${day}::date, d.id,
              case when s.readings > 0 then 'meters' else 'none' end,
              coalesce(prev.closed, o.after), c.after, ${meterColumns('s')}, coalesce(b.bills, '{}')
            from devices as d
            cross join lateral (
              select coalesce(sum(h.readings), 0) as readings, ${summedMeters('h', '', false)}
              from machine_meter_hours as h
              where h.device_id = d.id and h.hour >= ${starts}::timestamptz
                and h.hour < ${end}::timestamptz) as s
            left join lateral (
              select jsonb_build_object('meters', h.meters_after, 'bills', h.bills_after) as after
              from machine_meter_hours as h
              where h.device_id = d.id and h.hour < ${end}::timestamptz and h.readings > 0
              order by h.hour desc limit 1) as c on true
            left join lateral (
              select jsonb_build_object('meters', h.meters_after, 'bills', h.bills_after) as after
              from machine_meter_hours as h
              where h.device_id = d.id and h.hour < ${starts}::timestamptz and h.readings > 0
              order by h.hour desc limit 1) as o on true
            left join gaming_day_machines as prev on prev.hall_id = ${hallId}
              and prev.day = ${day}::date - 1 and prev.device_id = d.id
            left join lateral (
              select jsonb_object_agg(n.denomination::text, n.count) as bills
              from (
                select denomination, sum(count)::bigint as count from machine_bill_hours
                where device_id = d.id and hour >= ${starts}::timestamptz and hour < ${end}::timestamptz
                group by denomination) as n) as b on true
            where d.hall_id = ${hallId} and d.type = 'game_terminal'
              and d.created_at < ${end}::timestamptz
            returning device_id, source)
          insert into hall_exceptions (key, hall_id, kind, severity, subject, description,
            happened_at, opened_at)
          select 'no-reading:' || d.id || ':' || ${day}, ${hallId}, 'meters', 'medium',
            d.number || ' · ' || d.name,
            ${`Нет показаний за игровой день ${dottedDay(day)}: автомат не передал счётчики, ` + 'день закрыт с отметкой «нет показаний». Снимите показания вручную вдвоём.'},
            ${end}::timestamptz, ${now.toISOString()}::timestamptz
          from frozen as f join devices as d on d.id = f.device_id
          where f.source = 'none' and d.status = 'active'
          on conflict (key) do nothing`,
    );
    return { closedNow: true };
  });
}
