/**
 * The closed gaming days of a range, as the reports read them (decision 068): per hall, the totals
 * each close froze, the dated adjustments that came after, the drops counted from boxes taken out
 * on those days; and how many of the range's days are not closed, today's among them.
 */
import { z } from '@hono/zod-openapi';
import { inArray, sql } from 'drizzle-orm';
import { fromMinorUnits } from '@/lib/shared/money';
import type { DayRange } from '@/lib/shared/report-range';
import { queryRows, type Db } from '../db/database';
import { dayAt } from '../halls/gaming-day-bounds';
import { Money } from '../money-fields';

export const ClosedDays = z
  .object({
    closed: z.number().int().openapi({ description: 'Закрытых игровых дней в периоде' }),
    notClosed: z.number().int().openapi({
      description: 'Дней периода с открытия зала по текущий, ещё не закрытых (текущий среди них)',
    }),
    current: z.string().nullable().openapi({
      description: 'Идущий сейчас игровой день, если он в периоде: его цифры ещё не окончательны',
    }),
    noReading: z.number().int().openapi({ description: 'Автомато-дней «нет показаний»' }),
    adjustments: z.number().int().openapi({ description: 'Поправок от поздних показаний' }),
    meterWin: Money.openapi({
      description: 'Выигрыш по счётчикам закрытых дней с их поправками',
    }),
    billsIn: Money.openapi({
      description: 'Купюры по счётчикам закрытых дней: в ящиках, пока их не вынули',
    }),
    drop: Money.openapi({ description: 'Выемка ящиков, вынутых в закрытые дни, по пересчёту' }),
    dropPending: z.boolean().openapi({ description: 'Есть ящики этих дней, ещё не пересчитанные' }),
    creditsSold: Money.openapi({ description: 'Зачислено на автоматы с касс' }),
    handPays: Money.openapi({ description: 'Выплачено вручную на кассах' }),
    cashWin: Money.openapi({ description: 'Выигрыш по наличным: выемка + зачисления − выплаты' }),
  })
  .openapi('ClosedGamingDays');

export type ClosedDaysRecord = z.infer<typeof ClosedDays>;

type Row = {
  hall_id: number;
  closed: number;
  not_closed: number;
  current: string | null;
  no_reading: number;
  adjustments: number;
  meter_win: string;
  bills_in: string;
  drop: string;
  drop_pending: boolean;
  sold: string;
  paid: string;
};

type Sums = Omit<
  ClosedDaysRecord,
  'meterWin' | 'billsIn' | 'drop' | 'creditsSold' | 'handPays' | 'cashWin'
> & {
  meterWin: bigint;
  billsIn: bigint;
  drop: bigint;
  sold: bigint;
  paid: bigint;
};

const record = (s: Sums): ClosedDaysRecord => ({
  closed: s.closed,
  notClosed: s.notClosed,
  current: s.current,
  noReading: s.noReading,
  adjustments: s.adjustments,
  meterWin: fromMinorUnits(s.meterWin),
  billsIn: fromMinorUnits(s.billsIn),
  drop: fromMinorUnits(s.drop),
  dropPending: s.dropPending,
  creditsSold: fromMinorUnits(s.sold),
  handPays: fromMinorUnits(s.paid),
  cashWin: fromMinorUnits(s.drop + s.sold - s.paid),
});

/**
 * Each hall's closed days of `range` (gaming days named by their first date), by hall id, and
 * the halls' together.
 */
export async function closedDaysByHall(db: Db, hallIds: number[], range: DayRange, now: Date) {
  if (!hallIds.length) return { halls: new Map<number, ClosedDaysRecord>(), chain: record(NONE) };
  const at = now.toISOString();
  const halls = inArray(sql`hall_id`, hallIds);
  const days = sql`day between ${range.from}::date and ${range.to}::date`;
  const today = dayAt(sql`${at}::timestamptz`);
  // Each part grouped by hall in one pass, not hall by hall: the summary asks for the chain; a
  // day's drops are summed before they meet the days, so that they join as two sets, not drop by drop.
  const rows = await queryRows<Row>(
    db,
    sql`with dr as (
          select hall_id, day, sum(total) filter (where status = 'counted') as drop,
            bool_or(status <> 'counted') as pending
          from machine_drops where ${halls} and ${days} group by hall_id, day),
        g as (
          select gd.hall_id, count(*)::int as closed, sum(gd.no_reading)::int as no_reading,
            sum(gd.meter_win) as meter_win, sum(gd.bills_in) as bills_in,
            sum(gd.credits_sold) as sold, sum(gd.hand_pays) as paid,
            coalesce(sum(dr.drop), 0) as drop, coalesce(bool_or(dr.pending), false) as pending
          from gaming_days as gd
          left join dr on dr.hall_id = gd.hall_id and dr.day = gd.day
          where ${inArray(sql`gd.hall_id`, hallIds)} and gd.${days}
          group by gd.hall_id),
        a as (
          select hall_id, count(*)::int as adjustments,
            sum(coin_in - coin_out - jackpot_hand_pays) as win, sum(bills_in) as bills_in
          from gaming_day_adjustments where ${halls} and ${days} group by hall_id)
        select h.id as hall_id, coalesce(g.closed, 0) as closed,
          coalesce(g.no_reading, 0) as no_reading, coalesce(a.adjustments, 0) as adjustments,
          (coalesce(g.meter_win, 0) + coalesce(a.win, 0))::text as meter_win,
          (coalesce(g.bills_in, 0) + coalesce(a.bills_in, 0))::text as bills_in,
          coalesce(g.sold, 0)::text as sold, coalesce(g.paid, 0)::text as paid,
          coalesce(g.drop, 0)::text as drop, coalesce(g.pending, false) as drop_pending,
          case when ${today} between ${range.from}::date and ${range.to}::date
            then ${today}::text end as current,
          greatest(0, least(${range.to}::date, ${today})
            - greatest(${range.from}::date, ${dayAt(sql`h.created_at`)}) + 1)
            - coalesce(g.closed, 0) as not_closed
        from halls as h
        left join g on g.hall_id = h.id
        left join a on a.hall_id = h.id
        where ${inArray(sql`h.id`, hallIds)}`,
  );
  const each = rows.map((r) => [r.hall_id, sums(r)] as const);
  return {
    halls: new Map(each.map(([id, hall]) => [id, record(hall)])),
    chain: record(each.reduce((total, [, hall]) => added(total, hall), NONE)),
  };
}

const sums = (r: Row): Sums => ({
  closed: r.closed,
  notClosed: r.not_closed,
  current: r.current,
  noReading: r.no_reading,
  adjustments: r.adjustments,
  meterWin: BigInt(r.meter_win),
  billsIn: BigInt(r.bills_in),
  drop: BigInt(r.drop),
  dropPending: r.drop_pending,
  sold: BigInt(r.sold),
  paid: BigInt(r.paid),
});

/** Two halls' sums as one; the current day is the first's that has one. */
const added = (a: Sums, b: Sums): Sums => ({
  closed: a.closed + b.closed,
  notClosed: a.notClosed + b.notClosed,
  current: a.current ?? b.current,
  noReading: a.noReading + b.noReading,
  adjustments: a.adjustments + b.adjustments,
  meterWin: a.meterWin + b.meterWin,
  billsIn: a.billsIn + b.billsIn,
  drop: a.drop + b.drop,
  dropPending: a.dropPending || b.dropPending,
  sold: a.sold + b.sold,
  paid: a.paid + b.paid,
});

const NONE: Sums = {
  closed: 0,
  notClosed: 0,
  current: null,
  noReading: 0,
  adjustments: 0,
  meterWin: 0n,
  billsIn: 0n,
  drop: 0n,
  dropPending: false,
  sold: 0n,
  paid: 0n,
};

/** One hall's closed days of `range`. */
export async function closedDays(db: Db, hallId: number, range: DayRange, now: Date) {
  return (await closedDaysByHall(db, [hallId], range, now)).halls.get(hallId)!;
}
