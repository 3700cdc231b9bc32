import { createRoute, z } from '@hono/zod-openapi';
import { may } from '@/lib/shared/access';
import { forScreen } from '../auth/middleware';
import { recountAsked } from '../cash-desks/cash-counts';
import { errors } from '../errors';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';
import { shiftFile } from '../cashbox/cash-exports';
import { closeShift, openShift } from '../cash-desks/shifts';
import { shiftRules } from '../cash-desks/cash-rules';
import { currentShiftReport, listShifts, shiftReport } from '../cash-desks/shift-reports';
import {
  countOf,
  CurrentShift,
  CurrentShiftQuery,
  ShiftClose,
  ShiftClosed,
  ShiftListQuery,
  ShiftOpen,
  ShiftPage,
  ShiftParams,
  ShiftReport,
} from '../cash-desks/shift-schemas';
import { ExportQuery, exportAnswer, sendExport } from '../exports/export-route';
import { HallParams } from '../halls/hall-params';
import { hallById } from '../halls/visible-halls';
import { errorResponses, jsonContent, router } from '../openapi-hono';

export const shiftsRoutes = router();
// Hall access is checked for every /api/halls/{hallId}/… path in app.ts.
shiftsRoutes.use('/:hallId/shifts', forScreen('/cashbox'));
shiftsRoutes.use('/:hallId/shifts/*', forScreen('/cashbox'));

shiftsRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/shifts',
      tags: ['cashbox'],
      summary: 'Смены кассы зала, новые сверху',
      request: { params: HallParams, query: ShiftListQuery },
      responses: {
        200: { description: 'Страница смен', ...jsonContent(ShiftPage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await listShifts(c.var.options.db, c.var.hallId, c.req.valid('query'), c.var.user),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/shifts/current',
      tags: ['cashbox'],
      summary:
        'Своя открытая смена с X-отчётом (null — смены нет); управляющему — смена кассы deskId',
      request: { params: HallParams, query: CurrentShiftQuery },
      responses: {
        200: { description: 'Текущая смена', ...jsonContent(CurrentShift) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { deskId } = c.req.valid('query');
      if (deskId !== undefined && !may(c.var.user.role, 'keepSafe')) throw errors.forbidden();
      const shift = await currentShiftReport(
        c.var.options.db,
        c.var.hallId,
        c.var.user,
        deskId === undefined ? undefined : Number(deskId),
      );
      return c.json({ shift }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/shifts/{shiftId}',
      tags: ['cashbox'],
      summary: 'Смена с отчётом: X-отчёт открытой, Z-отчёт закрытой',
      request: { params: ShiftParams },
      responses: {
        200: { description: 'Отчёт смены', ...jsonContent(ShiftReport) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const shiftId = Number(c.req.valid('param').shiftId);
      return c.json(await shiftReport(c.var.options.db, c.var.hallId, shiftId, c.var.user), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/shifts/{shiftId}/export',
      tags: ['cashbox'],
      summary: 'X- или Z-отчёт смены в CSV или XLSX',
      request: { params: ShiftParams, query: z.object(ExportQuery) },
      responses: { ...exportAnswer, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db } = c.var.options;
      const shiftId = Number(c.req.valid('param').shiftId);
      const [hall, report] = await Promise.all([
        hallById(db, c.var.hallId),
        shiftReport(db, c.var.hallId, shiftId, c.var.user),
      ]);
      return sendExport(c, shiftFile(hall!, report), c.req.valid('query').format);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/shifts',
      tags: ['cashbox'],
      summary:
        'Открытие своей смены на кассе с пересчётом наличных (count: по купюрам и монетам или итог, где зал его допускает). Касса уже открыта — 409 shift_already_open; у человека уже есть смена — 409 shift_held',
      request: {
        params: HallParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(ShiftOpen), required: true },
      },
      responses: {
        201: { description: 'Смена открыта', ...jsonContent(ShiftReport) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const report = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        input,
        async (w) => {
          const shiftId = await openShift(w, shiftRules(c.var.options), {
            deskId: input.deskId,
            ...countOf(input, input.openingCash, 'openingCash'),
          });
          return shiftReport(w.tx, w.hallId, shiftId, w.user);
        },
      );
      return c.json(report, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/shifts/{shiftId}/close',
      tags: ['cashbox'],
      summary:
        'Закрытие смены с пересчётом наличных: Z-отчёт и расхождение (variance). В зале со слепым пересчётом сумма вне допуска — 409 recount с attemptsLeft, последняя попытка принимается. Управляющий закрывает чужую смену с причиной (reason)',
      request: {
        params: ShiftParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(ShiftClose), required: true },
      },
      responses: {
        200: { description: 'Z-отчёт', ...jsonContent(ShiftClosed) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const shiftId = Number(c.req.valid('param').shiftId);
      const outcome = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        input,
        async (w) => {
          const done = await closeShift(w, shiftRules(c.var.options), shiftId, {
            ...countOf(input, input.countedCash, 'countedCash'),
            reason: input.reason || undefined,
          });
          if (!done.closed) return { closed: false as const, attemptsLeft: done.attemptsLeft };
          const report = await shiftReport(w.tx, w.hallId, shiftId, null);
          return { closed: true as const, report: { ...report, variance: done.variance } };
        },
      );
      if (!outcome.closed) throw recountAsked(outcome.attemptsLeft);
      return c.json(outcome.report, 200);
    },
  );
