import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ImportQuery } from '../list-query';
import { errorResponses, jsonContent } from '../openapi-hono';
import { IMPORT_TYPES, importFormat, unreadableFile } from './import-rows';

/** The request of a file import: `dryRun`, `skipInvalid`, the body a CSV or an XLSX. */
export const importRequest = {
  query: ImportQuery,
  body: {
    required: true,
    content: {
      'text/csv': { schema: z.string() },
      [IMPORT_TYPES.xlsx[0]]: { schema: z.string().openapi({ format: 'binary' }) },
    },
  },
};

/** The answers of a file import: the check's result, or 422 with it when nothing was written. */
export const importResponses = <T extends z.ZodType>(result: T) => ({
  200: { description: 'Проверено или записано', ...jsonContent(result) },
  422: {
    description: 'В файле ошибки, ничего не записано: `result` — что нашла проверка',
    ...jsonContent(
      z.object({ error: z.object({ code: z.string(), message: z.string() }), result }),
    ),
  },
  ...errorResponses(400, 401, 403, 413, 415),
});

export type Importer<R> = (
  body: AsyncIterable<Uint8Array>,
  format: 'csv' | 'xlsx',
  options: { dryRun: boolean; skipInvalid: boolean; userId: number },
) => Promise<R>;

/** The error beside the result of a file whose errors kept it from being written. */
export const importRefused = () => ({
  code: 'import_invalid',
  message: 'В файле есть ошибки: ничего не записано',
});

/**
 * Runs an import on the request's body; answers its result and whether it is a refusal (a file
 * with errors that was not written), which the route answers 422.
 */
export async function runImport<R extends { written: boolean }>(
  c: Context<AppEnv>,
  query: { dryRun: boolean; skipInvalid: boolean },
  run: Importer<R>,
) {
  const format = importFormat(c.req.header('content-type'));
  const body = c.req.raw.body;
  if (!body) throw unreadableFile('Пришёл пустой файл');
  const result = await run(body as unknown as AsyncIterable<Uint8Array>, format, {
    ...query,
    userId: c.var.user.id,
  });
  return { result, refused: !query.dryRun && !result.written };
}

/** What an import's check or import answers: its lines, what it wrote, the errors by line and column. */
export const importResult = <C extends string>(columns: readonly [C, ...C[]], name: string) =>
  z
    .object({
      rows: z.number().int(),
      created: z.number().int(),
      unchanged: z.number().int(),
      errors: z.array(
        z.object({
          row: z.number().int(),
          field: z.enum([...columns, 'file']),
          message: z.string(),
        }),
      ),
      moreErrors: z.number().int(),
      written: z.boolean(),
    })
    .openapi(name);
