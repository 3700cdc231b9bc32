import { createRoute } from '@hono/zod-openapi';
import { hallClock } from '@/lib/shared/hall-time';
import { forAction } from '../auth/middleware';
import { varianceFile } from '../cash-desks/variance-export';
import { signOffVariance, varianceById, varianceReport } from '../cash-desks/variances';
import {
  SignOff,
  VarianceExportQuery,
  VarianceParams,
  VarianceQuery,
  Variance,
  VarianceReport,
} from '../cash-desks/variance-schemas';
import { exportAnswer, sendExport } from '../exports/export-route';
import { HallParams } from '../halls/hall-params';
import { hallById } from '../halls/visible-halls';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';

export const variancesRoutes = router();
const signer = forAction('signOffVariances');
variancesRoutes.use('/:hallId/variances/*', signer);
variancesRoutes.use('/:hallId/reports/cash-variances', signer);
variancesRoutes.use('/:hallId/reports/cash-variances/*', signer);

variancesRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/cash-variances',
      tags: ['cashbox'],
      summary:
        'Расхождения кассы за период: по сотрудникам (смены, недостачи, излишки, выше порога, ждут подписи) и список (status=open — очередь подписи)',
      request: { params: HallParams, query: VarianceQuery },
      responses: {
        200: { description: 'Отчёт', ...jsonContent(VarianceReport) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await varianceReport(c.var.options.db, c.var.hallId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/cash-variances/export',
      tags: ['cashbox'],
      summary: 'Расхождения кассы в CSV или XLSX',
      request: { params: HallParams, query: VarianceExportQuery },
      responses: { ...exportAnswer, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { format, ...filter } = c.req.valid('query');
      const hall = (await hallById(db, c.var.hallId))!;
      const day = hallClock(hall.timezone).today(now());
      return sendExport(c, varianceFile(db, hall, filter, day), format);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/variances/{varianceId}/sign-off',
      tags: ['cashbox'],
      summary:
        'Подпись расхождения с причиной: выше CASH_VARIANCE_SIGNOFF_TENGE — управляющий, выше CASH_VARIANCE_HEAD_OFFICE_TENGE — затем главный офис. Своё не подписывают',
      request: {
        params: VarianceParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(SignOff), required: true },
      },
      responses: {
        200: { description: 'Подписано', ...jsonContent(Variance) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { reason } = c.req.valid('json');
      const id = Number(c.req.valid('param').varianceId);
      const variance = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        { id, reason },
        async (w) => {
          await signOffVariance(w, id, reason);
          return varianceById(w.tx, w.hallId, id);
        },
      );
      return c.json(variance, 200);
    },
  );
