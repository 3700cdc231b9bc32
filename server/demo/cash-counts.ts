/**
 * The demo's counts of cash (decision 060): the counts behind every close and handover, and
 * their variances.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_CASH_RULES } from '../cash-desks/cash-rules';
import type { Db } from '../db/database';
import { PEOPLE } from './cash-desks';

/**
 * The counts behind every closed shift: a close's count by its cashier, or a handover's two (the
 * outgoing's and the incoming's); a variance for each count off the ledger, signed off by the
 * hall's manager where its size asks it, but for this morning's handover in the central hall.
 */
export async function seedCountsAndVariances(db: Db) {
  const thresholds = {
    signOff: BigInt(DEFAULT_CASH_RULES.signOffTenge) * 100n,
    headOffice: BigInt(DEFAULT_CASH_RULES.headOfficeTenge) * 100n,
  };
  await db.execute(sql`
    with ends as (
      select s.*, d.name = 'Касса 2' as handed,
        lead(s.held_by) over (partition by s.desk_id order by s.opened_at) as next_holder,
        lead(s.id) over (partition by s.desk_id order by s.opened_at) as next_id
      from shifts s join cash_desks d on d.id = s.desk_id
    )
    insert into cash_counts (hall_id, desk_id, shift_id, kind, total, expected, counted_by, counted_at)
    select e.hall_id, e.desk_id, e.id, c.kind, e.counted_cash, e.expected_cash, c.who, c.at
    from ends e
    cross join lateral (values
      (case when e.handed and e.next_id is not null then 'handover_out' else 'closing' end,
        e.held_by, e.closed_at - interval '2 minutes'),
      (case when e.handed and e.next_id is not null then 'handover_in' end,
        e.next_holder, e.closed_at - interval '1 minute')
    ) as c (kind, who, at)
    where e.status = 'closed' and c.kind is not null
    order by e.id, c.at
  `);
  await db.execute(sql`
    with ${PEOPLE}
    insert into cash_variances (hall_id, desk_id, shift_id, count_id, kind, user_id, amount,
      sign_off, at, manager_by, manager_at, manager_reason)
    select c.hall_id, c.desk_id, c.shift_id, c.id,
      case when c.kind = 'closing' then 'closing' else 'handover' end,
      s.held_by, c.total - c.expected, v.level, c.counted_at,
      case when v.level <> 'none' and not v.waiting then p.keeper end,
      case when v.level <> 'none' and not v.waiting then c.counted_at + interval '14 hours' end,
      case when v.level <> 'none' and not v.waiting then
        case when c.total < c.expected
          then 'Пересчитано с кассиром и свидетелем, недостача подтверждена; объяснительная приложена'
          else 'Излишек оприходован: сдача гостю недодана, гость не обратился' end end
    from cash_counts c
    join shifts s on s.id = c.shift_id
    join people p on p.hall_id = c.hall_id
    cross join lateral (
      select case when abs(c.total - c.expected) > ${thresholds.headOffice} then 'head_office'
          when abs(c.total - c.expected) > ${thresholds.signOff} then 'manager' else 'none' end as level,
        c.counted_at > now() - interval '12 hours' and c.hall_id = 1 as waiting
    ) as v
    where c.kind in ('closing', 'handover_out') and c.total <> c.expected
    order by c.id
  `);
  await db.execute(sql`
    insert into cash_handovers (hall_id, desk_id, from_shift_id, from_user_id, to_user_id,
      out_count_id, in_count_id, status, to_shift_id, created_at, decided_by, decided_at)
    select o.hall_id, o.desk_id, o.shift_id, o.counted_by, i.counted_by, o.id, i.id, 'accepted',
      n.id, o.counted_at, i.counted_by, s.closed_at
    from cash_counts o
    join cash_counts i on i.shift_id = o.shift_id and i.kind = 'handover_in'
    join shifts s on s.id = o.shift_id
    join lateral (
      select id from shifts where desk_id = s.desk_id and opened_at > s.opened_at
      order by opened_at limit 1
    ) as n on true
    where o.kind = 'handover_out'
    order by o.id
  `);
  // Each safe counted yesterday morning after the bank, by its keeper and confirmed by head office.
  await db.execute(sql`
    with ${PEOPLE}, moments as (
      select p.hall_id, p.keeper, safe.id as safe_id,
        ((((now() at time zone p.timezone)::date - 1) + time '08:55') at time zone p.timezone) as at
      from people p join cash_desks safe on safe.hall_id = p.hall_id and safe.kind = 'safe'
    ), counted as (
      select m.*, coalesce((select balance_after from cash_operations
        where desk_id = m.safe_id and created_at <= m.at order by created_at desc, id desc limit 1), 0) as total
      from moments m
    ), made as (
      insert into cash_counts (hall_id, desk_id, shift_id, kind, total, expected, counted_by, counted_at)
      select hall_id, safe_id, null, k.kind, total, total,
        case when k.kind = 'safe' then keeper else (select id from users where login = 'admin') end,
        at + k.later
      from counted cross join (values ('safe', interval '0 minutes'), ('safe_confirm', interval '15 minutes'))
        as k (kind, later)
      returning id, hall_id, desk_id, kind, counted_by, counted_at
    )
    insert into safe_counts (hall_id, desk_id, count_id, confirm_count_id, status, counted_by,
      confirmed_by, created_at, confirmed_at)
    select a.hall_id, a.desk_id, a.id, b.id, 'confirmed', a.counted_by, b.counted_by, a.counted_at,
      b.counted_at
    from made a join made b on b.desk_id = a.desk_id and b.kind = 'safe_confirm'
    where a.kind = 'safe'
  `);
  await db.execute(sql`
    update cash_desks d set counted_at = c.at
    from (select desk_id, max(confirmed_at) as at from safe_counts group by desk_id) as c
    where c.desk_id = d.id
  `);
  // In halls 2 and 3 the manager counted the safe twenty minutes ago: in hall 2 a cashier may
  // confirm it from her desk, in hall 3 only another manager or head office.
  await db.execute(sql`
    with ${PEOPLE}, made as (
      insert into cash_counts (hall_id, desk_id, shift_id, kind, total, expected, counted_by, counted_at)
      select p.hall_id, safe.id, null, 'safe', safe.balance, safe.balance, p.keeper,
        now() - interval '20 minutes'
      from people p join cash_desks safe on safe.hall_id = p.hall_id and safe.kind = 'safe'
      where p.hall_id in (2, 3)
      returning id, hall_id, desk_id, counted_by, counted_at
    )
    insert into safe_counts (hall_id, desk_id, count_id, status, counted_by, created_at)
    select hall_id, desk_id, id, 'pending', counted_by, counted_at from made
  `);
}
