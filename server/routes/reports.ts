import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { forScreen, requireUser } from '../auth/middleware';
import type { AppEnv } from '../context';
import { exportAnswer, ExportQuery, sendExport } from '../exports/export-route';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { gameCatalogue } from '../reports/games-report';
import { machinesExport } from '../reports/machines-export';
import { MachinesReport, MachinesReportQuery } from '../reports/machine-schemas';
import { attendanceExport, gamesExport, summaryExport } from '../reports/report-exports';
import {
  askedHall,
  attendanceFor,
  dashboardFor,
  gamesFor,
  hallSummaryFor,
  machinesFor,
  summaryFor,
  type ReportAsk,
} from '../reports/report-requests';
import {
  AttendanceReport,
  DashboardReport,
  Game,
  GamesReport,
  GamesReportQuery,
  HallReportQuery,
  HallSummaryReport,
  SummaryQuery,
  SummaryReport,
} from '../reports/report-schemas';

const refusals = errorResponses(400, 401, 403, 404);

/** The report's asker as the app's checks left them: the user, the hall, the moment. */
const ask = (c: Context<AppEnv>): ReportAsk => ({
  db: c.var.options.db,
  user: c.var.user,
  hallId: c.var.hallId,
  now: c.var.options.now(),
});

/** The hall's reports (the hall check is in app.ts); cashiers have none. */
export const hallReportsRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/dashboard',
      tags: ['reports'],
      summary: 'Дашборд: показатели за период и за такой же период до него, графики, топ игр',
      middleware: [forScreen('/dashboard')] as const,
      request: { params: HallParams, query: HallReportQuery },
      responses: {
        200: { description: 'Показатели', ...jsonContent(DashboardReport) },
        ...refusals,
      },
    }),
    async (c) => c.json(await dashboardFor(ask(c), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/games',
      tags: ['reports'],
      summary: 'Отчёт по играм: по каждой игре, итог, доход по категориям в каждом интервале',
      middleware: [forScreen('/games-report')] as const,
      request: { params: HallParams, query: GamesReportQuery },
      responses: { 200: { description: 'Отчёт', ...jsonContent(GamesReport) }, ...refusals },
    }),
    async (c) => c.json(await gamesFor(ask(c), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/games/export',
      tags: ['reports'],
      summary: 'Отчёт по играм в CSV или XLSX',
      middleware: [forScreen('/games-report')] as const,
      request: { params: HallParams, query: GamesReportQuery.extend(ExportQuery) },
      responses: { ...exportAnswer, ...refusals },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const [hall, report] = await Promise.all([askedHall(ask(c)), gamesFor(ask(c), query)]);
      return sendExport(c, gamesExport(hall, report), query.format);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/machines',
      tags: ['reports'],
      summary:
        'По автоматам: игры, ставки, выигрыши, доход, теоретический и фактический удерживаемый % и отклонение',
      description:
        'Отчёт регулятора по автоматам (как 13 Miss. Code R. § 8-4-14): по каждому автомату и игре из их ' +
        'счётчиков; в итоге — средний теоретический удерживаемый % зала (floor par), взвешенный по ставкам.',
      middleware: [forScreen('/games-report')] as const,
      request: { params: HallParams, query: MachinesReportQuery },
      responses: { 200: { description: 'Отчёт', ...jsonContent(MachinesReport) }, ...refusals },
    }),
    async (c) => c.json(await machinesFor(ask(c), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/machines/export',
      tags: ['reports'],
      summary: 'Отчёт по автоматам в CSV или XLSX: все строки с итогом',
      middleware: [forScreen('/games-report')] as const,
      request: { params: HallParams, query: MachinesReportQuery.extend(ExportQuery) },
      responses: { ...exportAnswer, ...refusals },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const [hall, report] = await Promise.all([
        askedHall(ask(c)),
        machinesFor(ask(c), query, false),
      ]);
      return sendExport(c, machinesExport(hall, report), query.format);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/attendance',
      tags: ['reports'],
      summary: 'Посещаемость: посещения, уникальные и новые клиенты, пиковый час, тепловая карта',
      middleware: [forScreen('/attendance')] as const,
      request: { params: HallParams, query: HallReportQuery },
      responses: { 200: { description: 'Отчёт', ...jsonContent(AttendanceReport) }, ...refusals },
    }),
    async (c) => c.json(await attendanceFor(ask(c), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/attendance/export',
      tags: ['reports'],
      summary: 'Посещаемость в CSV или XLSX',
      middleware: [forScreen('/attendance')] as const,
      request: { params: HallParams, query: HallReportQuery.extend(ExportQuery) },
      responses: { ...exportAnswer, ...refusals },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const [hall, report] = await Promise.all([askedHall(ask(c)), attendanceFor(ask(c), query)]);
      return sendExport(c, attendanceExport(hall, report), query.format);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/reports/summary',
      tags: ['reports'],
      summary: 'Сводный отчёт одного зала по интервалам (раскрытая строка)',
      middleware: [forScreen('/summary')] as const,
      request: { params: HallParams, query: SummaryQuery },
      responses: {
        200: { description: 'Зал по интервалам', ...jsonContent(HallSummaryReport) },
        ...refusals,
      },
    }),
    async (c) => c.json(await hallSummaryFor(ask(c), c.req.valid('query')), 200),
  );

/** Across halls: only the halls the user may see. */
export const reportsRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/summary',
      tags: ['reports'],
      summary: 'Сводный отчёт: строка на каждый зал пользователя и итог',
      middleware: [requireUser, forScreen('/summary')] as const,
      request: { query: SummaryQuery },
      responses: {
        200: { description: 'Отчёт', ...jsonContent(SummaryReport) },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await summaryFor(ask(c), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/summary/export',
      tags: ['reports'],
      summary: 'Сводный отчёт в CSV или XLSX',
      middleware: [requireUser, forScreen('/summary')] as const,
      request: { query: SummaryQuery.extend(ExportQuery) },
      responses: { ...exportAnswer, ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return sendExport(c, summaryExport(await summaryFor(ask(c), query)), query.format);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/games',
      tags: ['reports'],
      summary: 'Каталог игр для фильтров отчётов',
      middleware: [requireUser, forScreen('/games-report')] as const,
      responses: {
        200: { description: 'Игры', ...jsonContent(z.object({ games: z.array(Game) })) },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json({ games: await gameCatalogue(c.var.options.db) }, 200),
  );
