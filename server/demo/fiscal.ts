import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  SIMULATED_OFD,
  SIMULATED_ORGANIZATION,
  simulatedRegistration,
} from '../fiscal/simulated-register';

/** The demo's selling desks, each linked to a register of the simulator (decision 063). */
const SELLING_DESKS = ['Касса 1', 'Касса 2', 'Бар'];
const HALLS = 6;
/** The password and API key the demo's registers are driven with (the simulator's, not secrets). */
export const DEMO_REGISTER_PASSWORD = 'demo-webkassa';
const DEMO_API_KEY = 'WKD-DEMO-0000-0000';

export const demoCashbox = (hallId: number, desk: number) =>
  `SWK${String(hallId * 100 + desk + 1).padStart(8, '0')}`;

/**
 * The demo's registers and the cheques of its history: every selling desk of the six demo halls
 * linked a day before its first shift, every sale with its issued cheque three seconds after it,
 * every cancelled one with its return. The prices include VAT at 16 %. What the outbox writes
 * for a sale today, written for the past as set-based SQL.
 */
export async function seedFiscal(db: Db) {
  await db.execute(
    sql`update products set vat_rate = 16 where hall_id <= ${HALLS} and vat_rate is null`,
  );
  const registers = sql.join(
    Array.from({ length: HALLS }, (_, h) =>
      SELLING_DESKS.map((name, d) => {
        const cashbox = demoCashbox(h + 1, d);
        return sql`(${h + 1}::int, ${name}::text, ${cashbox}::text, ${simulatedRegistration(cashbox)}::text)`;
      }),
    ).flat(),
    sql`, `,
  );
  await db.execute(sql`
    insert into fiscal_registers (hall_id, desk_id, provider, cashbox_unique_number, login, password,
      api_key, linked_by, linked_at, registration_number, ofd_name)
    select r.hall_id, d.id, 'webkassa', r.cashbox, lower(r.cashbox) || '@demo.webkassa.kz',
      ${DEMO_REGISTER_PASSWORD}, ${DEMO_API_KEY}, (select id from users where login = 'admin'),
      coalesce((select min(opened_at) from shifts s where s.desk_id = d.id), now()) - interval '1 day',
      r.rnm, ${SIMULATED_OFD.Name}
    from (values ${registers}) as r (hall_id, desk, cashbox, rnm)
    join cash_desks d on d.hall_id = r.hall_id and d.name = r.desk
    order by r.hall_id, r.cashbox
  `);
  // The sales, then the returns: each a document issued three seconds after it was made.
  await db.execute(sql`
    with lines as (
      select i.order_id, jsonb_agg(jsonb_build_object(
          'Count', i.quantity, 'Price', round(i.price::numeric / 100, 2), 'TaxPercent', 16,
          'Tax', round(i.total::numeric * 16 / 116) / 100, 'TaxType', 100,
          'PositionName', i.name, 'PositionCode', i.product_id::text, 'Discount', 0, 'Markup', 0,
          'SectionCode', '1', 'UnitCode', 796) order by i.name) as positions
      from order_items i group by i.order_id
    ), sold as (
      select o.id as order_id, o.hall_id, s.desk_id, r.id as register_id, o.shift_id, o.total,
        o.created_at, o.status, o.cancelled_at, r.cashbox_unique_number as cashbox,
        r.registration_number as rnm, l.positions, h.city || ', ' || h.address as address,
        dense_rank() over (partition by r.id order by s.opened_at::date) as shift_number,
        row_number() over (partition by o.shift_id order by o.created_at, o.id) as order_number
      from orders o
      join shifts s on s.id = o.shift_id
      join fiscal_registers r on r.desk_id = s.desk_id and r.unlinked_at is null
      join halls h on h.id = o.hall_id
      join lines l on l.order_id = o.id
    ), documents as (
      select *, 'sale' as kind, created_at + interval '3 seconds' as issued, 2 as operation from sold
      union all
      select *, 'return', cancelled_at + interval '3 seconds', 3 from sold where status = 'cancelled'
    )
    insert into fiscal_documents (hall_id, desk_id, register_id, kind, order_id, shift_id,
      external_number, request, total, status, attempts, created_at, check_number, issued_at,
      registration_number, unique_number, ofd_name, ofd_host, offline, ticket_url, shift_number,
      order_number, answer)
    select hall_id, desk_id, register_id, kind, order_id, shift_id, external, jsonb_build_object(
        'OperationType', operation, 'Positions', positions,
        'Payments', jsonb_build_array(jsonb_build_object('Sum', round(total::numeric / 100, 2), 'PaymentType', 0)),
        'RoundType', 0, 'ExternalCheckNumber', external, 'ExternalOrderNumber', order_id::text),
      total, 'issued', 1, issued - interval '3 seconds', number, issued, rnm, cashbox,
      ${SIMULATED_OFD.Name}, ${SIMULATED_OFD.Host}, false,
      'http://' || ${SIMULATED_OFD.Host} || '?i=' || number || '&f=' || rnm || '&s=' ||
        to_char(total::numeric / 100, 'FM9999999990.00') || '&t=' ||
        to_char((issued at time zone 'UTC') + interval '5 hours', 'YYYYMMDD"T"HH24MISS'),
      shift_number, order_number, jsonb_build_object(
        'DateTime', to_char((issued at time zone 'UTC') + interval '5 hours', 'DD.MM.YYYY HH24:MI:SS'),
        'Address', address, 'Organization', ${JSON.stringify(SIMULATED_ORGANIZATION)}::jsonb)
    from documents
    cross join lateral (
      select md5('demo-' || kind || ':' || order_id)::uuid::text as external,
        '9' || lpad((order_id * 2 + case when kind = 'sale' then 0 else 1 end)::text, 11, '0') as number
    ) as k
    order by issued, order_id
  `);
}
