/**
 * A machine's meters read by hand for a day it did not report (decision 065): one person takes
 * the reading, another confirms it by entering the same figures from their own session, and the
 * day's close takes the confirmed reading as the machine's close. Only for a day not yet closed,
 * and only for a machine that sent nothing in it.
 */
import { sql } from 'drizzle-orm';
import type { MachineMeterName } from '@/lib/shared/machine-meters';
import { queryRows } from '../db/database';
import { ApiError, errors } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { dayStart } from '../halls/gaming-day-bounds';

/** The figures as the device's meter call parses them: money in tiyn, counts, notes. */
export type ManualMeters = Partial<Record<MachineMeterName, bigint>> & {
  bills?: Record<string, bigint>;
};

const kept = ({ bills, ...meters }: ManualMeters) => ({
  meters: Object.fromEntries(
    Object.entries(meters)
      .filter(([name]) => name !== 'digits')
      .map(([name, value]) => [name, String(value)]),
  ),
  bills: Object.fromEntries(Object.entries(bills ?? {}).map(([note, n]) => [note, String(n)])),
});

const same = (a: ReturnType<typeof kept>, b: ReturnType<typeof kept>) =>
  JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const sorted = (value: ReturnType<typeof kept>) => ({
  meters: Object.fromEntries(Object.entries(value.meters).sort()),
  bills: Object.fromEntries(Object.entries(value.bills).sort()),
});

/** The day's state for a machine: whether the day is closed and whether the machine reported. */
async function dayOfMachine(a: Actor, day: string, deviceId: number) {
  const [row] = await queryRows<{
    terminal: boolean;
    closed: boolean;
    reported: boolean;
    before_opening: boolean;
  }>(
    a.tx,
    sql`select d.type = 'game_terminal' as terminal,
          exists (select 1 from gaming_days g where g.hall_id = h.id and g.day = ${day}::date) as closed,
          exists (select 1 from machine_meter_hours hh where hh.device_id = d.id and hh.readings > 0
            and hh.hour >= ${dayStart(sql`${day}::date`)}
            and hh.hour < ${dayStart(sql`(${day}::date + 1)`)}) as reported,
          d.created_at >= ${dayStart(sql`(${day}::date + 1)`)} as before_opening
        from devices as d join halls as h on h.id = d.hall_id
        where d.id = ${deviceId} and d.hall_id = ${a.hallId}
        for update of d`,
  );
  if (!row || !row.terminal || row.before_opening) {
    throw new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', {
      deviceId: 'Игрового автомата с таким номером в этом зале в тот день не было',
    });
  }
  if (row.closed) throw new ApiError(409, 'day_closed', 'Игровой день уже закрыт');
  if (row.reported) {
    throw new ApiError(
      409,
      'machine_reported',
      'Автомат передал показания за этот день: ручные показания не нужны',
    );
  }
}

/** «Снять показания вручную»: the first person's reading, waiting for the second. */
export async function takeManualReading(
  a: Actor,
  day: string,
  deviceId: number,
  meters: ManualMeters,
) {
  await dayOfMachine(a, day, deviceId);
  const { meters: values, bills } = kept(meters);
  const [row] = await queryRows<{ id: number }>(
    a.tx,
    sql`insert into gaming_day_readings (hall_id, day, device_id, meters, bills, taken_by, taken_at)
        values (${a.hallId}, ${day}::date, ${deviceId}, ${JSON.stringify(values)}::jsonb,
          ${JSON.stringify(bills)}::jsonb, ${a.user.id}, ${a.now.toISOString()}::timestamptz)
        on conflict do nothing returning id`,
  );
  if (row) await recordAudit(a, 'gaming_day.manual_reading', row.id, { day, deviceId });
  if (!row) {
    throw new ApiError(
      409,
      'manual_exists',
      'Показания этого автомата за этот день уже сняты: их подтверждает второй человек',
    );
  }
  return row.id;
}

/**
 * «Подтвердить показания»: another person enters the same figures. Different figures confirm
 * nothing (409 `manual_mismatch`), and the first person cannot confirm their own (403).
 */
export async function confirmManualReading(a: Actor, id: number, meters: ManualMeters) {
  const [reading] = await queryRows<{
    day: string;
    device_id: number;
    meters: Record<string, string>;
    bills: Record<string, string>;
    taken_by: number | null;
    confirmed_at: Date | string | null;
  }>(
    a.tx,
    sql`select day::text, device_id, meters, bills, taken_by, confirmed_at
        from gaming_day_readings where id = ${id} and hall_id = ${a.hallId} for update`,
  );
  if (!reading) throw errors.notFound('Показания не найдены');
  if (reading.confirmed_at)
    throw new ApiError(409, 'already_confirmed', 'Показания уже подтверждены');
  if (reading.taken_by === a.user.id) {
    throw new ApiError(
      403,
      'same_person',
      'Подтверждает второй человек: войдите под своей учётной записью',
    );
  }
  await dayOfMachine(a, reading.day, reading.device_id);
  if (!same(kept(meters), { meters: reading.meters, bills: reading.bills })) {
    throw new ApiError(
      409,
      'manual_mismatch',
      'Показания не совпадают с первыми: снимите их ещё раз вместе',
    );
  }
  await queryRows(
    a.tx,
    sql`update gaming_day_readings set confirmed_by = ${a.user.id},
          confirmed_at = ${a.now.toISOString()}::timestamptz
        where id = ${id}`,
  );
  await recordAudit(a, 'gaming_day.manual_confirm', id, {
    day: reading.day,
    deviceId: reading.device_id,
  });
  return reading;
}
