import { createRoute } from '@hono/zod-openapi';
import { hallClock } from '@/lib/shared/hall-time';
import { forAction, requireUser } from '../auth/middleware';
import { exportAnswer, sendExport } from '../exports/export-route';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { recordAudit } from '../writes/audit';
import { actorWrite } from '../writes/actor-write';
import { correctEntry, listMonitoring, monitoringFile } from '../winnings/monitoring';
import {
  MonitoringCorrection,
  MonitoringEntry,
  MonitoringExportQuery,
  MonitoringListQuery,
  MonitoringPage,
  MonitoringParams,
} from '../winnings/winning-schemas';

/**
 * The financial monitoring register of large payouts (decision 057): head office reads it,
 * exports it for the FM-1 report and corrects it by new entries. Nothing changes an entry.
 */
export const monitoringRoutes = router();

/** Who read the register's people, when and with what filter: every read is in the audit log. */
const readAudited = (c: Context<AppEnv>, action: string, details: Record<string, unknown>) =>
  actorWrite(c, (a) => recordAudit(a, action, 0, details, null));

monitoringRoutes.use('*', requireUser);
monitoringRoutes.use('*', forAction('readMonitoring'));
monitoringRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/payouts',
      tags: ['monitoring'],
      summary:
        'Реестр финансового мониторинга: выплаты выигрышей от AML_THRESHOLD_TENGE (головной офис), новые сверху; дни — по часам зала',
      request: { query: MonitoringListQuery },
      responses: {
        200: { description: 'Страница реестра', ...jsonContent(MonitoringPage) },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { db, amlThresholdTenge } = c.var.options;
      const filter = c.req.valid('query');
      const page = await listMonitoring(db, filter, amlThresholdTenge);
      await readAudited(c, 'monitoring.read', { ...filter, shown: page.items.length });
      return c.json(page, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/payouts/export',
      tags: ['monitoring'],
      summary: 'Реестр финансового мониторинга в XLSX или CSV: графы для формы ФМ-1',
      request: { query: MonitoringExportQuery },
      responses: { ...exportAnswer, ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { format, ...filter } = c.req.valid('query');
      await readAudited(c, 'monitoring.export', { ...filter, format });
      return sendExport(c, monitoringFile(db, filter, hallClock().today(now())), format);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payouts/{id}/corrections',
      tags: ['monitoring'],
      summary:
        'Исправить запись реестра: новая запись с исправленными графами и основанием, ссылается на исправляемую; прежняя не меняется',
      request: {
        params: MonitoringParams,
        body: { ...jsonContent(MonitoringCorrection), required: true },
      },
      responses: {
        201: { description: 'Исправление записано', ...jsonContent(MonitoringEntry) },
        ...errorResponses(400, 401, 403, 404, 415),
      },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').id);
      const input = c.req.valid('json');
      return c.json(await actorWrite(c, (a) => correctEntry(a, id, input)), 201);
    },
  );
