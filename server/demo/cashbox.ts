import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { seedWinnings } from './winnings';
import { seedCountsAndVariances } from './cash-counts';
import {
  addDemoDesks,
  countDifference,
  seedDeskMovements,
  seedSecondWindowShifts,
  seedShiftEnds,
} from './cash-desks';
import { personKeyOfRow } from '../clients/person';

/** The bar menu of every demo hall: name, category, price in tenge. */
export const DEMO_MENU = [
  ['Американо', 'Горячие напитки', 900],
  ['Капучино', 'Горячие напитки', 1200],
  ['Латте', 'Горячие напитки', 1300],
  ['Чай чёрный', 'Горячие напитки', 500],
  ['Чай зелёный', 'Горячие напитки', 500],
  ['Вода 0,5 л', 'Напитки', 400],
  ['Кола 0,5 л', 'Напитки', 700],
  ['Сок апельсиновый', 'Напитки', 800],
  ['Энергетик', 'Напитки', 1100],
  ['Лимонад', 'Напитки', 1000],
  ['Сэндвич с курицей', 'Еда', 1800],
  ['Хот-дог', 'Еда', 1300],
  ['Пицца, кусок', 'Еда', 1500],
  ['Чипсы', 'Снеки', 900],
  ['Орешки', 'Снеки', 800],
  ['Шоколад', 'Снеки', 600],
] as const;

/** Days of shift history per hall; the closed hall stopped trading 30 days ago. */
const HISTORY_DAYS = 60;
const CLOSED_HALL_LAST_DAY = 30;

/**
 * The bar menus of the demo halls (Astana's prices 10 % up, rounded to 50 ₸), and for each hall
 * 60 days of closed shifts plus today's open one (not in the closed hall), with their orders,
 * sales, refunds, payouts, cash in and out, end-of-shift collections and audit records.
 * Everything is arithmetic on ids and day numbers. Payouts and cash out of a shift together stay
 * under its opening cash, so no balance ever dips below zero.
 */
export async function seedCashbox(db: Db) {
  const menu = sql.join(
    DEMO_MENU.map(
      ([name, category, price], i) =>
        sql`(${name}::text, ${category}::text, ${price}::int, ${i}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into products (hall_id, name, category, price, position)
    select h.id, m.name, m.category,
      (case when h.city = 'Астана' then round(m.price * 1.1 / 50) * 50 else m.price end)::bigint * 100,
      m.position
    from halls h cross join (values ${menu}) as m (name, category, price, position)
    where h.id <= 6
    order by h.id, m.position
  `);

  await addDemoDesks(db);
  // Who works «Касса 1»: the demo cashier in hall 1, elsewhere the hall's first cashier who
  // has signed in (the admin where a hall has none).
  await db.execute(sql`
    insert into shifts (hall_id, desk_id, status, opening_cash, balance, opened_by, held_by,
      opened_at, closed_by, closed_at)
    select h.id, desk.id, case when d = 0 then 'open' else 'closed' end,
      opening, opening,
      who, who, opened, case when d > 0 then who end, case when d > 0 then opened + interval '14 hours' end
    from halls h
    join cash_desks desk on desk.hall_id = h.id and desk.name = 'Касса 1'
    cross join generate_series(0, ${HISTORY_DAYS}) as d
    cross join lateral (
      select (150000 + ((h.id * 7 + d * 3) % 5) * 25000)::bigint * 100 as opening,
        coalesce(
          (select id from users where login = 'cashier' and h.id = 1),
          (select u.id from users u join user_halls uh on uh.user_id = u.id
            where uh.hall_id = h.id and u.role = 'cashier' and not u.disabled
              and not u.password_temporary order by u.id limit 1),
          (select id from users where login = 'admin')) as who,
        case when d = 0 then greatest(date_trunc('minute', now()) - interval '5 hours',
            (((now() at time zone h.timezone)::date - 1) + time '23:30') at time zone h.timezone)
          else (((now() at time zone h.timezone)::date - d) + time '09:00') at time zone h.timezone
        end as opened
    ) as s
    where h.id <= 6 and (h.status = 'open' or d >= ${CLOSED_HALL_LAST_DAY})
    order by h.id, d desc
  `);
  await seedSecondWindowShifts(db);

  // Orders: 10–24 a shift, spread over it (a shift of today runs 5 hours so far, others 14).
  await db.execute(sql`
    insert into orders (id, hall_id, shift_id, status, total, item_count, created_by, created_at, cancelled_by, cancelled_at)
    select row_number() over (order by s.id, k), s.hall_id, s.id, 'paid', 1, 0, s.opened_by,
      s.opened_at + span * (k::float / (n + 1)), null, null
    from shifts s
    cross join lateral (
      select 10 + (s.id * 7) % 15 as n, coalesce(s.closed_at, now()) - s.opened_at as span
    ) as c
    cross join lateral generate_series(1, n) as k
    order by s.id, k
  `);
  await db.execute(sql`select setval('orders_id_seq', (select max(id) from orders))`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, price, quantity, total)
    select o.id, p.id, p.name, p.price, q, p.price * q
    from orders o
    cross join lateral generate_series(0, o.id % 3) as j
    cross join lateral (select 1 + (o.id + j) % 2 as q) as qty
    join lateral (
      select * from products where hall_id = o.hall_id order by position
      offset (o.id * 5 + j * 7) % ${DEMO_MENU.length} limit 1
    ) as p on true
  `);
  // One order in 17 is cancelled ten minutes after it was paid.
  await db.execute(sql`
    update orders o set total = l.total, item_count = l.count,
      status = case when o.id % 17 = 3 then 'cancelled' else 'paid' end,
      cancelled_by = case when o.id % 17 = 3 then o.created_by end,
      cancelled_at = case when o.id % 17 = 3 then o.created_at + interval '10 minutes' end
    from (select order_id, sum(total) as total, sum(quantity)::int as count from order_items group by order_id) as l
    where l.order_id = o.id
  `);

  await db.execute(sql`
    with guests as (
      -- Winners: the hall's guests with an IIN whom the register does not hold.
      select id, hall_id, row_number() over (partition by hall_id order by id) as n,
        count(*) over (partition by hall_id) as total
      from clients c
      where iin is not null and not exists (select 1 from restrictions r where r.person = ${personKeyOfRow('c')})
    ), terminals as (
      select id, hall_id, row_number() over (partition by hall_id order by number) as n,
        count(*) over (partition by hall_id) as total
      from devices where type = 'game_terminal'
    ), creditable as (
      select id, hall_id, row_number() over (partition by hall_id order by number) as n,
        count(*) over (partition by hall_id) as total
      from devices where type = 'game_terminal' and desk_credits and status = 'active'
    )
    insert into cash_operations (hall_id, desk_id, shift_id, type, amount, balance_after, order_id,
      note, created_by, created_at, client_id, device_id, transfer_id)
    select e.hall_id, s.desk_id, e.shift_id, e.type, e.amount,
      s.opening_cash + sum(case when e.type in ('cash_in', 'sale', 'transfer_in', 'machine_credit') then e.amount else -e.amount end)
        over (partition by e.shift_id order by e.at, e.seq rows unbounded preceding),
      e.order_id, e.note, s.opened_by, e.at, g.id, coalesce(t.id, c.id),
      -- The fill's movement (cash-desks.ts): numbered after its shift, an even number.
      case when e.type = 'transfer_in' then e.shift_id * 2 end
    from (
      select s.hall_id, s.id as shift_id, 'cash_in' as type, 5000000::bigint as amount,
        null::int as order_id, 'Размен на начало смены' as note,
        s.opened_at + (coalesce(s.closed_at, now()) - s.opened_at) * 0.01 as at, 0 as seq,
        null::int as pick
      from shifts s
      union all
      select hall_id, shift_id, 'sale', total, id, 'Заказ № ' || id, created_at, 1, null
      from orders
      union all
      select hall_id, shift_id, 'refund', total, id, 'Отмена заказа № ' || id, cancelled_at, 2, null
      from orders where status = 'cancelled'
      union all
      select s.hall_id, s.id, 'payout', (2000 + ((s.id * 31 + p * 17) % 37) * 500)::bigint * 100, null,
        '', s.opened_at + (coalesce(s.closed_at, now()) - s.opened_at) * ((p - 0.5) / (3 + s.id % 4)),
        3, s.id * 13 + p * 7
      from shifts s cross join lateral generate_series(1, 3 + s.id % 4) as p
      union all
      -- Now and then a large win: cash filled from the safe, then the payout (winnings.ts).
      select s.hall_id, s.id, 'transfer_in', 300000000, null, 'Подкрепление из сейфа',
        s.opened_at + (coalesce(s.closed_at, now()) - s.opened_at) * (0.37 + (s.id % 7) * 0.07), 5, null
      from shifts s where s.status = 'closed' and s.id % 11 = 5
      union all
      select s.hall_id, s.id, 'payout', (600000 + ((s.id * 37) % 19) * 100000)::bigint * 100, null,
        '', s.opened_at + (coalesce(s.closed_at, now()) - s.opened_at) * (0.4 + (s.id % 7) * 0.07),
        6, s.id * 17 + 3
      from shifts s where s.status = 'closed' and s.id % 11 = 5
      union all
      select s.hall_id, s.id, 'cash_out', 1000000, null, 'Хозяйственные расходы',
        s.opened_at + (coalesce(s.closed_at, now()) - s.opened_at) * 0.45, 4, null
      from shifts s where s.id % 4 = 1
      union all
      -- Credits sold to a machine for a guest's cash: two to four a shift, 5 000–30 000 ₸.
      select s.hall_id, s.id, 'machine_credit', (5000 + ((s.id * 29 + p * 11) % 11) * 2500)::bigint * 100,
        null, 'Зачисление на автомат',
        s.opened_at + (coalesce(s.closed_at, now()) - s.opened_at) * ((p - 0.3) / (2 + s.id % 3)),
        7, s.id * 19 + p * 5
      from shifts s cross join lateral generate_series(1, 2 + s.id % 3) as p
    ) as e
    join shifts s on s.id = e.shift_id
    -- A payout's winner and machine: one of the hall's, chosen by the payout.
    left join guests g on e.type = 'payout' and e.pick is not null and g.hall_id = e.hall_id
      and g.n = 1 + e.pick % g.total
    left join terminals t on e.type = 'payout' and e.pick is not null and t.hall_id = e.hall_id
      and t.n = 1 + (e.pick * 7) % t.total
    -- Credits go to a machine that takes them from a desk.
    left join creditable c on e.type = 'machine_credit' and c.hall_id = e.hall_id
      and c.n = 1 + (e.pick * 7) % c.total
    order by e.shift_id, e.at, e.seq
  `);
  await seedShiftEnds(db);
  // Counted cash: the ledger's, off by the shift's count difference (cash-desks.ts).
  await db.execute(sql`
    update shifts s set balance = last.balance_after,
      expected_cash = case when s.status = 'closed' then last.balance_after end,
      counted_cash = case when s.status = 'closed'
        then last.balance_after + ${countDifference(sql`s.id`)} end
    from (
      select distinct on (shift_id) shift_id, balance_after from cash_operations order by shift_id, id desc
    ) as last
    where last.shift_id = s.id
  `);
  await seedDeskMovements(db);
  // Each window holds what its last shift left: the open one's cash, or the last close's count.
  await db.execute(sql`
    update cash_desks d set balance = last.cash, counted_at = last.at
    from (
      select distinct on (desk_id) desk_id,
        case when status = 'open' then balance else counted_cash end as cash,
        case when status = 'open' then opened_at else closed_at end as at
      from shifts order by desk_id, opened_at desc
    ) as last
    where last.desk_id = d.id
  `);
  await seedCountsAndVariances(db);
  await db.execute(sql`
    insert into audit_log (at, user_id, hall_id, action, entity_id, details, request_id)
    select created_at, created_by, hall_id, 'cash_operation.create', id,
      jsonb_build_object('type', type, 'shiftId', shift_id, 'orderId', order_id,
        'amount', (amount / 100)::text || '.' || lpad((amount % 100)::text, 2, '0')),
      'demo-seed'
    from cash_operations order by id
  `);
  await seedWinnings(db);
}
