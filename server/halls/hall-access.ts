import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { SessionUser } from '../auth/sessions';
import type { AppEnv } from '../context';
import type { Db } from '../db/database';
import { halls, userHalls } from '../db/schema';
import { ApiError, errors } from '../errors';

/** Whether the user may see the hall: admins every existing hall, others only their own. */
export async function canSeeHall(db: Db, user: SessionUser, hallId: number): Promise<boolean> {
  if (user.role === 'admin') {
    const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId));
    return Boolean(hall);
  }
  const [link] = await db
    .select({ hallId: userHalls.hallId })
    .from(userHalls)
    .where(and(eq(userHalls.userId, user.id), eq(userHalls.hallId, hallId)));
  return Boolean(link);
}

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
  if (!(await canSeeHall(c.var.options.db, user, hallId))) {
    throw user.role === 'admin' ? errors.notFound('Зал') : errors.hallForbidden();
  }
  c.set('hallId', hallId);
  await next();
};
