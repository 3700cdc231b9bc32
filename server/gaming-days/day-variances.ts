/**
 * A closed day's meters against the cash (decision 067), machine by machine: the credits its desks
 * sold against its electronic credits in, the hand pays its desks paid against its hand-paid
 * meters. A difference above the hall's machine tolerance is a variance to sign off; a machine
 * that sent no reading has nothing to compare.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { machineSignOff } from '../cash-desks/variances';

/** What the desks paid and sold per machine between `starts` and `end`. */
export const deskMoneyByMachine = (hallId: number, starts: string, end: string) =>
  sql`select device_id,
      coalesce(sum(amount) filter (where type = 'machine_credit'), 0) as sold,
      count(*) filter (where type = 'machine_credit') as credits,
      coalesce(sum(amount) filter (where type = 'payout'), 0) as paid
    from cash_operations
    where hall_id = ${hallId} and created_at >= ${starts}::timestamptz
      and created_at < ${end}::timestamptz and device_id is not null
      and type in ('machine_credit', 'payout')
    group by device_id`;

export async function recordDayVariances(
  tx: Db,
  day: { hallId: number; day: string; starts: string; end: string; now: Date },
  headOfficeTenge: number,
) {
  await tx.execute(sql`
    insert into cash_variances (hall_id, device_id, day, kind, amount, sign_off, at)
    select ${day.hallId}, v.device_id, ${day.day}::date, v.kind, v.amount,
      ${machineSignOff(sql`v.amount`, headOfficeTenge)}, ${day.now.toISOString()}::timestamptz
    from (
      select m.device_id, 'machine_credits' as kind, coalesce(o.sold, 0) - m.transfers_in as amount
      from gaming_day_machines as m
      join devices as d on d.id = m.device_id
      left join (${deskMoneyByMachine(day.hallId, day.starts, day.end)}) as o
        on o.device_id = m.device_id
      where m.hall_id = ${day.hallId} and m.day = ${day.day}::date and m.source <> 'none'
        and (d.desk_credits or o.credits > 0)
      union all
      select m.device_id, 'machine_hand_pays',
        coalesce(o.paid, 0) - (m.jackpot_hand_pays + m.cancelled_hand_pays)
      from gaming_day_machines as m
      left join (${deskMoneyByMachine(day.hallId, day.starts, day.end)}) as o
        on o.device_id = m.device_id
      where m.hall_id = ${day.hallId} and m.day = ${day.day}::date and m.source <> 'none'
    ) as v
    join halls as h on h.id = ${day.hallId}
    where abs(v.amount) > h.machine_tolerance_tenge::bigint * 100
    on conflict do nothing`);
}
