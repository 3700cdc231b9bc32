import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { validationError } from './errors';

// Default validation messages in Russian.
z.config(z.locales.ru());

/** A router whose invalid input answers 400 with the field → Russian message map. */
export function router() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[status] ?? 'Ошибка',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Неверные данные: `fields` — сообщения по полям',
  401: 'Нет сессии или она истекла',
  403: 'Нет доступа',
  404: 'Не найдено',
  409: 'Конфликт',
  413: 'Слишком большое тело запроса',
  415: 'Тело запроса не JSON',
  429: 'Слишком много попыток',
};

/** A JSON body or response of the given schema. */
export const jsonContent = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
});
