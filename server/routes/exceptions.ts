import { createRoute } from '@hono/zod-openapi';
import { forScreen, requireUser } from '../auth/middleware';
import { errors } from '../errors';
import { listExceptions, markSeen } from '../exceptions/exception-records';
import {
  AllExceptionsQuery,
  ExceptionListQuery,
  ExceptionPage,
  ExceptionParams,
  ExceptionRecord,
  ExceptionSeen,
} from '../exceptions/exception-schemas';
import { HallParams } from '../halls/hall-params';
import { visibleHalls } from '../halls/visible-halls';
import { errorResponses, jsonContent, router } from '../openapi-hono';

const staff = forScreen('/dashboard');

/** A hall's exceptions (its session and hall checked in app.ts); staff only. */
export const hallExceptionsRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/exceptions',
      tags: ['exceptions'],
      summary: 'Отклонения зала: открытые (по умолчанию) или отмеченные',
      middleware: [staff] as const,
      request: { params: HallParams, query: ExceptionListQuery },
      responses: {
        200: { description: 'Страница отклонений', ...jsonContent(ExceptionPage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await listExceptions(c.var.options.db, [c.var.hallId], c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/exceptions/{exceptionId}/seen',
      tags: ['exceptions'],
      summary: 'Отметить отклонение просмотренным, с комментарием (записывается кто и когда)',
      middleware: [staff] as const,
      request: {
        params: ExceptionParams,
        body: { ...jsonContent(ExceptionSeen), required: true },
      },
      responses: {
        200: { description: 'Отмечено', ...jsonContent(ExceptionRecord) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const id = Number(c.req.valid('param').exceptionId);
      const { comment } = c.req.valid('json');
      const marked = await markSeen(db, c.var.hallId, id, {
        userId: c.var.user.id,
        comment,
        now: now(),
      });
      return c.json(marked, 200);
    },
  );

/** The exceptions of every hall the user may see: the summary's column. */
export const exceptionsRoutes = router().openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: ['exceptions'],
    summary: 'Отклонения всех залов пользователя, со счётчиком открытых по залам',
    middleware: [requireUser, forScreen('/summary')] as const,
    request: { query: AllExceptionsQuery },
    responses: {
      200: { description: 'Страница отклонений', ...jsonContent(ExceptionPage) },
      ...errorResponses(400, 401, 403),
    },
  }),
  async (c) => {
    const { db } = c.var.options;
    const query = c.req.valid('query');
    const visible = (await visibleHalls(db, c.var.user)).map((hall) => hall.id);
    const hallIds = query.hallId ? visible.filter((id) => id === Number(query.hallId)) : visible;
    if (query.hallId && hallIds.length === 0) throw errors.hallForbidden();
    return c.json(await listExceptions(db, hallIds, query), 200);
  },
);
