import { z } from '@hono/zod-openapi';
import { amountMessage, canonicalAmount, MAX_CASH_COUNT } from '@/lib/shared/cashbox';

/** Money in an answer: a decimal string with two places, never a number. */
export const Money = z.string().openapi({ example: '12500.00', pattern: '^-?\\d+\\.\\d{2}$' });

/**
 * Money in a request: a decimal string («12500» or «12500.50»), > 0, at most two places, at
 * most 100 000 000 ₸ — or, for a count of the cash, ≥ 0 up to `MAX_CASH_COUNT`. Its canonical
 * form goes on («12500.00»); a number is refused, as it may already have been rounded by a float.
 */
export const amountInput = (label: string, count = false) =>
  z
    .string({ error: `Поле «${label}» — сумма строкой, например "12500.00"` })
    .trim()
    .superRefine((value, ctx) => {
      const message = amountMessage(
        value,
        count ? { label, allowZero: true, max: MAX_CASH_COUNT } : { label },
      );
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform(canonicalAmount)
    .openapi({ type: 'string', example: '12500.00' });
