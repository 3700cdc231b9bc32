import { createRoute, z } from '@hono/zod-openapi';
import { ExportQuery, exportAnswer, sendExport } from '../exports/export-route';
import { gamingDayFile } from '../gaming-days/day-export';
import { hallClock } from '@/lib/shared/hall-time';
import { isoDateAfter } from '@/lib/shared/iso-date';
import { forAction, forScreen } from '../auth/middleware';
import { closeGamingDay } from '../gaming-days/day-close';
import { gamingDay, listGamingDays } from '../gaming-days/day-reads';
import { confirmManualReading, takeManualReading } from '../gaming-days/manual-readings';
import { actorWrite } from '../writes/actor-write';
import {
  GamingDayDetail,
  GamingDayList,
  GamingDayListQuery,
  GamingDayParams,
  ManualReadingConfirm,
  ManualReadingCreate,
  ManualReadingParams,
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
gamingDaysRoutes.use('/:hallId/gaming-days/:date/export', forScreen('/games-report'));
gamingDaysRoutes.use('/:hallId/gaming-days/:date/close', forAction('closeGamingDays'));
gamingDaysRoutes.use('/:hallId/gaming-days/:date/manual-readings', forAction('closeGamingDays'));
gamingDaysRoutes.use('/:hallId/gaming-days/:date/manual-readings/*', forAction('closeGamingDays'));

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
      method: 'get',
      path: '/{hallId}/gaming-days/{date}/export',
      tags: ['gaming-days'],
      summary:
        'Итоги игрового дня в CSV или XLSX: зал и каждый автомат — выигрыш по счётчикам и по наличным, выемка, зачисления, ручные выплаты, расхождения',
      request: { params: GamingDayParams, query: z.object(ExportQuery) },
      responses: { ...exportAnswer, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const hall = (await hallById(db, c.var.hallId))!;
      const { date } = c.req.valid('param');
      const file = await gamingDayFile(db, hall, date, now());
      return sendExport(c, file, c.req.valid('query').format);
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
      await closeGamingDay(
        db,
        c.var.hallId,
        date,
        { hallId: c.var.hallId, user: c.var.user, now: now(), requestId: c.var.requestId },
        now(),
        c.var.options.cashRules.headOfficeTenge,
      );
      return c.json(await gamingDay(db, c.var.hallId, date, now()), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/gaming-days/{date}/manual-readings',
      tags: ['gaming-days'],
      summary:
        'Снять показания автомата вручную за день, когда он их не передал (ещё не закрытый): первый человек; ждут подтверждения второго',
      request: {
        params: GamingDayParams,
        body: { ...jsonContent(ManualReadingCreate), required: true },
      },
      responses: {
        201: { description: 'Показания сняты, ждут второго', ...jsonContent(GamingDayDetail) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { date } = c.req.valid('param');
      const { deviceId, machine } = c.req.valid('json');
      await actorWrite(c, (a) => takeManualReading(a, date, deviceId, machine));
      return c.json(await gamingDay(db, c.var.hallId, date, now()), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/gaming-days/{date}/manual-readings/{readingId}/confirm',
      tags: ['gaming-days'],
      summary:
        'Подтвердить показания, снятые вручную: второй человек вводит те же цифры (иначе 409 manual_mismatch; свои — 403 same_person)',
      request: {
        params: ManualReadingParams,
        body: { ...jsonContent(ManualReadingConfirm), required: true },
      },
      responses: {
        200: { description: 'Показания подтверждены', ...jsonContent(GamingDayDetail) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { date, readingId } = c.req.valid('param');
      const { machine } = c.req.valid('json');
      await actorWrite(c, (a) => confirmManualReading(a, Number(readingId), machine));
      return c.json(await gamingDay(db, c.var.hallId, date, now()), 200);
    },
  );
