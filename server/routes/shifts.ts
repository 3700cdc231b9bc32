import { createRoute, z } from '@hono/zod-openapi';
import { toMinorUnits } from '@/lib/shared/money';
import { forScreen } from '../auth/middleware';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';
import { shiftFile } from '../cashbox/cash-exports';
import { closeShift, openShift } from '../cashbox/ledger';
import { currentShiftReport, listShifts, shiftReport } from '../cashbox/shift-reports';
import {
  CurrentShift,
  ShiftClose,
  ShiftListQuery,
  ShiftOpen,
  ShiftPage,
  ShiftParams,
  ShiftReport,
} from '../cashbox/shift-schemas';
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
      c.json(await listShifts(c.var.options.db, c.var.hallId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/shifts/current',
      tags: ['cashbox'],
      summary: 'Открытая смена с X-отчётом (null — касса закрыта)',
      request: { params: HallParams },
      responses: {
        200: { description: 'Текущая смена', ...jsonContent(CurrentShift) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json({ shift: await currentShiftReport(c.var.options.db, c.var.hallId) }, 200),
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
      return c.json(await shiftReport(c.var.options.db, c.var.hallId, shiftId), 200);
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
        shiftReport(db, c.var.hallId, shiftId),
      ]);
      return sendExport(c, shiftFile(hall!, report), c.req.valid('query').format);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/shifts',
      tags: ['cashbox'],
      summary: 'Открытие смены с наличными на начало; вторая открытая смена — 409',
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
          const shiftId = await openShift(w, toMinorUnits(input.openingCash));
          return shiftReport(w.tx, w.hallId, shiftId);
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
      summary: 'Закрытие смены с пересчитанными наличными: Z-отчёт с расхождением',
      request: {
        params: ShiftParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(ShiftClose), required: true },
      },
      responses: {
        200: { description: 'Z-отчёт', ...jsonContent(ShiftReport) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const shiftId = Number(c.req.valid('param').shiftId);
      const report = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        input,
        async (w) => {
          await closeShift(w, shiftId, toMinorUnits(input.countedCash));
          return shiftReport(w.tx, w.hallId, shiftId);
        },
      );
      return c.json(report, 200);
    },
  );
