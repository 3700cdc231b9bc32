/**
 * A gaming day's cash beside its meters (decision 067), machine by machine: the drop counted from
 * boxes taken out in the day, the credits its desks sold, the hand pays they made; the cash win and
 * each comparison with the meters. A drop not yet counted counts as none, and says so.
 */
import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { fromMinorUnits, toMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';
import { notesTotal, type Notes } from '../drops/notes';
import { Money } from '../money-fields';
import type { DayFiguresRecord } from './day-figures';
import { deskMoneyByMachine } from './day-variances';

export const DayCash = z
  .object({
    drop: Money.openapi({ description: 'Выемка: пересчитано в ящиках, вынутых в этот день' }),
    dropExpected: Money.openapi({ description: 'По счётчикам купюр этих ящиков' }),
    dropPending: z.boolean().openapi({ description: 'Ящики дня вынуты, но ещё не пересчитаны' }),
    creditsSold: Money.openapi({ description: 'Зачислено на автомат с касс' }),
    handPays: Money.openapi({ description: 'Выплачено вручную на кассах' }),
    cashWin: Money.openapi({ description: 'Выигрыш по наличным: выемка + зачисления − выплаты' }),
    dropDifference: Money.openapi({ description: 'Выемка − счётчик купюр' }),
    creditsDifference: Money.openapi({ description: 'Зачисления с касс − счётчик зачислений' }),
    handPaysDifference: Money.openapi({
      description: 'Выплаты на кассах − счётчики ручных выплат',
    }),
  })
  .openapi('GamingDayCash');

export type DayCashRecord = z.infer<typeof DayCash>;

type Tiyn = {
  drop: bigint;
  dropExpected: bigint;
  dropPending: boolean;
  sold: bigint;
  paid: bigint;
};

const none = (): Tiyn => ({ drop: 0n, dropExpected: 0n, dropPending: false, sold: 0n, paid: 0n });

/** Each machine's cash of the day, in tiyn, by device. */
export async function dayCashByMachine(
  db: Db,
  hallId: number,
  day: { day: string; startsAt: string; endsAt: string },
) {
  const [desks, boxes] = await Promise.all([
    queryRows<{ device_id: number; sold: string; paid: string }>(
      db,
      deskMoneyByMachine(hallId, day.startsAt, day.endsAt),
    ),
    queryRows<{ device_id: number; counted: Notes | null; expected: Notes; status: string }>(
      db,
      sql`select b.device_id, b.counted, b.expected, d.status
          from machine_drops as d
          join machine_drop_boxes as b on b.drop_id = d.id
          where d.hall_id = ${hallId} and d.day = ${day.day}::date`,
    ),
  ]);
  const cash = new Map<number, Tiyn>();
  const of = (id: number) => cash.get(id) ?? cash.set(id, none()).get(id)!;
  for (const d of desks) {
    of(d.device_id).sold += BigInt(d.sold);
    of(d.device_id).paid += BigInt(d.paid);
  }
  for (const b of boxes) {
    const machine = of(b.device_id);
    if (b.status !== 'counted') machine.dropPending = true;
    else {
      machine.drop += notesTotal(b.counted ?? {});
      machine.dropExpected += notesTotal(b.expected);
    }
  }
  return cash;
}

/** The cash against the meters' figures of the same machine (or the hall) and day. */
export function dayCash(cash: Tiyn | undefined, figures: DayFiguresRecord): DayCashRecord {
  const c = cash ?? none();
  const meter = toMinorUnits;
  const handMeters = meter(figures.jackpotHandPays) + meter(figures.cancelledHandPays);
  return {
    drop: fromMinorUnits(c.drop),
    dropExpected: fromMinorUnits(c.dropExpected),
    dropPending: c.dropPending,
    creditsSold: fromMinorUnits(c.sold),
    handPays: fromMinorUnits(c.paid),
    cashWin: fromMinorUnits(c.drop + c.sold - c.paid),
    dropDifference: fromMinorUnits(c.drop - c.dropExpected),
    creditsDifference: fromMinorUnits(c.sold - meter(figures.transfersIn)),
    handPaysDifference: fromMinorUnits(c.paid - handMeters),
  };
}

/** The hall's cash of the day: the machines' summed. */
export function hallCash(cash: Map<number, Tiyn>) {
  const total = none();
  for (const c of cash.values()) {
    total.drop += c.drop;
    total.dropExpected += c.dropExpected;
    total.dropPending ||= c.dropPending;
    total.sold += c.sold;
    total.paid += c.paid;
  }
  return total;
}
