import type { MiddlewareHandler } from 'hono';
import type { SessionUser } from '../auth/sessions';
import type { AppEnv } from '../context';
import type { Db } from '../db/database';
import { ApiError, errors } from '../errors';
import { parseHallId } from './hall-params';
import { visibleHalls } from './visible-halls';

/** A hall the user may not see: 403 for non-admins whether or not it exists, 404 for admins. */
const hallRefused = (user: SessionUser) =>
  user.role === 'admin' ? errors.notFound('Зал не найден') : errors.hallForbidden();

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
  if (!c.var.hallVisible) throw hallRefused(c.var.user);
  c.set('hallId', hallId);
  await next();
};

/** The same check for a hall a route names in its query or body rather than its path. */
export async function assertHallAccess(db: Db, user: SessionUser, hallId: number) {
  if (!(await visibleHalls(db, user)).some((hall) => hall.id === hallId)) throw hallRefused(user);
}
