/**
 * The fiscal exceptions (decision 063): a document the register refused, a register whose
 * documents have waited over 15 minutes (a long outage, a shift over 24 hours, offline over
 * 72), and a register that refused its cashier's sign-in. Each waits for a person.
 */
import { sql } from 'drizzle-orm';
import { FISCAL_LATE_MINUTES } from '@/lib/shared/fiscal';
import { formatCount } from '@/lib/shared/report-format';
import { queryRows, type Db } from '../db/database';
import { HELD_CODES } from '../fiscal/webkassa-answers';
import type { Found } from './found';

const KIND_NAMES: Record<string, string> = {
  sale: 'чек продажи',
  return: 'чек возврата',
  cash_in: 'внесение наличных',
  cash_out: 'изъятие наличных',
  z_report: 'Z-отчёт',
};

export async function fiscalProblems(db: Db, now: Date): Promise<Found[]> {
  const late = new Date(now.getTime() - FISCAL_LATE_MINUTES * 60_000).toISOString();
  const [failed, waiting, refused] = await Promise.all([
    queryRows<{
      id: number;
      hall_id: number;
      kind: string;
      order_id: number | null;
      desk: string;
      error: string | null;
      at: Date | string;
    }>(
      db,
      sql`select f.id, f.hall_id, f.kind, f.order_id, d.name as desk, f.last_error as error,
            f.created_at as at
          from fiscal_documents f join cash_desks d on d.id = f.desk_id
          where f.status = 'failed'`,
    ),
    queryRows<{
      register_id: number;
      hall_id: number;
      desk: string;
      cashbox: string;
      first_id: number;
      count: number;
      held: boolean;
      error: string | null;
      at: Date | string;
    }>(
      db,
      sql`select f.register_id, min(f.hall_id) as hall_id, min(d.name) as desk,
            min(r.cashbox_unique_number) as cashbox, min(f.id) as first_id, count(*)::int as count,
            bool_or(f.error_code in (${sql.join(HELD_CODES, sql`, `)})) as held,
            (array_agg(f.last_error order by f.id) filter (where f.last_error is not null))[1] as error,
            min(f.created_at) as at
          from fiscal_documents f
          join fiscal_registers r on r.id = f.register_id
          join cash_desks d on d.id = f.desk_id
          where f.status = 'pending' and f.created_at <= ${late}::timestamptz
          group by f.register_id`,
    ),
    queryRows<{
      id: number;
      hall_id: number;
      desk: string;
      cashbox: string;
      error: string | null;
      at: Date | string;
    }>(
      db,
      sql`select r.id, r.hall_id, d.name as desk, r.cashbox_unique_number as cashbox,
            r.auth_error as error, r.auth_failed_at as at
          from fiscal_registers r join cash_desks d on d.id = r.desk_id
          where r.auth_failed_at is not null`,
    ),
  ]);
  return [
    ...failed.map((f): Found => ({
      key: `fiscal:failed:${f.id}`,
      hallId: f.hall_id,
      kind: 'fiscal',
      severity: 'high',
      subject: f.order_id ? `${f.desk}, заказ № ${f.order_id}` : f.desk,
      description: `Касса ККМ не приняла ${KIND_NAMES[f.kind] ?? 'документ'}: ${f.error ?? 'без объяснения'}`,
      happenedAt: new Date(f.at),
    })),
    ...waiting.map((w): Found => ({
      key: `fiscal:late:${w.register_id}:${w.first_id}`,
      hallId: w.hall_id,
      kind: 'fiscal',
      severity: w.held ? 'high' : 'medium',
      subject: `${w.desk} (ЗНК ${w.cashbox})`,
      description:
        `Дольше ${FISCAL_LATE_MINUTES} минут ждут регистрации в кассе ККМ: ${formatCount(w.count)}` +
        (w.error ? `; последняя ошибка: ${w.error}` : ''),
      happenedAt: new Date(w.at),
    })),
    ...refused.map((r): Found => ({
      key: `fiscal:auth:${r.id}:${new Date(r.at).getTime()}`,
      hallId: r.hall_id,
      kind: 'fiscal',
      severity: 'high',
      subject: `${r.desk} (ЗНК ${r.cashbox})`,
      description: `Касса ККМ отказала во входе (${r.error ?? 'неверные учётные данные'}): чеки не отправляются, пока головной офис не введёт логин и пароль заново`,
      happenedAt: new Date(r.at),
    })),
  ];
}
