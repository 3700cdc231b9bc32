import { z } from '@hono/zod-openapi';
import {
  MANUAL_OPERATION_TYPES,
  NOTE_MAX,
  OPERATION_SORT_LABELS,
  OPERATION_TYPES,
  PAYOUT_KINDS,
} from '@/lib/shared/cashbox';
import { messages } from '@/lib/shared/validation/messages';
import { ExportQuery } from '../exports/export-route';
import { HallParams } from '../halls/hall-params';
import { checkRange, dateRangeQuery, idText, pageQuery, sortQuery } from '../list-query';
import { amountInput, Money } from '../money-fields';
import { checkPayee, MaybeShortClient, PayeeFields } from './payee-fields';

/** The operations of one type: how many, and their sum. */
export const OperationTotal = z
  .object({ type: z.enum(OPERATION_TYPES), count: z.number().int(), amount: Money })
  .openapi('OperationTotal');

export const OperationCreate = z
  .strictObject({
    type: z.enum(MANUAL_OPERATION_TYPES, {
      error:
        'Выберите вид операции: внесение, изъятие, инкассация, выплата или зачисление на автомат',
    }),
    amount: amountInput('Сумма'),
    note: z
      .string({ error: 'Комментарий должен быть текстом' })
      .trim()
      .max(NOTE_MAX, messages.lengthMax(NOTE_MAX))
      .default(''),
    ...PayeeFields,
  })
  .superRefine(checkPayee)
  .openapi('OperationCreate');

export const Operation = z
  .object({
    id: z.number().int(),
    deskId: z.number().int(),
    deskName: z.string(),
    shiftId: z.number().int().nullable().openapi({ description: 'Смена; null — операция сейфа' }),
    type: z.enum(OPERATION_TYPES),
    amount: Money,
    balanceAfter: Money.nullable().openapi({
      description: 'Наличные кассы после операции; null — кассиру зала со слепым пересчётом',
    }),
    orderId: z.number().int().nullable(),
    note: z.string(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    client: MaybeShortClient.openapi({ description: 'Кому выплачен выигрыш' }),
    terminal: z
      .string()
      .nullable()
      .openapi({ description: 'Номер автомата выигрыша или зачисления' }),
    payoutKind: z.enum(PAYOUT_KINDS).nullable().openapi({
      description: 'Что выплачено вручную; null — не выплата или не сказано',
    }),
  })
  .openapi('Operation');

const journalFilterFields = {
  ...dateRangeQuery,
  type: z.enum(OPERATION_TYPES, { error: 'Неизвестный вид операции' }).optional(),
  shiftId: idText('Неверный номер смены').optional(),
  deskId: idText('Неверный номер кассы').optional(),
  ...sortQuery(OPERATION_SORT_LABELS, 'createdAt', 'desc'),
};

export const OperationListQuery = z
  .object({ ...pageQuery(50), ...journalFilterFields })
  .superRefine(checkRange);

/** The whole journal of a filter as a file. */
export const JournalExportQuery = z
  .object({ ...journalFilterFields, ...ExportQuery })
  .superRefine(checkRange);

export const OperationPage = z
  .object({
    items: z.array(Operation),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals: z.array(OperationTotal).openapi({
      description: 'Итоги по видам за весь фильтр; пусто — кассиру зала со слепым пересчётом',
    }),
  })
  .openapi('OperationPage');

export const OperationParams = HallParams.extend({
  operationId: idText('Неверный номер операции').openapi({
    param: { name: 'operationId', in: 'path' },
    example: '1',
  }),
});

export type OperationInput = z.infer<typeof OperationCreate>;
export type OperationRecord = z.infer<typeof Operation>;
export type OperationFilter = z.infer<typeof OperationListQuery>;
