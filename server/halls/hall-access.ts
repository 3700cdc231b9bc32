import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, errors } from '../errors';
import { visibleHalls } from './visible-halls';

/**
 * The one hall check for every route under /api/halls/{hallId}. Another hall's id answers 403
 * for non-admins whether or not that hall exists, so ids reveal nothing; admins get 404 for a
 * hall that does not exist.
 */
export const hallAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const raw = c.req.param('hallId') ?? '';
  const hallId = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || hallId < 1) {
    throw new ApiError(400, 'validation_failed', 'Неверный номер зала', {
      hallId: 'Неверный номер зала',
    });
  }
  const user = c.var.user;
  const { db } = c.var.options;
  const has = (list: { id: number }[]) => list.some((hall) => hall.id === hallId);
  // The cache may only speed up a yes: a hall it does not know yet is looked up afresh.
  if (!has(await visibleHalls(db, user)) && !has(await visibleHalls(db, user, { fresh: true }))) {
    throw user.role === 'admin' ? errors.notFound('Зал не найден') : errors.hallForbidden();
  }
  c.set('hallId', hallId);
  await next();
};
