/**
 * A batch's machine meters written in the transaction of its readings (decision 065): the new
 * base, what each hour added (its notes apart), the RAM clears with their exception.
 */
import { sql } from 'drizzle-orm';
import { MACHINE_METERS, meterColumn } from '@/lib/shared/machine-meters';
import { formatMoney, fromMinorUnits } from '@/lib/shared/money';
import { formatCount } from '@/lib/shared/report-format';
import type { MachineBase, MachineOutcome, MachineSet } from './machine-meter-deltas';
import type { MeterDevice } from './meter-readings';

const METERS = MACHINE_METERS;
const column = meterColumn;

/** JSON of a set: bigints as strings. */
const json = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

const fromJson = (value: Record<string, string>) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, BigInt(v)]));

/** The machine's base as `to_jsonb` of its `machine_meter_base` row gives it, or null. */
export type BaseRow = {
  seq: number;
  read_at: string;
  meters: Record<string, string>;
  bills: Record<string, string>;
  bills_taken: Record<string, string>;
} | null;

/**
 * The hall's gaming-day lock (decision 065), taken with the device's: shared by every batch of
 * machine meters, exclusive while a day of the hall closes. A batch that waited for a close sees
 * the day closed and writes its play for it as an adjustment; a close that waited sees the batch.
 * Taken before the batch's statement, whose snapshot then follows the close.
 */
export const dayLock = (hallId: number, exclusive = false) =>
  exclusive
    ? sql`pg_advisory_xact_lock(${GAMING_DAY_LOCK}, ${hallId})`
    : sql`pg_advisory_xact_lock_shared(${GAMING_DAY_LOCK}, ${hallId})`;
const GAMING_DAY_LOCK = 1065;

/** Read with the device's lock (`baseColumn`), so the batch pays no round trip of its own. */
export const baseColumn = sql`(select to_jsonb(b) from machine_meter_base as b
  where b.device_id = devices.id) as machine_base`;

export function machineBase(row: BaseRow): MachineBase | null {
  return row
    ? {
        seq: Number(row.seq),
        at: new Date(row.read_at),
        meters: fromJson(row.meters),
        bills: fromJson(row.bills),
      }
    : null;
}

const money = (tiyn: bigint | undefined) =>
  tiyn === undefined ? '—' : formatMoney(fromMinorUnits(tiyn));
const count = (value: bigint | undefined) =>
  value === undefined ? '—' : formatCount(Number(value));

/** A clear in words: what the main meters were and became. */
const described = (seq: number, was: MachineSet, now: MachineSet) =>
  `Память автомата очищена (показание № ${seq}): его счётчики начались заново, показание ` +
  `принято за новую базу, игрой не считается. Сыграно кредитов было ${money(was.meters.coinIn)}, ` +
  `стало ${money(now.meters.coinIn)}; выиграно было ${money(was.meters.coinOut)}, стало ` +
  `${money(now.meters.coinOut)}; игр было ${count(was.meters.gamesPlayed)}, стало ` +
  `${count(now.meters.gamesPlayed)}.`;

/**
 * The outcome's writes as common table expressions for the batch's one statement, each led by a
 * comma; nothing when the batch carried no machine meters.
 */
export function machineMeterWrites(
  device: MeterDevice,
  outcome: MachineOutcome,
  now: Date,
  before: BaseRow,
) {
  if (!outcome.base) return sql``;
  const hours = outcome.hours.map((h) => ({
    hour: new Date(h.hour).toISOString(),
    ...Object.fromEntries(METERS.map((name) => [column(name), h.meters[name] ?? 0n])),
    bills: h.bills,
    changed: Object.keys(h.meters).length + Object.keys(h.bills).length > 0,
    readings: h.readings,
    last_seq: h.seq,
    meters_after: h.after.meters,
    bills_after: h.after.bills,
  }));
  const bills = outcome.hours.flatMap((h) =>
    Object.entries(h.bills).map(([note, count]) => ({
      hour: new Date(h.hour).toISOString(),
      denomination: Number(note),
      count,
    })),
  );
  // The notes counted so far (read with the device's lock) and the batch's.
  const taken = fromJson(before?.bills_taken ?? {});
  for (const h of outcome.hours) {
    for (const [note, count] of Object.entries(h.bills)) taken[note] = (taken[note] ?? 0n) + count!;
  }
  const clears = outcome.clears.map((c) => ({
    seq: c.seq,
    at: c.at.toISOString(),
    was: { meters: c.was.meters, bills: c.was.bills },
    now: c.now,
    // The key of the games' own «Сброс счётчиков»: one exception for one clear.
    key: `meters:${device.id}:${c.seq}`,
    description: described(c.seq, c.was, c.now),
  }));
  const recordColumns = sql.raw(METERS.map((name) => `${column(name)} bigint`).join(', '));
  const names = sql.raw(METERS.map(column).join(', '));
  const rowNames = sql.raw(METERS.map((n) => `r.${column(n)}`).join(', '));
  const added = sql.raw(
    METERS.map((n) => `${column(n)} = h.${column(n)} + excluded.${column(n)}`).join(', '),
  );
  return sql`, machine_base as (
          insert into machine_meter_base (device_id, seq, read_at, meters, bills, bills_taken)
          values (${device.id}, ${outcome.base.seq}, ${outcome.base.at.toISOString()}::timestamptz,
            ${json(outcome.base.meters)}::jsonb, ${json(outcome.base.bills)}::jsonb,
            ${json(taken)}::jsonb)
          on conflict (device_id) do update set seq = excluded.seq, read_at = excluded.read_at,
            meters = excluded.meters, bills = excluded.bills, bills_taken = excluded.bills_taken),
        machine_hour_rows as (
          select * from jsonb_to_recordset(${json(hours)}::jsonb) as r(hour timestamptz,
            ${recordColumns}, bills jsonb, changed boolean, readings int, last_seq bigint,
            meters_after jsonb, bills_after jsonb)),
        machine_hours as (
          insert into machine_meter_hours as h (device_id, hall_id, hour, ${names}, readings,
            last_seq, meters_after, bills_after)
          select ${device.id}, ${device.hallId}, hour, ${names}, readings, last_seq, meters_after,
            bills_after
          from machine_hour_rows
          order by hour
          on conflict (device_id, hour) do update set ${added}, readings = h.readings + excluded.readings,
            last_seq = greatest(h.last_seq, excluded.last_seq),
            meters_after = case when excluded.last_seq > h.last_seq then excluded.meters_after
              else h.meters_after end,
            bills_after = case when excluded.last_seq > h.last_seq then excluded.bills_after
              else h.bills_after end),
        machine_adjustments as (
          insert into gaming_day_adjustments (hall_id, day, device_id, recorded_at, hour, ${names},
            bills)
          select g.hall_id, g.day, ${device.id}, ${now.toISOString()}::timestamptz, r.hour,
            ${rowNames}, r.bills
          from machine_hour_rows as r
          join gaming_days as g on g.hall_id = ${device.hallId} and r.hour >= g.starts_at
            and r.hour < g.ends_at
          left join gaming_day_machines as m on m.hall_id = g.hall_id and m.day = g.day
            and m.device_id = ${device.id}
          where r.changed and m.source is distinct from 'manual'),
        machine_after_manual as (
          insert into hall_exceptions (key, hall_id, kind, severity, subject, description,
            happened_at, opened_at)
          select 'late-after-manual:' || ${device.id} || ':' || g.day, ${device.hallId},
            'meters', 'medium', ${`${device.number} · ${device.name}`},
            'Автомат передал показания за игровой день ' || to_char(g.day, 'DD.MM.YYYY')
              || ' после того, как день закрыли по ручному снятию: день учтён по ручным показаниям, '
              || 'переданные легли в часы автомата. Сверьте ручное снятие со счётчиками.',
            g.ends_at, ${now.toISOString()}::timestamptz
          from machine_hour_rows as r
          join gaming_days as g on g.hall_id = ${device.hallId} and r.hour >= g.starts_at
            and r.hour < g.ends_at
          join gaming_day_machines as m on m.hall_id = g.hall_id and m.day = g.day
            and m.device_id = ${device.id} and m.source = 'manual'
          where r.changed
          on conflict (key) do nothing),
        machine_notes as (
          insert into machine_bill_hours as b (device_id, hall_id, hour, denomination, count)
          select ${device.id}, ${device.hallId}, hour, denomination, count
          from jsonb_to_recordset(${json(bills)}::jsonb)
            as r(hour timestamptz, denomination int, count bigint)
          order by hour, denomination
          on conflict (device_id, hour, denomination) do update set count = b.count + excluded.count),
        machine_clears as (
          insert into machine_meter_events (device_id, hall_id, seq, at, kind, was, now)
          select ${device.id}, ${device.hallId}, seq, at, 'ram_clear', was, now
          from jsonb_to_recordset(${json(clears)}::jsonb) as r(seq bigint, at timestamptz, was jsonb, now jsonb)
          on conflict do nothing),
        machine_clear_exceptions as (
          insert into hall_exceptions (key, hall_id, kind, severity, subject, description, happened_at, opened_at)
          select key, ${device.hallId}, 'meters', 'high', ${`${device.number} · ${device.name}`},
          description, at, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${json(clears)}::jsonb) as r(key text, description text, at timestamptz)
        -- A clear done under a work order (decision 069) is expected: its event is kept, no alarm.
        where not exists (select 1 from machine_orders o
          where o.device_id = ${device.id} and o.kind = 'ram_clear' and o.status <> 'refused'
            and o.effective_on between (r.at - interval '1 day')::date and (r.at + interval '1 day')::date)
          on conflict (key) do nothing)`;
}
