import { sql } from 'drizzle-orm';
import { DEFAULT_AML_THRESHOLD_TENGE, DEFAULT_PAYOUT_APPROVAL_TENGE } from '@/lib/shared/winnings';
import type { Db } from '../db/database';
import { personKeyOfRow } from '../clients/person';

/**
 * The winnings the demo's desks asked for (decision 057), after the cash history: every large
 * payout of it approved by the hall's manager a few minutes before it was paid, and entered in the
 * monitoring register from its threshold; today, wins the open halls still owe — one waiting for
 * the manager, one the desk could not pay at once, and in hall 3 one past its three days.
 */
export async function seedWinnings(db: Db) {
  const approval = BigInt(DEFAULT_PAYOUT_APPROVAL_TENGE) * 100n;
  const aml = BigInt(DEFAULT_AML_THRESHOLD_TENGE) * 100n;
  await db.execute(sql`
    insert into owed_winnings (hall_id, client_id, device_id, amount, status, needs_approval,
      requested_by, request_key, fingerprint, requested_at, deadline, decided_by, decided_at,
      operation_id)
    select o.hall_id, o.client_id, o.device_id, o.amount, 'paid', true, o.created_by,
      'demo-' || o.id, 'demo', o.created_at - interval '25 minutes',
      (o.created_at at time zone h.timezone)::date + 3, coalesce(m.id, 1),
      o.created_at - interval '12 minutes', o.id
    from cash_operations o
    join halls h on h.id = o.hall_id
    left join lateral (
      select u.id from users u join user_halls uh on uh.user_id = u.id
      where uh.hall_id = o.hall_id and u.role = 'manager' and u.id <> o.created_by
      order by u.id limit 1
    ) as m on true
    where o.type = 'payout' and o.amount >= ${approval} and o.created_by is not null
  `);
  await db.execute(sql`
    insert into monitoring_entries (hall_id, operation_id, occurred_at, amount, client_id, iin,
      document_type, document_number, full_name, citizenship, created_by, created_at)
    select o.hall_id, o.id, o.created_at, o.amount, c.id, c.iin, c.document_type,
      c.document_number, c.full_name, coalesce(c.citizenship, 'KAZ'), o.created_by, o.created_at
    from cash_operations o join clients c on c.id = o.client_id
    where o.type = 'payout' and o.amount >= ${aml}
    order by o.created_at
  `);
  await db.execute(sql`
    with guests as (
      select id, hall_id, row_number() over (partition by hall_id order by id desc) as n
      from clients c
      where iin is not null
        and not exists (select 1 from restrictions r where r.person = ${personKeyOfRow('c')})
    ), terminals as (
      select id, hall_id, row_number() over (partition by hall_id order by number desc) as n
      from devices where type = 'game_terminal' and status = 'active'
    )
    insert into owed_winnings (hall_id, client_id, device_id, amount, status, needs_approval,
      requested_by, request_key, fingerprint, requested_at, deadline)
    select h.id, g.id, t.id, v.amount, v.status, v.needs, s.opened_by,
      'demo-owed-' || h.id || '-' || v.k, 'demo', now() - v.ago,
      ((now() - v.ago) at time zone h.timezone)::date + 3
    from halls h
    join shifts s on s.hall_id = h.id and s.status = 'open'
    cross join (values
      (1, 'pending', true, 65000000 , interval '35 minutes'),
      (2, 'approved', false, 18000000, interval '20 hours'),
      (3, 'approved', false, 9500000, interval '4 days')
    ) as v(k, status, needs, amount, ago)
    join guests g on g.hall_id = h.id and g.n = v.k
    join terminals t on t.hall_id = h.id and t.n = v.k * 3
    where (v.k < 3 or h.id = 3) and s.opened_by is not null
  `);
}
