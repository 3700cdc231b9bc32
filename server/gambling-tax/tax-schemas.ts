import { z } from '@hono/zod-openapi';
import { parseQuarter, TAX_OBJECT_KINDS } from '@/lib/shared/gambling-tax';
import { messages } from '@/lib/shared/validation/messages';
import { ExportQuery } from '../exports/export-route';
import { requiredText } from '../fields';
import { versionField } from '../list-query';
import { Money } from '../money-fields';

const QUARTER_MESSAGE = 'Квартал в виде 2026-Q1';

export const quarterField = z
  .string({ error: QUARTER_MESSAGE })
  .max(7, QUARTER_MESSAGE)
  .refine((value) => {
    const q = parseQuarter(value);
    return q !== null && q.year >= 2000 && q.year <= 2100;
  }, QUARTER_MESSAGE)
  .transform((value) => parseQuarter(value)!)
  .openapi({ type: 'string', example: '2026-Q1' });

export const TaxQuery = z.object({ quarter: quarterField });

export const TaxExportQuery = z.object({
  quarter: quarterField,
  version: z
    .string()
    .regex(/^\d{1,4}$/, 'Версия — число')
    .transform(Number)
    .optional()
    .openapi({ type: 'string', description: 'Зафиксированная версия; без неё — черновик' }),
  ...ExportQuery,
});

export const TaxLock = z.strictObject({ quarter: quarterField }).openapi('GamblingTaxLock');

const TaxMonth = z.object({
  month: z.string().openapi({ example: '2026-01' }),
  halves: z.number().int().openapi({ description: '2 — полная ставка, 1 — половина' }),
  note: z.enum(['entered', 'left', 'in_and_out']).nullable(),
  amount: Money,
});

const TaxObject = z
  .object({
    deviceId: z.number().int(),
    number: z.string(),
    manufacturer: z.string(),
    model: z.string(),
    serial: z.string(),
    taxRegNo: z.string(),
    taxRegDate: z.string().nullable(),
    inServiceFrom: z.string(),
    outOfServiceOn: z.string().nullable(),
    months: z.array(TaxMonth),
    total: Money,
  })
  .openapi('GamblingTaxObject');

const TaxFiling = z
  .object({
    version: z.number().int(),
    lockedAt: z.string(),
    lockedBy: z.string().nullable(),
    objects: z.number().int(),
    total: Money,
    mrp: z.number().int(),
    rateMrp: z.number().int(),
  })
  .openapi('GamblingTaxFiling');

export const TaxDraft = z
  .object({
    quarter: z.string(),
    from: z.string(),
    to: z.string(),
    mrp: z.number().int().nullable().openapi({ description: 'МРП на первый день квартала, ₸' }),
    mrpSource: z.string(),
    rateMrp: z.number().int().nullable().openapi({ description: 'Ставка за автомат в месяц, МРП' }),
    rateSource: z.string(),
    objects: z.array(TaxObject),
    total: Money,
    unregistered: z.number().int(),
    inAndOut: z.number().int(),
    declarationDue: z.string(),
    paymentDue: z.string(),
    ended: z.boolean(),
    overdue: z
      .boolean()
      .openapi({ description: 'Срок декларации прошёл, а квартал не зафиксирован' }),
    filings: z.array(TaxFiling),
    changedSinceFiling: z.boolean(),
  })
  .openapi('GamblingTaxDraft');

const source = requiredText('Источник')
  .trim()
  .min(1, messages.required('Источник'))
  .max(300, messages.lengthMax(300));

export const MrpInput = z
  .strictObject({
    amount: z
      .number({ error: 'МРП — целое число тенге' })
      .int('МРП — целое число тенге')
      .min(1, 'МРП — от 1 до 1 000 000 ₸')
      .max(1_000_000, 'МРП — от 1 до 1 000 000 ₸'),
    source,
    version: versionField.optional(),
  })
  .openapi('MrpInput');

export const RateInput = z
  .strictObject({
    mrp: z
      .number({ error: 'Ставка — целое число МРП' })
      .int('Ставка — целое число МРП')
      .min(1, 'Ставка — от 1 до 100 000 МРП')
      .max(100_000, 'Ставка — от 1 до 100 000 МРП'),
    source,
    version: versionField,
  })
  .openapi('GamblingTaxRateInput');

const MrpYear = z
  .object({
    year: z.number().int(),
    amount: z.number().int(),
    source: z.string(),
    version: z.number().int(),
  })
  .openapi('MrpYear');
const Rate = z
  .object({
    kind: z.enum(TAX_OBJECT_KINDS),
    mrp: z.number().int(),
    source: z.string(),
    version: z.number().int(),
  })
  .openapi('GamblingTaxRate');

export const TaxSettings = z
  .object({ years: z.array(MrpYear), rates: z.array(Rate) })
  .openapi('GamblingTaxSettings');
export { MrpYear, Rate as TaxRate };

export const YearParams = z.object({
  year: z
    .string()
    .regex(/^(20\d\d|2100)$/, 'Год — от 2000 до 2100')
    .openapi({ param: { name: 'year', in: 'path' }, example: '2026' }),
});
export const KindParams = z.object({
  kind: z.enum(TAX_OBJECT_KINDS, { error: 'Вид объекта из списка' }).openapi({
    param: { name: 'kind', in: 'path' },
  }),
});
