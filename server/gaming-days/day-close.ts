/**
 * A gaming day's close (decision 065): under the hall's day lock, one row for the day and one
 * frozen row per game terminal — its meters at the open and at the close, what each meter added
 * and the notes its validator took — and «Нет показаний» for a machine in service that sent none.
 * A close that finds the day closed changes nothing: two instances close a day once. The meters
 * against the desks' cash leave their variances in the same transaction (decision 067).
 */
import { sql } from 'drizzle-orm';
import { dottedDay, isoDateAfter } from '@/lib/shared/iso-date';
import { MACHINE_METERS, METER_DIGITS_MAX, meterColumn } from '@/lib/shared/machine-meters';
import { inTransaction, queryRows, type Db } from '../db/database';
import { difference } from '../equipment/machine-meter-deltas';
import { dayLock } from '../equipment/machine-meter-writes';
import { ApiError, errors } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { dayAt, dayStart } from '../halls/gaming-day-bounds';
import { DEFAULT_CASH_RULES } from '../cash-desks/cash-rules';
import { deskMoneyByMachine, recordDayVariances } from './day-variances';
import { meterColumns, summedMeters } from './day-figures';

type Bounds = {
  starts_at: Date | string;
  ends_at: Date | string;
  hour: number;
  before_opening: boolean;
};

export type CloseResult = { closedNow: boolean };

/**
 * Closes `day` of the hall: by the close at the boundary (`by` null), or by the person `by` names,
 * whose close is audited in its transaction.
 */
export async function closeGamingDay(
  db: Db,
  hallId: number,
  day: string,
  by: Omit<Actor, 'tx'> | null,
  now: Date,
  headOfficeTenge = DEFAULT_CASH_RULES.headOfficeTenge,
): Promise<CloseResult> {
  const closedBy = by?.user.id ?? null;
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
    const manual = await manualCloses(tx, hallId, day, starts);
    const cols = MACHINE_METERS.map(meterColumn);
    const manualColumns = sql.raw(cols.map((c) => `${c} bigint`).join(', '));
    const chosen = sql.raw(
      cols
        .map(
          (c) =>
            `case when s.readings = 0 and m.device_id is not null then coalesce(m.${c}, 0) else s.${c} end`,
        )
        .join(', '),
    );
    await tx.execute(
      sql`with manual as (
            select * from jsonb_to_recordset(${JSON.stringify(manual)}::jsonb)
              as r(device_id int, closed jsonb, bills jsonb, ${manualColumns})),
          frozen as (
            insert into gaming_day_machines (hall_id, day, device_id, source, opened, closed,
              ${meterColumns()}, bills)
            select ${hallId}, ${day}::date, d.id,
              case when s.readings > 0 then 'meters' when m.device_id is not null then 'manual'
                else 'none' end,
              coalesce(prev.closed, o.after),
              case when s.readings = 0 and m.device_id is not null then m.closed else c.after end,
              ${chosen},
              case when s.readings = 0 and m.device_id is not null then m.bills
                else coalesce(b.bills, '{}') end
            from devices as d
            left join manual as m on m.device_id = d.id
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
              -- A machine withdrawn or moved out stands in the hall until that day (decision 069).
              and (d.out_of_service_on is null or d.out_of_service_on > ${day}::date)
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
    await tx.execute(
      sql`update gaming_days as g set machines = t.machines, no_reading = t.silent,
            meter_win = t.win, bills_in = t.bills, credits_sold = o.sold, hand_pays = o.paid
          from (
            select count(*)::int as machines, (count(*) filter (where source = 'none'))::int as silent,
              coalesce(sum(coin_in - coin_out - jackpot_hand_pays), 0) as win,
              coalesce(sum(bills_in), 0) as bills
            from gaming_day_machines where hall_id = ${hallId} and day = ${day}::date) as t,
          (select coalesce(sum(sold), 0) as sold, coalesce(sum(paid), 0) as paid
            from (${deskMoneyByMachine(hallId, starts, end)}) as x) as o
          where g.hall_id = ${hallId} and g.day = ${day}::date`,
    );
    await recordDayVariances(tx, { hallId, day, starts, end, now }, headOfficeTenge);
    if (by) await recordAudit({ ...by, tx }, 'gaming_day.close', 0, { day });
    return { closedNow: true };
  });
}

/**
 * The day's confirmed readings by hand (manual-readings.ts) as closes: each machine's figures
 * then, and what they added since its open (its previous close, or its last reading before the
 * day); nothing added where it has no open yet, or where its meters went back (a RAM clear).
 */
async function manualCloses(tx: Db, hallId: number, day: string, starts: string) {
  const rows = await queryRows<{
    device_id: number;
    meters: Record<string, string>;
    bills: Record<string, string>;
    opened: { meters: Record<string, string>; bills: Record<string, string> } | null;
  }>(
    tx,
    sql`select r.device_id, r.meters, r.bills, coalesce(prev.closed, o.after) as opened
        from gaming_day_readings as r
        left join gaming_day_machines as prev on prev.hall_id = r.hall_id
          and prev.day = r.day - 1 and prev.device_id = r.device_id
        left join lateral (
          select jsonb_build_object('meters', h.meters_after, 'bills', h.bills_after) as after
          from machine_meter_hours as h
          where h.device_id = r.device_id and h.hour < ${starts}::timestamptz and h.readings > 0
          order by h.hour desc limit 1) as o on true
        where r.hall_id = ${hallId} and r.day = ${day}::date and r.confirmed_at is not null`,
  );
  const set = (value: { meters: Record<string, string>; bills: Record<string, string> }) => ({
    meters: Object.fromEntries(Object.entries(value.meters).map(([k, v]) => [k, BigInt(v)])),
    bills: Object.fromEntries(Object.entries(value.bills ?? {}).map(([k, v]) => [k, BigInt(v)])),
  });
  return rows.map((row) => {
    const now = set(row);
    const moved = row.opened ? difference(set(row.opened), now, METER_DIGITS_MAX) : null;
    return {
      device_id: row.device_id,
      closed: { meters: row.meters, bills: row.bills },
      bills: Object.fromEntries(
        Object.entries(moved?.set.bills ?? {}).map(([k, v]) => [k, String(v)]),
      ),
      ...Object.fromEntries(
        MACHINE_METERS.map((name) => [meterColumn(name), String(moved?.set.meters[name] ?? 0n)]),
      ),
    };
  });
}
