import { sql } from 'drizzle-orm';
import { OPT_OUT_LINE } from '@/lib/shared/sms-mailings';
import type { Db } from '../db/database';

/**
 * Service messages only: what a hall tells its guests about the hall itself. Advertising by SMS is
 * forbidden (Kazakhstan's July 2024 amendments), so the demo sends none.
 */
const TEXTS = [
  [
    'Изменение часов работы',
    'service',
    'Уважаемый гость! С 1 декабря зал работает с 10:00 до 06:00.',
  ],
  [
    'Профилактика',
    'service',
    'Завтра с 09:00 до 11:00 в зале техническое обслуживание оборудования.',
  ],
  [
    'Праздничный режим',
    'service',
    '31 декабря зал закрывается в 20:00, 1 января открывается в 14:00.',
  ],
  ['Новый номер кассы', 'service', 'У кассы зала новый номер телефона: +7 (727) 355-00-10.'],
  ['Парковка', 'service', 'С понедельника въезд на парковку зала — со стороны ул. Абая.'],
  [
    'Выплата готова',
    'service',
    'Ваш выигрыш готов к выплате в кассе зала. Возьмите удостоверение личности.',
  ],
] as const;

/**
 * Mailings of every demo hall in every status: sent ones with their recipients and outbox (a few
 * failed), a scheduled one for tomorrow, a draft, a cancelled one, and one that failed.
 */
export async function seedMailings(db: Db) {
  const values = sql.join(
    TEXTS.map(
      ([title, kind, text], i) => sql`(${i}::int, ${title}::text, ${kind}::text, ${text}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with texts(n, title, kind, text) as (values ${values}),
    plan(n, status, days_ago) as (values
      (0, 'sent', 21), (1, 'sent', 9), (2, 'scheduled', -1), (3, 'draft', 0), (4, 'cancelled', 4),
      (5, 'failed', 14)),
    made as (
      insert into sms_mailings (hall_id, title, kind, text, audience, status, send_at, created_by,
        created_at, updated_at, started_at, finished_at, error)
      select h.id, t.title, t.kind, t.text,
        jsonb_build_object('hallIds', jsonb_build_array(h.id),
          'segment', case when p.n = 5 then 'not_visited' else 'visited' end, 'days', 30),
        p.status,
        case when p.status <> 'draft' then date_trunc('day', now()) - p.days_ago * interval '1 day'
          + interval '6 hours' end,
        (select id from users where login = 'manager'),
        date_trunc('day', now()) - (greatest(p.days_ago, 0) + 1) * interval '1 day' + interval '10 hours',
        now(),
        case when p.status in ('sent', 'failed') then date_trunc('day', now()) - p.days_ago * interval '1 day' + interval '6 hours' end,
        case when p.status in ('sent', 'failed') then date_trunc('day', now()) - p.days_ago * interval '1 day' + interval '6 hours 3 minutes' end,
        case when p.status = 'failed' then 'Шлюз отклонил рассылку: не оплачен пакет сообщений' end
      from halls h cross join plan p join texts t on t.n = p.n
      where h.status = 'open'
      returning id, hall_id, status, text, kind, finished_at, error
    ),
    recipients as (
      insert into sms_recipients (mailing_id, client_id, phone, status, attempts, sent_at, provider_id, last_error)
      select m.id, c.id, c.phone, r.status, case when m.status = 'failed' then 3 else 1 end,
        case when r.status = 'delivered' then m.finished_at end,
        case when r.status = 'delivered' then 'outbox:' || m.id || ':' || c.id end,
        case when r.status = 'failed' then coalesce(m.error, 'Абонент недоступен') end
      from made m join clients c on c.hall_id = m.hall_id and c.sms_consent and c.id % 3 = m.id % 3
        cross join lateral (select case when m.status = 'failed' or c.id % 41 = 0
          then 'failed' else 'delivered' end as status) r
      where m.status in ('sent', 'failed')
      returning mailing_id, client_id, phone, status, sent_at
    ),
    outbox as (
      insert into sms_outbox (mailing_id, client_id, phone, text, created_at)
      select r.mailing_id, r.client_id, r.phone,
        case when m.kind = 'advertising' then m.text || chr(10) || ${OPT_OUT_LINE}::text else m.text end,
        r.sent_at
      from recipients r join made m on m.id = r.mailing_id where r.status = 'delivered'
    )
    select 1
  `);
  // A statement does not see the rows its own CTEs insert: the cards' stats come in a second one.
  await db.execute(sql`
    update sms_mailings s set
      recipients = totals.recipients, sent = totals.delivered, delivered = totals.delivered,
      failed = totals.failed
    from (
      select mailing_id, count(*)::int as recipients,
        count(*) filter (where status = 'delivered')::int as delivered,
        count(*) filter (where status = 'failed')::int as failed
      from sms_recipients group by mailing_id
    ) as totals
    where s.id = totals.mailing_id
  `);
}
