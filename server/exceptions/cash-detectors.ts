/** The money's exceptions: a cash variance still to be signed off, a winning owed past its days. */
import { VARIANCE_KIND_LABELS, type VarianceKind } from '@/lib/shared/cash-desks';
import { awaitingSql } from '../cash-desks/variances';
import { sql } from 'drizzle-orm';
import { PAYOUT_DAYS } from '@/lib/shared/winnings';
import { formatMoney, fromMinorUnits } from '@/lib/shared/money';
import { dottedDay } from '@/lib/shared/iso-date';
import { queryRows } from '../db/database';
import { dayText, type Detector } from './found';

export const cashDiscrepancies: Detector = async (db) => {
  const rows = await queryRows<{
    id: number;
    hall_id: number;
    at: Date | string;
    kind: VarianceKind;
    desk: string | null;
    machine: string | null;
    day: string | null;
    shift_id: number | null;
    amount: string;
    sign_off: string;
  }>(
    db,
    sql`select cash_variances.id, cash_variances.hall_id, at, cash_variances.kind, d.name as desk,
          m.number || ' · ' || m.name as machine, cash_variances.day::text as day,
          shift_id, amount::text as amount, sign_off
        from cash_variances
        left join cash_desks d on d.id = cash_variances.desk_id
        left join devices m on m.id = cash_variances.device_id
        where ${awaitingSql}
        order by cash_variances.id`,
  );
  return rows.map((r) => {
    const off = BigInt(r.amount);
    const size = formatMoney(fromMinorUnits(off < 0n ? -off : off));
    const who = r.sign_off === 'head_office' ? 'управляющего и главного офиса' : 'управляющего';
    // A machine's variance (decision 067) is the machine's money, of its gaming day.
    if (r.machine) {
      return {
        key: `variance:${r.id}`,
        hallId: r.hall_id,
        kind: 'machine_money',
        severity: r.sign_off === 'head_office' ? 'high' : 'medium',
        subject: `${r.machine}, игровой день ${dottedDay(r.day!)}`,
        description: `${off < 0n ? 'Наличных меньше' : 'Наличных больше'}, чем по счётчикам, на ${size}: ${VARIANCE_KIND_LABELS[r.kind].toLowerCase()}, ждёт подписи ${who}`,
        happenedAt: new Date(r.at),
      };
    }
    return {
      key: `variance:${r.id}`,
      hallId: r.hall_id,
      kind: 'cash',
      severity: r.sign_off === 'head_office' ? 'high' : 'medium',
      subject: r.shift_id ? `${r.desk}, смена №${r.shift_id}` : r.desk!,
      description: `${off < 0n ? 'Недостача' : 'Излишек'} ${size}: ${VARIANCE_KIND_LABELS[r.kind].toLowerCase()}, ждёт подписи ${who}`,
      happenedAt: new Date(r.at),
    };
  });
};

/** A hall's opening hours: minutes after midnight on its clock (`halls.open_from`, `open_to`). */
export const overduePayouts: Detector = async (db, now) => {
  const rows = await queryRows<{
    id: number;
    hall_id: number;
    amount: string;
    terminal: string;
    deadline: string;
    status: string;
    overdue_since: Date | string;
  }>(
    db,
    sql`select w.id, w.hall_id, w.amount::text, d.number as terminal, w.deadline::text, w.status,
          (w.deadline + 1)::timestamp at time zone h.timezone as overdue_since
        from owed_winnings w
        join halls h on h.id = w.hall_id
        join devices d on d.id = w.device_id
        where w.status in ('pending', 'approved')
          and w.deadline < (${now.toISOString()}::timestamptz at time zone h.timezone)::date`,
  );
  return rows.map((r) => ({
    key: `payout:${r.id}`,
    hallId: r.hall_id,
    kind: 'payout' as const,
    severity: 'high' as const,
    subject: `Выплата № ${r.id}`,
    description:
      `Выигрыш ${formatMoney(fromMinorUnits(BigInt(r.amount)))} (автомат № ${r.terminal}) не выплачен ` +
      `до ${dayText(r.deadline)} включительно: срок — ${PAYOUT_DAYS} календарных дня ` +
      `(ст. 12 Закона «Об игорном бизнесе»)${r.status === 'pending' ? '; выплата ждёт одобрения' : ''}`,
    happenedAt: new Date(r.overdue_since),
  }));
};
