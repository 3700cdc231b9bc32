import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, errors } from '../errors';
import { parseHallId } from './hall-params';

/**
 * The one hall check for every route under /api/halls/{hallId}. Another hall's id answers 403
 * for non-admins whether or not that hall exists, so ids reveal nothing; admins get 404 for a
 * hall that does not exist.
 */
export const hallAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const hallId = parseHallId(c.req.param('hallId'));
  if (hallId === null) {
    throw new ApiError(400, 'validation_failed', 'Неверный номер зала', {
      hallId: 'Неверный номер зала',
    });
  }
  // Read with the session in one statement (requireUser), on every request.
  if (!c.var.hallVisible) {
    throw c.var.user.role === 'admin' ? errors.notFound('Зал не найден') : errors.hallForbidden();
  }
  c.set('hallId', hallId);
  await next();
};
