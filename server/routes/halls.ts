import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { requireUser } from '../auth/middleware';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { halls, userHalls } from '../db/schema';
import { hallAccess } from '../halls/hall-access';
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
  })
  .openapi('Hall');

const HallParams = z.object({
  hallId: z.string().openapi({ param: { name: 'hallId', in: 'path' }, example: '1' }),
});

const columns = {
  id: halls.id,
  name: halls.name,
  city: halls.city,
  address: halls.address,
  timezone: halls.timezone,
  currency: halls.currency,
  status: halls.status,
};

type HallRow = z.infer<typeof Hall>;

function visibleHalls(db: Db, user: SessionUser): Promise<HallRow[]> {
  const query =
    user.role === 'admin'
      ? db.select(columns).from(halls)
      : db
          .select(columns)
          .from(halls)
          .innerJoin(userHalls, eq(userHalls.hallId, halls.id))
          .where(eq(userHalls.userId, user.id));
  return query.orderBy(asc(halls.city), asc(halls.name)) as Promise<HallRow[]>;
}

export const hallsRoutes = router();
hallsRoutes.use('/:hallId', requireUser, hallAccess);
hallsRoutes.use('/:hallId/*', requireUser, hallAccess);

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
    async (c) => c.json({ halls: await visibleHalls(c.var.options.db, c.var.user) }, 200),
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
      const [hall] = await c.var.options.db
        .select(columns)
        .from(halls)
        .where(eq(halls.id, c.var.hallId));
      return c.json(hall as HallRow, 200);
    },
  );
