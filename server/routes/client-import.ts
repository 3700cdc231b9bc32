import { createRoute, z } from '@hono/zod-openapi';
import { IMPORT_COLUMNS } from '@/lib/shared/clients';
import { forAction, requireUser } from '../auth/middleware';
import { importClients } from '../clients/client-import';
import { IMPORT_TYPES, importFormat, unreadableFile } from '../clients/import-rows';
import { ExportQuery, sendExport } from '../exports/export-route';
import { errorResponses, jsonContent, router } from '../openapi-hono';

const flag = (description: string) =>
  z
    .enum(['0', '1'], { error: 'Ожидается 0 или 1' })
    .default('0')
    .transform((value) => value === '1')
    .openapi({ description });

const ImportQuery = z.object({
  dryRun: flag('1 — только проверить файл, ничего не записывая'),
  skipInvalid: flag('1 — записать верные строки, пропустив строки с ошибками'),
});

const ImportResult = z
  .object({
    rows: z.number().int().openapi({ description: 'Строк данных в файле' }),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    errors: z.array(
      z.object({
        row: z.number().int().openapi({ description: 'Строка файла (заголовок — 1)' }),
        field: z.enum([...(Object.keys(IMPORT_COLUMNS) as [string]), 'file']),
        message: z.string(),
      }),
    ),
    moreErrors: z.number().int().openapi({ description: 'Ошибок сверх списка' }),
    written: z.boolean().openapi({ description: 'Записано ли что-нибудь' }),
  })
  .openapi('ClientImportResult');

const TEMPLATE_COLUMNS = Object.values(IMPORT_COLUMNS).map((header) => ({
  header,
  kind: 'text' as const,
  width: header === 'ФИО' ? 32 : 20,
}));

/** Head office loads a client base it kept elsewhere. */
export const clientImportRoutes = router();
clientImportRoutes.use('*', requireUser, forAction('importClients'));
clientImportRoutes
  .openapi(
    createRoute({
      method: 'post',
      path: '/import',
      tags: ['clients'],
      summary:
        'Импорт базы клиентов из CSV (UTF-8, «;» или «,») или XLSX в теле запроса. Файл с ошибками не записывается (422), если не задан skipInvalid=1; повторный импорт того же файла ничего не меняет',
      request: {
        query: ImportQuery,
        body: {
          required: true,
          content: {
            'text/csv': { schema: z.string() },
            [IMPORT_TYPES.xlsx[0]]: { schema: z.string().openapi({ format: 'binary' }) },
          },
        },
      },
      responses: {
        200: { description: 'Проверено или записано', ...jsonContent(ImportResult) },
        422: {
          description: 'В файле ошибки, ничего не записано: `result` — что нашла проверка',
          ...jsonContent(
            z.object({
              error: z.object({ code: z.string(), message: z.string() }),
              result: ImportResult,
            }),
          ),
        },
        ...errorResponses(400, 401, 403, 413, 415),
      },
    }),
    async (c) => {
      const format = importFormat(c.req.header('content-type'));
      const body = c.req.raw.body;
      if (!body) throw unreadableFile('Пришёл пустой файл');
      const { dryRun, skipInvalid } = c.req.valid('query');
      const { db, now } = c.var.options;
      const result = await importClients(
        db,
        body as unknown as AsyncIterable<Uint8Array>,
        format,
        { dryRun, skipInvalid, userId: c.var.user.id },
        now(),
      );
      if (!dryRun && !result.written) {
        const message = 'В файле есть ошибки: ничего не записано';
        return c.json({ error: { code: 'import_invalid', message }, result }, 422);
      }
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/import/template',
      tags: ['clients'],
      summary: 'Пустой файл импорта с его столбцами',
      request: { query: z.object(ExportQuery) },
      responses: {
        200: {
          description: 'Шаблон',
          content: {
            'text/csv': { schema: z.string() },
            [IMPORT_TYPES.xlsx[0]]: { schema: z.string().openapi({ format: 'binary' }) },
          },
        },
        ...errorResponses(400, 401, 403),
      },
    }),
    (c) =>
      sendExport(
        c,
        {
          name: 'Шаблон импорта клиентов',
          asciiName: 'clients-import-template',
          sections: [{ title: 'Клиенты', columns: TEMPLATE_COLUMNS, rows: [] }],
        },
        c.req.valid('query').format,
      ),
  );
