import { z } from '@hono/zod-openapi';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { isIsoDate } from '@/lib/shared/iso-date';
import { messages } from '@/lib/shared/validation/messages';

/** `page` and `pageSize` of a list endpoint, with Russian messages. */
export const pageQuery = (defaultSize: number) => ({
  page: z.coerce
    .number({ error: 'Номер страницы должен быть числом' })
    .int('Номер страницы должен быть целым')
    .min(1, messages.numberMin(1))
    .max(100_000, messages.numberMax(100_000))
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Размер страницы должен быть числом' })
    .int('Размер страницы должен быть целым')
    .min(1, messages.numberMin(1))
    .max(100, messages.numberMax(100))
    .default(defaultSize),
});

export const sortOrder = z.enum(['asc', 'desc'], { error: 'Порядок: asc или desc' }).default('asc');

/**
 * `sort` (one of `labels`' keys, `fallback` when absent) and `order` of a list; the newest-first
 * lists default to `desc`.
 */
export const sortQuery = <S extends string>(
  labels: Record<S, string>,
  fallback: NoInfer<S>,
  order: 'asc' | 'desc' = 'asc',
) => ({
  sort: z
    .enum(Object.keys(labels) as [S, ...S[]], { error: 'Неизвестная сортировка' })
    .default(fallback as never),
  order: z.enum(['asc', 'desc'], { error: 'Порядок: asc или desc' }).default(order),
});

/** ORDER BY the chosen column, then the id the same way, so that pages never overlap. */
export const sortedBy = (column: AnyColumn | SQL, id: AnyColumn, order: 'asc' | 'desc') =>
  order === 'asc' ? [asc(column), asc(id)] : [desc(column), desc(id)];

export const searchText = z.string().trim().max(100, messages.lengthMax(100)).optional();

/** The largest id or version a column holds (PostgreSQL `integer`): past it, a 400, not a 500. */
export const INT_MAX = 2_147_483_647;

/** The version an edit started from (or send it in If-Match). */
export const versionField = z
  .number({ error: 'Версия записи должна быть целым числом' })
  .int('Версия записи должна быть целым числом')
  .min(1, 'Версия записи должна быть целым числом')
  .max(INT_MAX, 'Версия записи должна быть целым числом')
  .optional()
  .openapi({ description: 'Или заголовок If-Match' });

/** `LIKE` pattern for "contains": `%`, `_` and `\` typed by the user are letters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const isoDate = (label: string) =>
  z
    .string()
    .refine(isIsoDate, messages.invalidDate())
    .optional()
    .openapi({ description: `${label} (дата зала, YYYY-MM-DD)`, example: '2026-11-22' });

/** A date range `from`–`to` (inclusive, hall-local days) of a journal or list. */
export const dateRangeQuery = {
  from: isoDate('С какого дня'),
  to: isoDate('По какой день'),
};

/** Refuses a range that ends before it starts, under `to`. */
export const checkRange = (range: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (range.from && range.to && range.to < range.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Конец периода раньше его начала' });
  }
};

/** A numeric id in a path or query. */
export const idText = (message: string) => z.string().regex(/^\d{1,9}$/, message);

/** A yes-or-no switch of a query: `0` (the default) or `1`. */
export const flagQuery = (description: string) =>
  z
    .enum(['0', '1'], { error: 'Ожидается 0 или 1' })
    .default('0')
    .transform((value) => value === '1')
    .openapi({ description });

/** The switches of a file import: check only, or write the good rows and skip the bad. */
export const ImportQuery = z.object({
  dryRun: flagQuery('1 — только проверить файл, ничего не записывая'),
  skipInvalid: flagQuery('1 — записать верные строки, пропустив строки с ошибками'),
});
