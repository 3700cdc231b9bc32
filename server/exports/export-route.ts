import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { exportResponse, type ExportFile, type ExportFormat } from './export-file';

/** The `format` query of a download; XLSX unless CSV is asked for. */
export const ExportQuery = {
  format: z
    .enum(['csv', 'xlsx'], { error: 'Формат: csv или xlsx' })
    .default('xlsx')
    .openapi({ description: 'CSV (UTF-8, «;») или XLSX' }),
};

/** The 200 answer of a download in the OpenAPI document. */
export const exportAnswer = {
  200: {
    description: 'Файл: всё, что показывает фильтр, с итогами',
    content: {
      'text/csv': { schema: z.string() },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: z.string().openapi({ format: 'binary' }),
      },
    },
  },
};

/** Answers with the file, streamed. */
export function sendExport(c: Context<AppEnv>, file: ExportFile, format: ExportFormat) {
  const { body, headers } = exportResponse(file, format);
  return c.body(body, 200, headers) as never;
}
