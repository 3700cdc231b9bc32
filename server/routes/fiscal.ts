import { createRoute, z } from '@hono/zod-openapi';
import { forAction, forScreen } from '../auth/middleware';
import { DeskParams } from '../cash-desks/desk-schemas';
import { ApiError } from '../errors';
import { FiscalReport, fiscalReport, FiscalReportQuery } from '../fiscal/fiscal-report';
import { xReport } from '../fiscal/register-reports';
import { webkassaClient } from '../fiscal/webkassa-client';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';

export const fiscalRoutes = router();

const XReport = z
  .record(z.string(), z.unknown())
  .openapi('FiscalXReport', { description: 'X-отчёт кассы ККМ, как его дала Webkassa' });

fiscalRoutes
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/cash-desks/{deskId}/fiscal/x-report',
      tags: ['cashbox'],
      summary: 'X-отчёт кассы ККМ без гашения (управляющий, администратор)',
      middleware: [forScreen('/cashbox'), forAction('readRegisterReports')] as const,
      request: { params: DeskParams },
      responses: {
        200: { description: 'Отчёт кассы ККМ', ...jsonContent(XReport) },
        ...errorResponses(400, 401, 403, 404, 409, 503),
      },
    }),
    async (c) => {
      const { db, fiscalUrl, fiscalTimeoutMs, now } = c.var.options;
      if (!fiscalUrl) {
        throw new ApiError(
          409,
          'fiscal_unavailable',
          'Сервер не подключён к Webkassa (WEBKASSA_URL)',
        );
      }
      const client = webkassaClient({ url: fiscalUrl, timeoutMs: fiscalTimeoutMs });
      const place = { hallId: c.var.hallId, deskId: Number(c.req.valid('param').deskId) };
      return c.json(await xReport(db, client, place, now, fiscalTimeoutMs * 5), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/fiscal',
      tags: ['reports'],
      summary:
        'Фискальные чеки по кассам и дням: продажи с чеком и без, выданные, ждущие, не пробитые; итоги чеков против журнала',
      middleware: [forScreen('/summary')] as const,
      request: { params: HallParams, query: FiscalReportQuery },
      responses: {
        200: { description: 'По кассам и дням, новые сверху', ...jsonContent(FiscalReport) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await fiscalReport(c.var.options.db, c.var.hallId, c.req.valid('query')), 200),
  );
