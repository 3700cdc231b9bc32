/**
 * A machine as a legal object (decision 069): play from a machine out of service or without its
 * tax registration, and a quarter of the gambling tax not locked by its declaration's due date.
 */
import { sql } from 'drizzle-orm';
import {
  quarterBefore,
  quarterBounds,
  quarterDueDates,
  quarterLabel,
  quarterOf,
  type Quarter,
} from '@/lib/shared/gambling-tax';
import { dottedDay } from '@/lib/shared/iso-date';
import { formatCount } from '@/lib/shared/report-format';
import { queryRows } from '../db/database';
import type { Detector } from './found';

/** How many days back play is looked at: the live days and the week before them. */
const UNREGISTERED_DAYS = 8;

/**
 * «Незарегистрированный автомат»: a machine that played on a day it was not in service in the
 * hall, or while its card has no tax registration. One exception a machine and card state, so a
 * manager who marked it sees it again only when the card changes and the play goes on.
 */
export const unregisteredPlay: Detector = async (db, now) => {
  const rows = await queryRows<{
    hall_id: number;
    device_id: number;
    number: string;
    days: number;
    last_day: string;
    in_service_from: string | null;
    tax_reg_no: string;
    out_of_service_on: string | null;
  }>(
    db,
    sql`select s.hall_id, s.device_id, d.number, count(distinct s.day)::int as days,
          max(s.day)::text as last_day, d.in_service_from::text as in_service_from,
          d.tax_reg_no, d.out_of_service_on::text as out_of_service_on
        from machine_stats_daily s
        join devices d on d.id = s.device_id
        join halls h on h.id = s.hall_id
        where s.plays > 0
          and s.day > (${now.toISOString()}::timestamptz at time zone h.timezone)::date - ${UNREGISTERED_DAYS}::int
          and (d.tax_reg_no = '' or d.in_service_from is null or s.day < d.in_service_from
            or (d.out_of_service_on is not null and s.day >= d.out_of_service_on))
        group by s.hall_id, s.device_id, d.number, d.in_service_from, d.tax_reg_no, d.out_of_service_on
        order by s.hall_id, d.number`,
  );
  return rows.map((r) => {
    const why =
      r.in_service_from === null
        ? 'не введён в эксплуатацию'
        : r.out_of_service_on !== null && r.last_day >= r.out_of_service_on
          ? `выведен ${dottedDay(r.out_of_service_on)}`
          : r.tax_reg_no === ''
            ? 'нет регистрации в налоговом органе'
            : `в эксплуатации с ${dottedDay(r.in_service_from)}`;
    return {
      key: `unregistered:${r.device_id}:${r.in_service_from ?? '-'}:${r.tax_reg_no}:${r.out_of_service_on ?? '-'}`,
      hallId: r.hall_id,
      kind: 'unregistered' as const,
      severity: 'high' as const,
      subject: `Автомат ${r.number}`,
      description:
        `Играл ${formatCount(r.days)} дн. (последний — ${dottedDay(r.last_day)}): ${why}. ` +
        'Незарегистрированный объект нельзя использовать в зале (Налоговый кодекс)',
      happenedAt: now,
    };
  });
};

/** The quarters whose declaration could be due now: the four before the current one. */
function recentQuarters(today: string): Quarter[] {
  const quarters: Quarter[] = [];
  let q = quarterOf(today);
  for (let i = 0; i < 4; i++) {
    q = quarterBefore(q);
    quarters.push(q);
  }
  return quarters;
}

/**
 * «Налог на игорный бизнес»: an ended quarter in which the hall had machines in service, its
 * declaration's due date passed, and head office has not locked it.
 */
export const unfiledTax: Detector = async (db, now) => {
  const today = now.toISOString().slice(0, 10);
  const found = [];
  for (const q of recentQuarters(today)) {
    const due = quarterDueDates(q).declaration;
    if (today <= due) continue;
    const { from, to } = quarterBounds(q);
    const rows = await queryRows<{ hall_id: number; name: string; objects: number }>(
      db,
      sql`select h.id as hall_id, h.name, count(*)::int as objects
          from halls h join devices d on d.hall_id = h.id
          where d.type = 'game_terminal' and d.in_service_from <= ${to}::date
            and (d.out_of_service_on is null or d.out_of_service_on >= ${from}::date)
            and not exists (select 1 from gambling_tax_filings f
              where f.hall_id = h.id and f.year = ${q.year} and f.quarter = ${q.quarter})
          group by h.id, h.name`,
    );
    for (const r of rows) {
      found.push({
        key: `tax:${r.hall_id}:${q.year}-Q${q.quarter}`,
        hallId: r.hall_id,
        kind: 'tax' as const,
        severity: 'high' as const,
        subject: r.name,
        description: `${quarterLabel(q)}: не зафиксирован, а декларация — до ${dottedDay(due)} (объектов: ${formatCount(r.objects)})`,
        happenedAt: new Date(`${due}T23:59:59+05:00`),
      });
    }
  }
  return found;
};
