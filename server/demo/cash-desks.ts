import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * The demo's cash control (decision 060): every hall's safe, «Касса 1», «Касса 2» and «Бар»;
 * «Касса 2» worked in 12-hour shifts handed over at 09:00 and 21:00; every shift ends with its
 * cash set to what the next one opens with, the surplus returned to the safe or the shortfall
 * filled from it; the safe squared with the bank each morning at 08:30; variances mostly none,
 * a few signed off, and one of this morning's handover in the central hall waiting. The central
 * hall counts blind. Everything is arithmetic on ids and times, so the demo is the same each run.
 */

/** Days of «Касса 2»'s handed-over shifts. */
const SECOND_WINDOW_DAYS = 14;
/** What the safe keeps after the morning's collection or delivery. */
const SAFE_FLOAT = 600_000_000n;

/**
 * The difference a closed shift's count makes, in tiyn: mostly none, now and then a little, a few
 * times far off; the central hall's last handover at «Касса 2» 1 500 ₸ short, waiting to be signed.
 */
export const countDifference = (shiftId: SQL) => sql`(case
  when ${shiftId} = (select max(s.id) from shifts s join cash_desks d on d.id = s.desk_id
    where d.hall_id = 1 and d.name = 'Касса 2' and s.status = 'closed') then -150000
  when ${shiftId} % 97 = 41 then -4000000 when ${shiftId} % 131 = 7 then 1250000
  else case ${shiftId} % 9 when 0 then -50000 when 4 then 100000 else 0 end end)`;

/** Who works a hall's desks: p1 «Касса 1», p2 the day shift of «Касса 2», p3 its night shift. */
export const PEOPLE = sql`
  people as (
    select h.id as hall_id, h.timezone,
      coalesce(
        (select id from users where login = 'cashier' and h.id = 1),
        (select u.id from users u join user_halls uh on uh.user_id = u.id
          where uh.hall_id = h.id and u.role = 'cashier' and not u.disabled
            and not u.password_temporary order by u.id limit 1),
        (select id from users where login = 'admin')) as p1,
      (select u.id from users u join user_halls uh on uh.user_id = u.id
        where uh.hall_id = h.id and u.role = 'cashier' and not u.disabled and not u.password_temporary
          and u.login <> 'cashier'
        order by u.id offset case when h.id = 1 then 0 else 1 end limit 1) as p2,
      coalesce(
        (select u.id from users u join user_halls uh on uh.user_id = u.id
          where h.id = 1 and uh.hall_id = h.id and u.role = 'cashier' and not u.disabled
            and not u.password_temporary and u.login <> 'cashier'
          order by u.id offset 1 limit 1),
        (select u.id from users u join user_halls uh on uh.user_id = u.id
          where uh.hall_id = h.id and u.role = 'manager' and u.login like 'admin.%'
          order by u.id limit 1)) as p3,
      coalesce(
        (select id from users where login = 'manager' and h.id <= 3),
        (select u.id from users u join user_halls uh on uh.user_id = u.id
          where uh.hall_id = h.id and u.role = 'manager' order by u.id limit 1),
        (select id from users where login = 'admin')) as keeper
    from halls h where h.id <= 6
  )`;

/** The windows and the bar beside the safe and «Касса 1» that every hall is made with. */
export async function addDemoDesks(db: Db) {
  await db.execute(sql`
    insert into cash_desks (hall_id, kind, name, working_capital)
    select h.id, d.kind, d.name, d.capital
    from halls h
    cross join (values ('window', 'Касса 2', 50000000::bigint), ('bar', 'Бар', 15000000::bigint))
      as d (kind, name, capital)
    where h.id <= 6
    order by h.id, d.name
  `);
  await db.execute(sql`
    update cash_desks set working_capital = 50000000 where name = 'Касса 1' and hall_id <= 6
  `);
  await db.execute(sql`update halls set blind_count = true where id = 1`);
  // Hall 3's safe is confirmed by its managers only.
  await db.execute(sql`update halls set cashier_confirms_safe = false where id = 3`);
}

/**
 * «Касса 2»'s shifts of the last two weeks, 12 hours each from 09:00 and 21:00, the day one
 * held by p2 and the night one by p3; the one under way now is open.
 */
export async function seedSecondWindowShifts(db: Db) {
  await db.execute(sql`
    with ${PEOPLE}
    insert into shifts (hall_id, desk_id, status, opening_cash, balance, opened_by, held_by,
      opened_at, closed_by, closed_at)
    select p.hall_id, desk.id, case when slot.at + interval '12 hours' > now() then 'open' else 'closed' end,
      opening, opening, who, who, slot.at,
      case when slot.at + interval '12 hours' <= now() then who end,
      case when slot.at + interval '12 hours' <= now() then slot.at + interval '12 hours' end
    from people p
    join halls h on h.id = p.hall_id and h.status = 'open'
    join cash_desks desk on desk.hall_id = p.hall_id and desk.name = 'Касса 2'
    cross join generate_series(0, ${SECOND_WINDOW_DAYS * 2}) as k
    cross join lateral (
      select ((((now() at time zone p.timezone)::date) + time '21:00') at time zone p.timezone)
        - k * interval '12 hours' as at
    ) as slot
    cross join lateral (
      select (200000 + ((p.hall_id * 5 + k * 3) % 4) * 25000)::bigint * 100 as opening,
        case when extract(hour from slot.at at time zone p.timezone) = 9 then p.p2 else p.p3 end as who
    ) as s
    where slot.at <= now()
    order by p.hall_id, slot.at
  `);
}

/**
 * The end of each closed shift: the desk's cash set to what the next shift opens with (100 000 ₸
 * when none follows), given the shift's count difference. A surplus goes back to the safe; a
 * shortfall is filled from it. Written as the desk's side of the movement, numbered by the
 * shift; `seedDeskMovements` adds the movement and the safe's side.
 */
export async function seedShiftEnds(db: Db) {
  await db.execute(sql`
    insert into cash_operations (hall_id, desk_id, shift_id, type, amount, balance_after, order_id,
      note, created_by, created_at, transfer_id)
    select s.hall_id, s.desk_id, s.id, case when r > 0 then 'transfer_out' else 'transfer_in' end,
      abs(r), b.balance - r, null,
      case when r > 0 then 'Сдача в сейф' else 'Подкрепление из сейфа' end,
      s.closed_by, s.closed_at - interval '10 minutes', s.id * 2 + 1
    from (
      select *, lead(opening_cash, 1, 10000000) over (partition by desk_id order by opened_at) as next
      from shifts
    ) as s
    cross join lateral (
      select balance_after as balance from cash_operations where shift_id = s.id order by id desc limit 1
    ) as b
    cross join lateral (select b.balance + ${countDifference(sql`s.id`)} - s.next as r) as e
    where s.status = 'closed' and r <> 0
    order by s.id
  `);
}

/** Each movement of the safe as the safe sees it: in or out, when, by whom, in words. */
const SAFE_SIDES = sql`sides as (
    select t.id, t.hall_id, safe.id as safe_id, t.amount,
      case when t.to_desk_id = safe.id then 1 else -1 end as sign,
      case when t.to_desk_id = safe.id then t.decided_at else t.sent_at end as at,
      case when t.to_desk_id = safe.id then t.decided_by else t.sent_by end as who,
      case t.kind when 'return' then 'Сдача из кассы' when 'fill' then 'Подкрепление кассы'
        when 'collection' then 'Инкассация в банк' else 'Подкрепление из банка' end as note
    from cash_transfers t
    join cash_desks safe on safe.hall_id = t.hall_id and safe.kind = 'safe'
    where t.from_desk_id = safe.id or t.to_desk_id = safe.id
  )`;

/**
 * Every desk-side movement as a movement: the returns and fills of the shifts' ends and the fills
 * for large wins; the safe's side of each; the morning's collection to the bank (or delivery from
 * it) that brings the safe back to its float; the safe's running balance.
 */
export async function seedDeskMovements(db: Db) {
  // The desks' sides carry their movements' numbers (a fill for a large win: the shift's id × 2;
  // a shift's end: × 2 + 1): the movements are made from them.
  await db.execute(sql`
    with ${PEOPLE}
    insert into cash_transfers (id, hall_id, kind, from_desk_id, to_desk_id, amount, note, status,
      sent_by, sent_at, decided_by, decided_at)
    select o.transfer_id, o.hall_id, case when o.type = 'transfer_out' then 'return' else 'fill' end,
      case when o.type = 'transfer_out' then o.desk_id else safe.id end,
      case when o.type = 'transfer_out' then safe.id else o.desk_id end,
      o.amount, '', 'accepted',
      case when o.type = 'transfer_out' then sh.held_by else p.keeper end,
      case when o.type = 'transfer_out' then o.created_at else o.created_at - interval '5 minutes' end,
      case when o.type = 'transfer_out' then p.keeper else sh.held_by end,
      case when o.type = 'transfer_out' then o.created_at + interval '3 minutes' else o.created_at end
    from cash_operations o
    join shifts sh on sh.id = o.shift_id
    join people p on p.hall_id = o.hall_id
    join cash_desks safe on safe.hall_id = o.hall_id and safe.kind = 'safe'
    where o.transfer_id is not null
    order by o.transfer_id
  `);
  await db.execute(
    sql`select setval('cash_transfers_id_seq', (select max(id) from cash_transfers))`,
  );
  // The morning's square-up with the bank: what the safe gained since the last one goes to the
  // bank in a numbered bag; what it lost comes from the bank.
  await db.execute(sql`
    with ${PEOPLE}, flows as (
      select t.hall_id, o.origin,
        floor(extract(epoch from (case when t.kind = 'return' then t.decided_at else t.sent_at end)
          - o.origin) / 86400) as b,
        case when t.kind = 'return' then t.amount else -t.amount end as net
      from cash_transfers t
      join people p on p.hall_id = t.hall_id
      cross join lateral (
        select ((((now() at time zone p.timezone)::date - 400) + time '08:30') at time zone p.timezone) as origin
      ) as o
    ), days as (
      select hall_id, b, sum(net) as net, min(origin) + (b + 1) * interval '1 day' as at
      from flows group by hall_id, b
    )
    insert into cash_transfers (hall_id, kind, from_desk_id, to_desk_id, amount, bag_number, note,
      status, sent_by, sent_at, decided_by, decided_at)
    select d.hall_id, case when d.net > 0 then 'collection' else 'delivery' end,
      case when d.net > 0 then safe.id end, case when d.net < 0 then safe.id end,
      abs(d.net), 'KZ-' || lpad(d.hall_id::text, 2, '0') || '-' || to_char(d.at, 'YYMMDD'), '',
      'accepted', p.keeper, d.at, (select id from users where login = 'admin'),
      d.at + interval '20 minutes'
    from days d
    join people p on p.hall_id = d.hall_id
    join cash_desks safe on safe.hall_id = d.hall_id and safe.kind = 'safe'
    where d.net <> 0 and d.at <= now()
    order by d.at, d.hall_id
  `);
  // The safe's float came from the bank the day before its first movement.
  await db.execute(sql`
    with ${PEOPLE}
    insert into cash_transfers (hall_id, kind, from_desk_id, to_desk_id, amount, bag_number, note,
      status, sent_by, sent_at, decided_by, decided_at)
    select f.hall_id, 'delivery', null, safe.id, ${SAFE_FLOAT},
      'KZ-' || lpad(f.hall_id::text, 2, '0') || '-0001', 'Размен для сейфа при открытии', 'accepted',
      p.keeper, f.at, (select id from users where login = 'admin'), f.at + interval '20 minutes'
    from (select hall_id, min(sent_at) - interval '1 day' as at from cash_transfers group by hall_id) as f
    join people p on p.hall_id = f.hall_id
    join cash_desks safe on safe.hall_id = f.hall_id and safe.kind = 'safe'
    order by f.hall_id
  `);
  // The float covers the safe's lowest point: a late evening's fills come before the next
  // morning's delivery from the bank, whatever the hour the demo is made at.
  await db.execute(sql`
    with ${SAFE_SIDES},
    running as (
      select hall_id, sum(sign * amount) over (partition by safe_id order by at, id
        rows unbounded preceding) as balance
      from sides),
    short as (
      select hall_id, -min(balance) as need from running group by hall_id having min(balance) < 0)
    update cash_transfers as t set amount = t.amount + s.need
    from short as s
    where t.hall_id = s.hall_id and t.note = 'Размен для сейфа при открытии'
  `);
  // The safe's side of every movement, with its running balance.
  await db.execute(sql`
    with ${SAFE_SIDES}
    insert into cash_operations (hall_id, desk_id, shift_id, type, amount, balance_after, note,
      created_by, created_at, transfer_id)
    select hall_id, safe_id, null, case when sign > 0 then 'transfer_in' else 'transfer_out' end,
      amount, sum(sign * amount) over (partition by safe_id order by at, id rows unbounded preceding),
      note, who, at, id
    from sides order by at, id
  `);
  await db.execute(sql`
    update cash_desks d set balance = last.balance_after, counted_at = null
    from (
      select distinct on (o.desk_id) o.desk_id, o.balance_after from cash_operations o
      join cash_desks k on k.id = o.desk_id and k.kind = 'safe'
      order by o.desk_id, o.created_at desc, o.id desc
    ) as last
    where last.desk_id = d.id
  `);
}
