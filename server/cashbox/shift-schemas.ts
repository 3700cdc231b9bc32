import { z } from '@hono/zod-openapi';
import { ShortClient } from './payee-fields';
import { OPERATION_TYPES, SHIFT_SORT_LABELS, SHIFT_STATUSES } from '@/lib/shared/cashbox';
import { HallParams } from '../halls/hall-params';
import { checkRange, dateRangeQuery, idText, pageQuery, sortQuery } from '../list-query';
import { amountInput, Money } from './money-fields';

export const ShiftOpen = z
  .strictObject({ openingCash: amountInput('Наличные на начало смены', true) })
  .openapi('ShiftOpen');

export const ShiftClose = z
  .strictObject({ countedCash: amountInput('Наличные по факту', true) })
  .openapi('ShiftClose');

export const ShiftParams = HallParams.extend({
  shiftId: idText('Неверный номер смены').openapi({
    param: { name: 'shiftId', in: 'path' },
    example: '1',
  }),
});

const person = z.string().nullable().openapi({ description: 'ФИО; null — пользователь удалён' });

export const Shift = z
  .object({
    id: z.number().int(),
    status: z.enum(SHIFT_STATUSES),
    openingCash: Money,
    balance: Money.openapi({ description: 'Наличные в кассе сейчас (у закрытой — на закрытие)' }),
    openedAt: z.string(),
    openedBy: person,
    closedAt: z.string().nullable(),
    closedBy: person,
    expectedCash: Money.nullable(),
    countedCash: Money.nullable(),
    discrepancy: Money.nullable().openapi({ description: 'Факт − ожидание; у открытой — null' }),
  })
  .openapi('Shift');

export const OperationTotal = z
  .object({ type: z.enum(OPERATION_TYPES), count: z.number().int(), amount: Money })
  .openapi('OperationTotal');

/** X-report of an open shift, Z-report of a closed one: the shift and its totals by type. */
/** A winnings payout of the shift, as the X/Z report lists it. */
export const ShiftWinning = z
  .object({
    operationId: z.number().int(),
    createdAt: z.string(),
    amount: z.string(),
    client: ShortClient,
    terminal: z.string(),
  })
  .openapi('ShiftWinning');

export const ShiftReport = Shift.extend({
  totals: z.array(OperationTotal),
  operationCount: z.number().int(),
  winnings: z
    .array(ShiftWinning)
    .openapi({ description: 'Выплаты выигрышей: кому и за какой автомат' }),
}).openapi('ShiftReport');

export const CurrentShift = z.object({ shift: ShiftReport.nullable() }).openapi('CurrentShift');

/** The shift archive: shifts opened within hall days `from`–`to`, sorted. */
export const ShiftListQuery = z
  .object({
    ...pageQuery(20),
    ...dateRangeQuery,
    ...sortQuery(SHIFT_SORT_LABELS, 'openedAt', 'desc'),
  })
  .superRefine(checkRange);

export const ShiftPage = z
  .object({
    items: z.array(Shift),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('ShiftPage');

export type ShiftRecord = z.infer<typeof Shift>;
export type ShiftFilter = z.infer<typeof ShiftListQuery>;
export type ShiftReportRecord = z.infer<typeof ShiftReport>;
