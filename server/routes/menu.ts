import { createRoute, z } from '@hono/zod-openapi';
import { canOpen, may } from '@/lib/shared/access';
import { HALLS_ROUTE, SCREEN_PLACES, SCREENS, TAB_PARAM } from '@/lib/shared/routes';
import { requireUser } from '../auth/middleware';
import { errorResponses, router } from '../openapi-hono';

const MenuItem = z.object({ path: z.string(), title: z.string() }).openapi('MenuItem');
const Menu = z.object({ main: z.array(MenuItem), header: z.array(MenuItem) }).openapi('Menu');

export const menuRoutes = router().openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: ['menu'],
    summary:
      'Пункты меню для роли пользователя: экраны и места внутри них (вкладка в параметре tab)',
    middleware: [requireUser] as const,
    responses: {
      200: { description: 'Меню', content: { 'application/json': { schema: Menu } } },
      ...errorResponses(401),
    },
  }),
  (c) => {
    const { role } = c.var.user;
    const allowed = SCREENS.filter((s) => canOpen(role, s.path)).flatMap(({ path, title }) => [
      { path, title },
      ...SCREEN_PLACES.filter(
        (place) => place.path === path && (!('action' in place) || may(role, place.action)),
      ).map((place) => ({ path: `${path}?${TAB_PARAM}=${place.tab}`, title: place.title })),
    ]);
    return c.json(
      {
        main: allowed.filter((s) => s.path !== HALLS_ROUTE),
        header: allowed.filter((s) => s.path === HALLS_ROUTE),
      },
      200,
    );
  },
);
