import { z } from '@hono/zod-openapi';
import {
  countLines,
  DENOMINATION_FORMS,
  MAX_PIECES,
  piecesTotal,
  type CountPolicy,
  type Denomination,
  type DenominationForm,
} from '@/lib/shared/cash-desks';
import { MAX_CASH_COUNT } from '@/lib/shared/cashbox';
import { formatMoney, toMinorUnits } from '@/lib/shared/money';
import { ApiError } from '../errors';
import { amountInput } from '../money-fields';

const piecesMessage = `Количество — целое число от 0 до ${MAX_PIECES.toLocaleString('ru-RU')}`;

const Piece = z.strictObject({
  value: z
    .string({ error: 'Номинал — строка цифр, например "20000"' })
    .regex(/^[1-9]\d{0,6}$/, 'Номинал — целое число тенге, например "20000"'),
  form: z.enum(DENOMINATION_FORMS, { error: 'Вид — note (купюра) или coin (монета)' }).optional(),
  count: z
    .number({ error: piecesMessage })
    .int(piecesMessage)
    .min(0, piecesMessage)
    .max(MAX_PIECES, piecesMessage),
});

/**
 * A count of cash: the pieces of each note and coin, or a total where the hall allows it. The
 * total of pieces is computed here, never taken from the client.
 */
export const CashCount = z
  .strictObject({
    denominations: z
      .array(Piece, { error: 'Перечислите купюры и монеты списком' })
      .min(1, 'Перечислите купюры и монеты')
      .max(40, 'Не больше 40 строк пересчёта')
      .optional(),
    total: amountInput('Итого', true).optional(),
  })
  .superRefine((count, ctx) => {
    if ((count.denominations === undefined) === (count.total === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Укажите купюры и монеты (denominations) или итог (total)',
        path: [],
      });
    }
  })
  .openapi('CashCount', {
    example: { denominations: [{ value: '20000', count: 3 }] },
  });

export type CashCountInput = z.infer<typeof CashCount>;

/** A count read against the hall's rules: its total in tiyn and its pieces (none for a total). */
export type ReadCount = {
  total: bigint;
  pieces: { value: string; form: DenominationForm; count: number }[] | null;
};

/**
 * Checks a count against the chain's notes and coins and the hall's policy; a refusal is 400
 * under `field` (`count`, or a legacy total's own name).
 */
export function readCount(
  count: CashCountInput,
  policy: CountPolicy,
  known: readonly Denomination[],
  field = 'count',
): ReadCount {
  const refuse = (path: string, message: string) =>
    new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', { [path]: message });
  if (count.total !== undefined) {
    if (policy === 'required') {
      throw refuse(
        field === 'count' ? 'count.total' : field,
        'В этом зале пересчёт ведут по купюрам и монетам',
      );
    }
    return { total: toMinorUnits(count.total), pieces: null };
  }
  const lines = countLines(count.denominations!, known);
  const seen = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const path = `${field}.denominations.${i}`;
    if (!known.some((d) => d.value === line.value && d.form === line.form)) {
      const what = line.form === 'note' ? 'купюры' : 'монеты';
      throw refuse(`${path}.value`, `Такой ${what} нет: ${line.value} ₸`);
    }
    const key = `${line.form}:${line.value}`;
    if (seen.has(key)) throw refuse(`${path}.value`, 'Этот номинал уже указан выше');
    seen.add(key);
  }
  const total = piecesTotal(lines);
  if (total > toMinorUnits(MAX_CASH_COUNT)) {
    throw refuse(field, `Итог не может быть больше ${formatMoney(MAX_CASH_COUNT)}`);
  }
  return { total, pieces: lines.filter((line) => line.count > 0) };
}
