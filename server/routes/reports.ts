import { createRoute, z } from '@hono/zod-openapi';
import { forScreen, requireUser } from '../auth/middleware';
import { HallParams } from '../halls/hall-params';
import { visibleHalls } from '../halls/visible-halls';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { attendanceReport } from '../reports/attendance-report';
import { dashboardReport } from '../reports/dashboard-report';
import { gameCatalogue, gamesReport } from '../reports/games-report';
import { hallNow, hallToday } from '../halls/hall-days';
import {
  AttendanceReport,
  DashboardReport,
  Game,
  GamesReport,
  GamesReportQuery,
  HallReportQuery,
  HallSummaryReport,
  reportRange,
  SummaryQuery,
  SummaryReport,
} from '../reports/report-schemas';
import { hallSummaryReport, summaryReport } from '../reports/summary-report';
import { attendanceExport, gamesExport, summaryExport } from '../reports/report-exports';
import { exportResponse, type ExportFile } from '../exports/export-file';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

const refusals = errorResponses(400, 401, 403, 404);
type AppContext = Context<AppEnv>;

const ExportQuery = {
  format: z
    .enum(['csv', 'xlsx'], { error: 'Формат: csv или xlsx' })
    .default('xlsx')
    .openapi({ description: 'CSV (UTF-8, «;») или XLSX' }),
};
const exportAnswer = {
  200: {
    description: 'Файл: всё, что показывает фильтр, с итогами',
    content: {
      'text/csv': { schema: z.string() },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: z.string().openapi({ format: 'binary' }),
      },
    },
  },
};

function sendFile(c: AppContext, file: ExportFile, format: 'csv' | 'xlsx') {
  const { body, headers } = exportResponse(file, format);
  return c.body(body, 200, headers) as never;
}

async function hallOf(c: AppContext) {
  const halls = await visibleHalls(c.var.options.db, c.var.user);
  return halls.find((h) => h.id === c.var.hallId)!;
}

async function gamesOf(c: AppContext, query: z.infer<typeof GamesReportQuery>) {
  const { db, now } = c.var.options;
  const range = await reportRange(db, c.var.hallId, query, now());
  const games = query.games?.split(',').map(Number);
  return gamesReport(db, c.var.hallId, query.period, range, { games, category: query.category });
}

async function attendanceOf(c: AppContext, query: z.infer<typeof HallReportQuery>) {
  const { db, now } = c.var.options;
  const range = await reportRange(db, c.var.hallId, query, now());
  const today = await hallToday(db, c.var.hallId, now());
  return attendanceReport(db, c.var.hallId, query.period, range, today);
}

async function summaryOf(c: AppContext, query: z.infer<typeof SummaryQuery>) {
  const { db, now } = c.var.options;
  const halls = await visibleHalls(db, c.var.user);
  // The chain shares one calendar: the first hall's today stands for all.
  const range = halls.length
    ? await reportRange(db, halls[0].id, query, now())
    : { from: query.from ?? '', to: query.to ?? '' };
  return summaryReport(db, halls, query.period, range, now());
}

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
    async (c) => {
      const { db, now } = c.var.options;
      const query = c.req.valid('query');
      const [range, clock] = await Promise.all([
        reportRange(db, c.var.hallId, query, now()),
        hallNow(db, c.var.hallId, now()),
      ]);
      return c.json(await dashboardReport(db, c.var.hallId, query.period, range, clock), 200);
    },
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
    async (c) => c.json(await gamesOf(c, c.req.valid('query')), 200),
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
      const [hall, report] = await Promise.all([hallOf(c), gamesOf(c, query)]);
      return sendFile(c, gamesExport(hall, report), query.format);
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
    async (c) => c.json(await attendanceOf(c, c.req.valid('query')), 200),
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
      const [hall, report] = await Promise.all([hallOf(c), attendanceOf(c, query)]);
      return sendFile(c, attendanceExport(hall, report), query.format);
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
    async (c) => {
      const { db, now } = c.var.options;
      const query = c.req.valid('query');
      const range = await reportRange(db, c.var.hallId, query, now());
      return c.json(await hallSummaryReport(db, c.var.hallId, query.period, range), 200);
    },
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
    async (c) => c.json(await summaryOf(c, c.req.valid('query')), 200),
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
      return sendFile(c, summaryExport(await summaryOf(c, query)), query.format);
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
