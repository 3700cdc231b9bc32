import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, AppOptions } from './context';
import { ApiError, ErrorSchema, errorResponse } from './errors';
import { authRoutes } from './routes/auth';
import { hallsRoutes } from './routes/halls';
import { healthRoutes } from './routes/health';
import { menuRoutes } from './routes/menu';

export const MAX_BODY_BYTES = 64 * 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Бэк-офис залов — API',
    version: '1.0.0',
    description:
      'REST + JSON. Вход ставит cookie `bbp-cookie`; другой источник передаёт токен в `Authorization: Bearer`. Ошибки: `{ error: { code, message, fields? } }`.',
  },
};

/** The API. It takes its database, so tests can hand it their own. */
export function createApp(input: AppOptions) {
  const options: Required<AppOptions> = {
    now: () => new Date(),
    allowedOrigins: [],
    trustProxy: false,
    secureCookie: false,
    ...input,
  };
  const app = new OpenAPIHono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, new ApiError(error.status as 400, 'bad_request', 'Неверный запрос'));
    }
    console.error(error);
    return errorResponse(c, new ApiError(500, 'internal', 'Внутренняя ошибка сервера'));
  });
  app.notFound((c) => errorResponse(c, new ApiError(404, 'not_found', 'Адрес API не найден')));

  app.use('*', async (c, next) => {
    c.set('options', options);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  if (options.allowedOrigins.length > 0) {
    app.use('*', cors({ origin: options.allowedOrigins, credentials: true }));
  }
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'Слишком большой запрос');
    },
  });
  app.use('*', (c, next) => (WRITE_METHODS.has(c.req.method) ? limitBody(c, next) : next()));
  app.use('*', async (c, next) => {
    // Only writes are looked at: touching a GET's body would make the adapter build a stream.
    if (WRITE_METHODS.has(c.req.method)) {
      const hasBody = c.req.header('content-length') !== '0' && c.req.raw.body !== null;
      const type = c.req.header('content-type') ?? '';
      if (hasBody && !/^application\/json\b/i.test(type)) {
        throw new ApiError(
          415,
          'unsupported_media_type',
          'Тело запроса должно быть в формате JSON',
        );
      }
    }
    await next();
  });

  app.openAPIRegistry.register('Error', ErrorSchema);
  app.route('/api/auth', authRoutes);
  app.route('/api/halls', hallsRoutes);
  app.route('/api/menu', menuRoutes);
  app.route('/api/health', healthRoutes);
  app.doc31('/api/openapi.json', OPENAPI_INFO);
  return app;
}

export type App = ReturnType<typeof createApp>;
