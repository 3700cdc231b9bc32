import { z } from '@hono/zod-openapi';
import { NOTE_MAX } from '@/lib/shared/cashbox';
import { SIGN_OFF_LEVELS, VARIANCE_KINDS } from '@/lib/shared/cash-desks';
import { messages } from '@/lib/shared/validation/messages';
import { ExportQuery } from '../exports/export-route';
import { HallParams } from '../halls/hall-params';
import { checkRange, dateRangeQuery, idText, pageQuery } from '../list-query';
import { Money } from '../money-fields';

export const VarianceParams = HallParams.extend({
  varianceId: idText('Неверный номер расхождения').openapi({
    param: { name: 'varianceId', in: 'path' },
    example: '1',
  }),
});

const reason = (missing: string) =>
  z
    .string({ error: 'Причина — текстом' })
    .trim()
    .min(1, missing)
    .max(NOTE_MAX, messages.lengthMax(NOTE_MAX));

export const SignOff = z
  .strictObject({ reason: reason('Укажите причину: что выяснили о расхождении') })
  .openapi('VarianceSignOff');

/** A manager's correction: why the entry is taken back. */
export const Reverse = z
  .strictObject({ reason: reason('Укажите, почему запись сторнируют') })
  .openapi('Reverse');

const filterFields = {
  ...dateRangeQuery,
  status: z
    .enum(['open', 'all'], { error: 'Статус: open или all' })
    .default('all')
    .openapi({ description: 'open — ждут подписи' }),
  userId: idText('Неверный номер сотрудника').optional(),
};

export const VarianceQuery = z
  .object({ ...pageQuery(50), ...filterFields })
  .superRefine(checkRange);
export const VarianceExportQuery = z
  .object({ ...filterFields, ...ExportQuery })
  .superRefine(checkRange);

export const Variance = z
  .object({
    id: z.number().int(),
    at: z.string(),
    kind: z.enum(VARIANCE_KINDS),
    deskName: z
      .string()
      .openapi({ description: 'Где: касса, или автомат для расхождения автомата' }),
    device: z
      .object({ id: z.number().int(), number: z.string(), name: z.string() })
      .nullable()
      .openapi({ description: 'Автомат расхождения автомата; null — расхождение кассы' }),
    day: z
      .string()
      .nullable()
      .openapi({ description: 'Игровой день расхождения автомата (YYYY-MM-DD)' }),
    dropId: z.number().int().nullable().openapi({ description: 'Выемка, где пересчитан ящик' }),
    shiftId: z.number().int().nullable(),
    userId: z.number().int().nullable(),
    person: z.string().nullable().openapi({ description: 'Чьё расхождение' }),
    amount: Money.openapi({
      description: 'Пересчитано − ожидалось: минус — недостача; у автомата — наличные − счётчик',
    }),
    signOff: z.enum(SIGN_OFF_LEVELS),
    managerBy: z.string().nullable(),
    managerAt: z.string().nullable(),
    managerReason: z.string().nullable(),
    headOfficeBy: z.string().nullable(),
    headOfficeAt: z.string().nullable(),
    headOfficeReason: z.string().nullable(),
    awaiting: z.boolean().openapi({ description: 'Ждёт подписи' }),
  })
  .openapi('CashVariance');

export const VariancePerson = z
  .object({
    userId: z.number().int().nullable(),
    person: z.string().nullable(),
    shifts: z.number().int(),
    shortages: z.number().int(),
    shortage: Money,
    overages: z.number().int(),
    overage: Money,
    aboveThreshold: z.number().int(),
    awaiting: z.number().int(),
  })
  .openapi('CashVariancePerson');

export const VarianceReport = z
  .object({
    items: z.array(Variance),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    people: z.array(VariancePerson).openapi({ description: 'По сотрудникам за весь фильтр' }),
  })
  .openapi('CashVarianceReport');

export type VarianceQueryInput = z.infer<typeof VarianceQuery>;
export type VarianceFilter = Omit<VarianceQueryInput, 'page' | 'pageSize'>;
export type VarianceRecord = z.infer<typeof Variance>;
