import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { demoHallIds } from './halls';
import { demoFullName } from './names';
import { pick } from './sql-arrays';

/** Registered clients per demo hall (ids 1–6): the big central hall has the most. */
export const DEMO_CLIENT_COUNTS = [3000, 2100, 2400, 800, 1800, 1400];

const CODES = ['700', '701', '702', '705', '707', '747', '771', '775', '776', '777'];

/**
 * A client phone for global row `n`: distinct for every n below 10⁷ (7919 is prime to 10⁷), and
 * apart from the workers' (another offset). One in 997 is an old 12-digit number.
 */
const clientPhone = (n: ReturnType<typeof sql>) =>
  sql`'+7' || ${pick(CODES, n)} || lpad(((${n} * 7919 + 5000011) % 10000000)::text, 7, '0') ||
    case when ${n} % 997 = 0 then '0' else '' end`;

/**
 * Clients of every demo hall in one statement each: registered over the last four years, more of
 * them lately; seven in ten consent to advertising SMS.
 */
export async function seedClients(db: Db) {
  let offset = 0;
  for (const hallId of await demoHallIds(db)) {
    const count = DEMO_CLIENT_COUNTS[hallId - 1] ?? 1000;
    await db.execute(sql`
      insert into clients (hall_id, phone, full_name, registered_at, sms_consent, consent_changed_at)
      select ${hallId}, ${clientPhone(sql`g`)}, ${demoFullName(sql`g`, sql`${hallId} + 17`)},
        registered, g % 10 < 7, registered
      from (
        select g, now() - (power(((g * 7907) % 1000) / 1000.0, 1.6) * 1460) * interval '1 day'
          - ((g * 37) % 600) * interval '1 minute' as registered
        from generate_series(${offset + 1}::int, ${offset + count}::int) as g
      ) as rows
    `);
    offset += count;
  }
  // Each client answered the consent question at the desk when registered.
  await db.execute(sql`
    insert into client_consents (client_id, consent, source, at)
    select id, sms_consent, 'desk', registered_at from clients`);
  await seedPhoneRequests(db);
}

const REASONS = [
  'Клиент потерял телефон и восстановил номер у другого оператора',
  'Сменил оператора связи, старый номер больше не обслуживается',
  'Номер был оформлен на родственника, теперь свой',
  'Старая SIM-карта заблокирована',
  'Клиент переехал из другого города и сменил номер',
  'Ошибка при регистрации: указан чужой номер',
];
const COMMENTS_APPROVED = ['Документы проверены', 'Личность подтверждена по удостоверению', ''];
const COMMENTS_REJECTED = [
  'Клиент не подтвердил личность',
  'Номер принадлежит другому клиенту, нужна его заявка',
  'Недостаточно оснований для смены номера',
];

/**
 * Requests in every status, over the last 60 days: a few of each hall are still new, the
 * rest decided or cancelled. An approved one moved its client's phone: the client now has the
 * new number and the old one is free.
 */
async function seedPhoneRequests(db: Db) {
  await db.execute(sql`
    with picked as (
      select c.id as client_id, c.hall_id, c.phone, k as n,
        row_number() over (partition by c.hall_id order by k) as rank
      from generate_series(1, 26) as k
      cross join lateral (
        select id, hall_id, phone from clients
        where hall_id = 1 + (k % 6) and id % 53 = k % 53 order by id limit 1
      ) as c
      union all
      select c.id, c.hall_id, c.phone, k + 100, 0
      from generate_series(1, 12) as k
      cross join lateral (
        select id, hall_id, phone from clients
        where hall_id = 1 and id % 61 = k order by id limit 1
      ) as c
    ),
    made as (
      select p.*,
        case
          when p.rank between 1 and 2 or p.n > 100 and p.n <= 104 then 'new'
          when p.n % 4 = 0 then 'rejected'
          when p.n % 7 = 0 then 'cancelled'
          else 'approved'
        end as status,
        '+7' || ${pick(CODES, sql`p.n + 3`)} ||
          lpad(((p.n * 104729 + 3000017) % 10000000)::text, 7, '0') as other_phone,
        now() - ((p.n * 53) % 60) * interval '1 day' - ((p.n * 131) % 600) * interval '1 minute'
          as created_at
      from picked as p
    ),
    inserted as (
      insert into phone_requests (hall_id, client_id, old_phone, new_phone, reason, employee_phone,
        employee_name, status, created_by, created_at, decided_by, decided_at, comment, version)
      select hall_id, client_id,
        case when status = 'approved' then other_phone else phone end,
        case when status = 'approved' then phone else other_phone end,
        ${pick(REASONS, sql`n`)},
        '+7701' || lpad(((n * 7121) % 10000000)::text, 7, '0'),
        ${demoFullName(sql`n`, 29)},
        status,
        (select id from users where login = case when hall_id = 1 then 'cashier' else 'manager' end),
        created_at,
        case when status in ('approved', 'rejected') then (select id from users where login = 'admin') end,
        case when status <> 'new' then created_at + ((n * 17) % 40 + 5) * interval '1 hour' end,
        case when status = 'approved' then nullif(${pick(COMMENTS_APPROVED, sql`n`)}, '')
             when status = 'rejected' then ${pick(COMMENTS_REJECTED, sql`n`)} end,
        case when status = 'new' then 1 else 2 end
      from made
      returning id, status, created_by, created_at, decided_by, decided_at, comment
    )
    insert into phone_request_events (request_id, action, user_id, at, comment)
    select id, 'created', created_by, created_at, null from inserted
    union all
    select id, status, coalesce(decided_by, created_by), decided_at, comment
    from inserted where status <> 'new'
  `);
}
