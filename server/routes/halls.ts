import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../auth/middleware';
import { HallParams } from '../halls/hall-params';
import { todayVisitors } from '../halls/today-visitors';
import { hallById, visibleHalls } from '../halls/visible-halls';
import { errors } from '../errors';
import { errorResponses, router } from '../openapi-hono';

const Hall = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    address: z.string(),
    timezone: z.string().openapi({ example: 'Asia/Almaty' }),
    currency: z.string().openapi({ example: 'KZT' }),
    status: z.enum(['open', 'closed']),
    todayVisitors: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Посещений за сегодняшний день зала (в списке залов)' }),
  })
  .openapi('Hall');

// `/api/halls/{hallId}` is behind the app's one session and hall check (app.ts).
export const hallsRoutes = router();

hallsRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['halls'],
      summary: 'Залы пользователя (администратору — все)',
      middleware: [requireUser] as const,
      responses: {
        200: {
          description: 'Залы с адресами',
          content: { 'application/json': { schema: z.object({ halls: z.array(Hall) }) } },
        },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const halls = await visibleHalls(db, c.var.user);
      const visitors = await todayVisitors(db, halls, now());
      return c.json(
        { halls: halls.map((h) => ({ ...h, todayVisitors: visitors.get(h.id) ?? 0 })) },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}',
      tags: ['halls'],
      summary: 'Один зал',
      request: { params: HallParams },
      responses: {
        200: { description: 'Зал', content: { 'application/json': { schema: Hall } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      // The hall check has just found it among the user's halls.
      const hall = await hallById(c.var.options.db, c.var.hallId);
      if (!hall) throw errors.notFound('Зал не найден');
      return c.json(hall, 200);
    },
  );
