import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '@hono/zod-openapi';

/** An error the API answers with `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** More that a client acts on, beside the message (`attemptsLeft` of a recount). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** How long a client waits before it retries while the database is away. */
export const RETRY_AFTER_S = 5;

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      attemptsLeft: z
        .number()
        .int()
        .optional()
        .openapi({ description: 'Пересчёт (`recount`): сколько попыток осталось' }),
    }),
  })
  .openapi('Error');

export const errors = {
  unauthorized: () => new ApiError(401, 'unauthorized', 'Сессия истекла, войдите снова'),
  forbidden: () => new ApiError(403, 'forbidden', 'Нет доступа'),
  hallForbidden: () => new ApiError(403, 'hall_forbidden', 'Нет доступа к этому залу'),
  notFound: (message = 'Запись не найдена') => new ApiError(404, 'not_found', message),
  payloadTooLarge: () => new ApiError(413, 'payload_too_large', 'Слишком большой запрос'),
  unsupportedMediaType: () =>
    new ApiError(415, 'unsupported_media_type', 'Тело запроса должно быть в формате JSON'),
  /** The database is away (a restart, a failover): nothing was written; try again shortly. */
  databaseUnavailable: () =>
    new ApiError(
      503,
      'database_unavailable',
      'База данных недоступна, повторите через несколько секунд',
      undefined,
      { 'Retry-After': String(RETRY_AFTER_S) },
    ),
  /** The record changed since the client read it; nothing was written. */
  staleVersion: () =>
    new ApiError(409, 'stale_version', 'Запись изменена другим пользователем', {
      version: 'Загрузите актуальную версию записи',
    }),
};

/** A unique index refused the write (PostgreSQL 23505), whichever driver wrapped the error. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/** zod issues → `{ field: message }`, the first message per field. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const base = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[base ? `${base}.${key}` : key] ??= 'Неизвестное поле';
      continue;
    }
    fields[base || '_'] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): ApiError {
  return new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', fieldMessages(error));
}

export function errorResponse(c: Context, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(
    {
      error: {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...error.extra,
      },
    },
    error.status,
  );
}
