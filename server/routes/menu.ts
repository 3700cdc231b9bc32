import { createRoute, z } from '@hono/zod-openapi';
import { canOpen } from '@/lib/shared/access';
import { HALLS_ROUTE, SCREENS } from '@/lib/shared/routes';
import { requireUser } from '../auth/middleware';
import { errorResponses, router } from '../openapi-hono';

const MenuItem = z.object({ path: z.string(), title: z.string() }).openapi('MenuItem');
const Menu = z.object({ main: z.array(MenuItem), header: z.array(MenuItem) }).openapi('Menu');

export const menuRoutes = router().openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: ['menu'],
    summary: 'Пункты меню для роли пользователя',
    middleware: [requireUser] as const,
    responses: {
      200: { description: 'Меню', content: { 'application/json': { schema: Menu } } },
      ...errorResponses(401),
    },
  }),
  (c) => {
    const allowed = SCREENS.filter((s) => canOpen(c.var.user.role, s.path)).map(
      ({ path, title }) => ({ path, title }),
    );
    return c.json(
      {
        main: allowed.filter((s) => s.path !== HALLS_ROUTE),
        header: allowed.filter((s) => s.path === HALLS_ROUTE),
      },
      200,
    );
  },
);
