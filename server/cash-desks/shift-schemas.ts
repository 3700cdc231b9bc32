import { z } from '@hono/zod-openapi';
import { orNull } from '../fields';
import { SIGN_OFF_LEVELS } from '@/lib/shared/cash-desks';
import { FISCAL_STATUSES } from '@/lib/shared/fiscal';
import { messages } from '@/lib/shared/validation/messages';
import { CashCount, type CashCountInput } from './count-fields';
import { ShortClient } from '../cashbox/payee-fields';
import { OperationTotal } from '../cashbox/operation-schemas';
import { NOTE_MAX, SHIFT_SORT_LABELS, SHIFT_STATUSES } from '@/lib/shared/cashbox';
import { HallParams } from '../halls/hall-params';
import { checkRange, dateRangeQuery, idText, pageQuery, sortQuery } from '../list-query';
import { amountInput, Money } from '../money-fields';

const oneCount = (
  input: { count?: unknown; [total: string]: unknown },
  total: string,
  ctx: z.RefinementCtx,
) => {
  if ((input.count === undefined) === (input[total] === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['count'], message: 'Пересчитайте наличные' });
  }
};

export const ShiftOpen = z
  .strictObject({
    deskId: z
      .number({ error: 'Выберите кассу' })
      .int('Выберите кассу')
      .positive('Выберите кассу')
      .optional()
      .openapi({ description: 'Касса; без неё — единственная касса зала' }),
    count: CashCount.optional(),
    openingCash: amountInput('Наличные на начало смены', true)
      .optional()
      .openapi({ description: 'Итог вместо count, где зал его допускает' }),
  })
  .superRefine((input, ctx) => oneCount(input, 'openingCash', ctx))
  .openapi('ShiftOpen');

export const ShiftClose = z
  .strictObject({
    count: CashCount.optional(),
    countedCash: amountInput('Наличные по факту', true)
      .optional()
      .openapi({ description: 'Итог вместо count, где зал его допускает' }),
    reason: z
      .string({ error: 'Причина — текстом' })
      .trim()
      .max(NOTE_MAX, messages.lengthMax(NOTE_MAX))
      .optional()
      .openapi({ description: 'Почему управляющий закрывает чужую смену' }),
  })
  .superRefine((input, ctx) => oneCount(input, 'countedCash', ctx))
  .openapi('ShiftClose');

/** The count of an open or close: `count`, or the legacy total under its own name. */
export const countOf = (
  input: { count?: CashCountInput },
  total: string | undefined,
  field: string,
) => (input.count ? { count: input.count, field: 'count' } : { count: { total: total! }, field });

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
    deskId: z.number().int(),
    deskName: z.string(),
    heldBy: person,
    openingCash: Money,
    balance: Money.nullable().openapi({
      description:
        'Наличные в кассе сейчас (у закрытой — ожидаемые на закрытие); null — кассиру зала со слепым пересчётом',
    }),
    openedAt: z.string(),
    openedBy: person,
    closedAt: z.string().nullable(),
    closedBy: person,
    expectedCash: Money.nullable(),
    countedCash: Money.nullable(),
    discrepancy: Money.nullable().openapi({ description: 'Факт − ожидание; у открытой — null' }),
  })
  .openapi('Shift');

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
  totals: z
    .array(OperationTotal)
    .openapi({ description: 'Итоги по видам; пусто — кассиру зала со слепым пересчётом' }),
  operationCount: z.number().int(),
  winnings: z
    .array(ShiftWinning)
    .openapi({ description: 'Выплаты выигрышей: кому и за какой автомат' }),
  registerZ: z
    .object({
      status: z.enum(FISCAL_STATUSES),
      shiftNumber: z.number().int().nullable().openapi({ description: 'Смена кассы ККМ' }),
      documentCount: z.number().int().nullable(),
      cashInRegister: Money.nullable().openapi({ description: 'Наличных в кассе ККМ по отчёту' }),
      issuedAt: z.string().nullable(),
      error: z.string().nullable(),
      note: z.string().nullable().openapi({
        description:
          'Z-отчёт не понадобился: смена кассы ККМ уже закрыта или в ней не было документов',
      }),
    })
    .nullable()
    .openapi('RegisterZReport', {
      description: 'Z-отчёт кассы ККМ за смену; null — касса не привязана к кассе ККМ',
    }),
}).openapi('ShiftReport');

export const CurrentShift = z
  .object({ shift: orNull(ShiftReport).openapi({ description: 'null — смена не открыта' }) })
  .openapi('CurrentShift');

export const CurrentShiftQuery = z.object({
  deskId: idText('Неверный номер кассы')
    .optional()
    .openapi({ description: 'Смена этой кассы (управляющему); без неё — своя' }),
});

/** A close's Z-report with the variance it left (null: the count matched). */
export const ShiftClosed = ShiftReport.extend({
  variance: z
    .object({ id: z.number().int(), amount: Money, signOff: z.enum(SIGN_OFF_LEVELS) })
    .nullable()
    .openapi('VarianceRef'),
}).openapi('ShiftClosed');

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
