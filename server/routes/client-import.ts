import { createRoute, z } from '@hono/zod-openapi';
import { IMPORT_COLUMNS } from '@/lib/shared/clients';
import { forAction, requireUser } from '../auth/middleware';
import { importClients } from '../clients/client-import';
import { IMPORT_TYPES } from '../imports/import-rows';
import { ExportQuery, sendExport } from '../exports/export-route';
import { importRefused, importRequest, importResponses, runImport } from '../imports/import-route';
import { errorResponses, router } from '../openapi-hono';

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
      request: importRequest,
      responses: importResponses(ImportResult),
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { result, refused } = await runImport(
        c,
        c.req.valid('query'),
        (body, format, options) => importClients(db, body, format, options, now()),
      );
      if (refused) return c.json({ error: importRefused(), result }, 422);
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
