import { createRoute } from '@hono/zod-openapi';
import { hallClock } from '@/lib/shared/hall-time';
import { isoDateAfter } from '@/lib/shared/iso-date';
import { forAction, forScreen } from '../auth/middleware';
import { closeGamingDay } from '../gaming-days/day-close';
import { gamingDay, listGamingDays } from '../gaming-days/day-reads';
import {
  GamingDayDetail,
  GamingDayList,
  GamingDayListQuery,
  GamingDayParams,
} from '../gaming-days/day-schemas';
import { HallParams } from '../halls/hall-params';
import { hallById } from '../halls/visible-halls';
import { errorResponses, jsonContent, router } from '../openapi-hono';

/**
 * A hall's gaming days (decision 065): read by its manager and head office, closed at the
 * boundary after the grace or earlier by the manager.
 */
export const gamingDaysRoutes = router();
gamingDaysRoutes.use('/:hallId/gaming-days', forScreen('/games-report'));
gamingDaysRoutes.use('/:hallId/gaming-days/:date', forScreen('/games-report'));
gamingDaysRoutes.use('/:hallId/gaming-days/:date/close', forAction('closeGamingDays'));

gamingDaysRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/gaming-days',
      tags: ['gaming-days'],
      summary:
        'Игровые дни зала с from по to (по умолчанию последние 14), новые первыми: закрытые — замороженные итоги и поздние показания, прочие — как сейчас',
      request: { params: HallParams, query: GamingDayListQuery },
      responses: {
        200: { description: 'Игровые дни', ...jsonContent(GamingDayList) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const hall = (await hallById(db, c.var.hallId))!;
      const query = c.req.valid('query');
      const today = hallClock(hall.timezone).today(now());
      const to = query.to ?? today;
      const from = query.from ?? isoDateAfter(new Date(`${to}T00:00:00Z`), -13);
      return c.json({ items: await listGamingDays(db, c.var.hallId, from, to, now()) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/gaming-days/{date}',
      tags: ['gaming-days'],
      summary:
        'Игровой день зала по автоматам: счётчики на открытие и закрытие, итоги, поздние показания',
      request: { params: GamingDayParams },
      responses: {
        200: { description: 'Игровой день', ...jsonContent(GamingDayDetail) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      return c.json(await gamingDay(db, c.var.hallId, c.req.valid('param').date, now()), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/gaming-days/{date}/close',
      tags: ['gaming-days'],
      summary:
        'Закрыть игровой день раньше, чем он закроется сам (управляющий): не раньше его конца (409 day_not_over); закрытый отвечает собой',
      request: { params: GamingDayParams },
      responses: {
        200: { description: 'День закрыт', ...jsonContent(GamingDayDetail) },
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { date } = c.req.valid('param');
      await closeGamingDay(db, c.var.hallId, date, c.var.user.id, now());
      return c.json(await gamingDay(db, c.var.hallId, date, now()), 200);
    },
  );
