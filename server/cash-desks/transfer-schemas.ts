import { z } from '@hono/zod-openapi';
import {
  BAG_NUMBER_MAX,
  SENT_TRANSFER_KINDS,
  TRANSFER_KINDS,
  TRANSFER_STATUSES,
} from '@/lib/shared/cash-transfers';
import { NOTE_MAX } from '@/lib/shared/cashbox';
import { messages } from '@/lib/shared/validation/messages';
import { HallParams } from '../halls/hall-params';
import { idText, pageQuery } from '../list-query';
import { amountInput, Money } from '../money-fields';
import { CashCount } from './count-fields';

const deskId = (label: string) =>
  z
    .number({ error: `${label}: выберите кассу` })
    .int(`${label}: выберите кассу`)
    .positive(`${label}: выберите кассу`);

export const TransferCreate = z
  .strictObject({
    kind: z.enum(SENT_TRANSFER_KINDS, {
      error: 'Вид перемещения: fill, return, transfer, collection или delivery',
    }),
    fromDeskId: deskId('Откуда').optional().openapi({
      description: 'Касса-отправитель; без неё — своя касса (сейф для fill и collection)',
    }),
    toDeskId: deskId('Куда')
      .optional()
      .openapi({ description: 'Касса-получатель (fill, transfer); сейф — для return и delivery' }),
    amount: amountInput('Сумма').optional(),
    count: CashCount.optional().openapi({ description: 'Пересчёт вместо суммы' }),
    bagNumber: z
      .string({ error: 'Номер сумки — текстом' })
      .trim()
      .max(BAG_NUMBER_MAX, messages.lengthMax(BAG_NUMBER_MAX))
      .regex(/^[\p{L}\p{N}\- /]*$/u, 'Номер сумки: буквы, цифры, дефис')
      .optional(),
    note: z
      .string({ error: 'Комментарий должен быть текстом' })
      .trim()
      .max(NOTE_MAX, messages.lengthMax(NOTE_MAX))
      .default(''),
  })
  .superRefine((input, ctx) => {
    if ((input.amount === undefined) === (input.count === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Укажите сумму или пересчёт' });
    }
    if (input.kind === 'collection' && !input.bagNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['bagNumber'],
        message: 'Укажите номер инкассаторской сумки',
      });
    }
    if ((input.kind === 'fill' || input.kind === 'transfer') && input.toDeskId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['toDeskId'], message: 'Куда: выберите кассу' });
    }
  })
  .openapi('CashTransferCreate');

export const TransferAccept = z
  .strictObject({
    count: CashCount.optional().openapi({
      description:
        'Пересчёт полученного; касса принимает пересчитанное. Обязателен там, где зал считает по купюрам',
    }),
    acceptDifference: z
      .boolean({ error: 'Подтверждение расхождения — да или нет' })
      .optional()
      .openapi({
        description:
          'Пересчёт не сходится с отправленным, и это так: разница — расхождение отправителя',
      }),
  })
  .openapi('CashTransferAccept');

export const TransferParams = HallParams.extend({
  transferId: idText('Неверный номер перемещения').openapi({
    param: { name: 'transferId', in: 'path' },
    example: '1',
  }),
});

const DeskRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const Transfer = z
  .object({
    id: z.number().int(),
    kind: z.enum(TRANSFER_KINDS),
    status: z.enum(TRANSFER_STATUSES),
    fromDesk: DeskRef.openapi({ description: 'Откуда; null — из банка' }),
    toDesk: DeskRef.openapi({ description: 'Куда; null — в банк' }),
    amount: Money,
    received: Money.nullable().openapi({
      description: 'Сколько пересчитал получатель; null — не пересчитывали или ещё в пути',
    }),
    bagNumber: z.string().nullable(),
    note: z.string(),
    sentBy: z.string().nullable(),
    sentAt: z.string(),
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    canDecide: z
      .boolean()
      .openapi({ description: 'Этот пользователь может принять или отклонить перемещение' }),
  })
  .openapi('CashTransfer');

export const TransferListQuery = z.object({
  ...pageQuery(50),
  status: z.enum(TRANSFER_STATUSES, { error: 'Статус: sent, accepted или refused' }).optional(),
  deskId: idText('Неверный номер кассы').optional(),
});

export const TransferPage = z
  .object({
    items: z.array(Transfer),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('CashTransferPage');

export type TransferInput = z.infer<typeof TransferCreate>;
export type TransferAcceptInput = z.infer<typeof TransferAccept>;
export type TransferRecord = z.infer<typeof Transfer>;
export type TransferFilter = z.infer<typeof TransferListQuery>;
