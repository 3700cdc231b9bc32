import { z } from '@hono/zod-openapi';
import { orNull } from '../fields';
import {
  COUNT_POLICIES,
  DENOMINATION_FORMS,
  DESK_KINDS,
  SHIFT_DESK_KINDS,
} from '@/lib/shared/cash-desks';
import { messages } from '@/lib/shared/validation/messages';
import { requiredText } from '../fields';
import { HallParams } from '../halls/hall-params';
import { idText, versionField } from '../list-query';
import { amountInput, Money } from '../money-fields';
import { RegisterView } from '../fiscal/register-schemas';

export const DESK_NAME_MAX = 40;

const name = requiredText('Название')
  .trim()
  .min(1, messages.required('Название'))
  .max(DESK_NAME_MAX, messages.lengthMax(DESK_NAME_MAX))
  .openapi({ example: 'Касса 2' });

const workingCapital = amountInput('Рабочий остаток', true).nullable().openapi({
  description: 'Сколько наличных касса держит; выше — излишек сдают в сейф. null — без предела',
});

export const DeskCreate = z
  .strictObject({
    kind: z.enum(SHIFT_DESK_KINDS, { error: 'Вид кассы: window (окно) или bar (бар)' }),
    name,
    workingCapital: workingCapital.optional(),
  })
  .openapi('CashDeskCreate');

export const DeskUpdate = z
  .strictObject({
    version: versionField,
    name: name.optional(),
    workingCapital: workingCapital.optional(),
    retired: z.boolean({ error: 'Выведена из работы: true или false' }).optional(),
  })
  .openapi('CashDeskUpdate');

export const DeskParams = HallParams.extend({
  deskId: idText('Неверный номер кассы').openapi({
    param: { name: 'deskId', in: 'path' },
    example: '1',
  }),
});

/** The shift that holds a desk now. */
const DeskShift = z
  .object({
    id: z.number().int(),
    heldBy: z.string().nullable().openapi({ description: 'ФИО; null — без держателя' }),
    heldById: z.number().int().nullable(),
    openedAt: z.string(),
  })
  .openapi('CashDeskShift');

export const CashDesk = z
  .object({
    id: z.number().int(),
    kind: z.enum(DESK_KINDS),
    name: z.string(),
    workingCapital: Money.nullable(),
    balance: Money.nullable().openapi({
      description: 'Наличные по учёту; null — кассиру зала со слепым пересчётом',
    }),
    overCapital: z
      .boolean()
      .openapi({ description: 'Наличных больше рабочего остатка: излишек сдают в сейф' }),
    countedAt: z.string().nullable().openapi({ description: 'Последний пересчёт' }),
    retired: z.boolean(),
    version: z.number().int(),
    shift: DeskShift.nullable(),
    fiscal: orNull(RegisterView).openapi({
      description: 'Касса ККМ, которой продажи кассы передаются в ОФД; null — не привязана',
    }),
  })
  .openapi('CashDesk');

export const CashPolicy = z
  .object({
    blindCount: z.boolean(),
    countByDenomination: z.enum(COUNT_POLICIES),
    cashierConfirmsSafe: z.boolean().openapi({
      description: 'Второй пересчёт сейфа может сделать кассир',
    }),
    denominations: z.array(
      z.object({ value: z.string(), form: z.enum(DENOMINATION_FORMS) }).openapi('Denomination'),
    ),
  })
  .openapi('CashPolicy');

export const CashDeskList = z
  .object({ items: z.array(CashDesk), policy: CashPolicy })
  .openapi('CashDeskList');

export type DeskInput = z.infer<typeof DeskCreate>;
export type DeskChanges = Omit<z.infer<typeof DeskUpdate>, 'version'>;
export type DeskRecord = z.infer<typeof CashDesk>;
