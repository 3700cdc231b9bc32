import { createRoute, z } from '@hono/zod-openapi';
import { forAction, requireUser } from '../auth/middleware';
import { HallParams } from '../halls/hall-params';
import { createHall, updateHall } from '../halls/hall-records';
import { Hall, HallCreate, HallUpdate } from '../halls/hall-schemas';
import { hallCardFigures } from '../halls/hall-card-figures';
import { hallById, toHall, visibleHalls } from '../halls/visible-halls';
import { errors } from '../errors';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { versionTag } from '../versions';
import { actorWrite } from '../writes/actor-write';
import { versionedChange } from '../writes/versioned-change';

// `/api/halls/{hallId}` is behind the app's one session and hall check (app.ts).
export const hallsRoutes = router();
const headOffice = forAction('manageHalls');

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
      const figures = await hallCardFigures(db, halls, now());
      return c.json(
        {
          halls: halls.map((h) => ({
            ...toHall(h),
            ...(figures.get(h.id) ?? { todayVisitors: 0, gameTerminals: 0 }),
          })),
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['halls'],
      summary: '«Добавить зал»: новый зал сети (администратор)',
      middleware: [requireUser, headOffice] as const,
      request: { body: { ...jsonContent(HallCreate), required: true } },
      responses: {
        201: { description: 'Зал создан', ...jsonContent(Hall) },
        ...errorResponses(400, 401, 403, 409, 415),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const hall = await actorWrite(c, (a) => createHall(a, input));
      c.header('ETag', versionTag(hall.version));
      return c.json(hall, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}',
      tags: ['halls'],
      summary: 'Один зал с версией записи (ETag)',
      request: { params: HallParams },
      responses: {
        200: { description: 'Зал', ...jsonContent(Hall) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      // The hall check has just found it among the user's halls.
      const hall = await hallById(c.var.options.db, c.var.hallId);
      if (!hall) throw errors.notFound('Зал не найден');
      c.header('ETag', versionTag(hall.version));
      return c.json(toHall(hall), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{hallId}',
      tags: ['halls'],
      summary: '«Настройки» зала (администратор); устаревшая версия — 409, ничего не меняется',
      middleware: [headOffice] as const,
      request: { params: HallParams, body: { ...jsonContent(HallUpdate), required: true } },
      responses: {
        200: { description: 'Зал изменён', ...jsonContent(Hall) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { version, ...changes } = c.req.valid('json');
      const hall = await versionedChange(c, 'hallId', version, (a, id, v) =>
        updateHall(a, id, v, changes),
      );
      return c.json(hall, 200);
    },
  );
