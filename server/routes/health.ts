import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { RETRY_AFTER_S } from '../errors';
import { router } from '../openapi-hono';

const Health = z
  .object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) })
  .openapi('Health');

export const healthRoutes = router().openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: ['health'],
    summary: 'Состояние сервера и базы данных',
    responses: {
      200: { description: 'Всё работает', content: { 'application/json': { schema: Health } } },
      503: { description: 'База недоступна', content: { 'application/json': { schema: Health } } },
    },
  }),
  async (c) => {
    try {
      await c.var.options.db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
    } catch {
      c.header('Retry-After', String(RETRY_AFTER_S));
      return c.json({ status: 'error' as const, database: 'error' as const }, 503);
    }
  },
);

const Ready = z.object({ status: z.enum(['ready', 'starting', 'draining']) }).openapi('Ready');

/** Readiness for a balancer: 503 while the instance migrates (start-up) or drains (a stop). */
export const readyRoutes = router().openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: ['health'],
    summary: 'Готов ли экземпляр принимать запросы (для балансировщика)',
    responses: {
      200: { description: 'Готов', content: { 'application/json': { schema: Ready } } },
      503: {
        description: 'Запускается или завершает работу',
        content: { 'application/json': { schema: Ready } },
      },
    },
  }),
  (c) =>
    c.var.options.draining()
      ? c.json({ status: 'draining' as const }, 503)
      : c.json({ status: 'ready' as const }, 200),
);
