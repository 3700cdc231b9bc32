import type { z } from '@hono/zod-openapi';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { hallNow, hallToday } from '../halls/hall-days';
import { visibleHalls } from '../halls/visible-halls';
import { attendanceReport } from './attendance-report';
import { dashboardReport } from './dashboard-report';
import { gamesReport } from './games-report';
import type { MachinesReportQuery } from './machine-schemas';
import { machinesReport } from './machines-report';
import {
  reportRange,
  type GamesReportQuery,
  type HallReportQuery,
  type SummaryQuery,
} from './report-schemas';
import { hallSummaryReport, summaryReport } from './summary-report';

/** Who asks for a report, of which hall (already checked), at what moment. */
export type ReportAsk = { db: Db; user: SessionUser; hallId: number; now: Date };

/** The hall as the report files name it. */
export async function askedHall({ db, user, hallId }: ReportAsk) {
  const halls = await visibleHalls(db, user);
  return halls.find((h) => h.id === hallId)!;
}

export async function dashboardFor(
  { db, hallId, now }: ReportAsk,
  query: z.infer<typeof HallReportQuery>,
) {
  const [range, clock] = await Promise.all([
    reportRange(db, hallId, query, now),
    hallNow(db, hallId, now),
  ]);
  return dashboardReport(db, hallId, query.period, range, clock, now);
}

export async function gamesFor(
  { db, hallId, now }: ReportAsk,
  query: z.infer<typeof GamesReportQuery>,
) {
  const range = await reportRange(db, hallId, query, now);
  const games = query.games?.split(',').map(Number);
  return gamesReport(db, hallId, query.period, range, { games, category: query.category }, now);
}

/** The machine report; a download holds every row (`paged` false). */
export async function machinesFor(
  { db, hallId, now }: ReportAsk,
  query: z.infer<typeof MachinesReportQuery>,
  paged = true,
) {
  const range = await reportRange(db, hallId, query, now);
  const report = await machinesReport(
    db,
    hallId,
    range,
    {
      games: query.games?.split(',').map(Number),
      category: query.category,
      sort: query.sort,
      order: query.order,
      page: paged ? { page: query.page, pageSize: query.pageSize } : undefined,
    },
    now,
  );
  return { period: query.period, ...report };
}

export async function attendanceFor(
  { db, hallId, now }: ReportAsk,
  query: z.infer<typeof HallReportQuery>,
) {
  const range = await reportRange(db, hallId, query, now);
  const today = await hallToday(db, hallId, now);
  return attendanceReport(db, hallId, query.period, range, today);
}

export async function hallSummaryFor(
  { db, hallId, now }: ReportAsk,
  query: z.infer<typeof SummaryQuery>,
) {
  const range = await reportRange(db, hallId, query, now);
  return hallSummaryReport(db, hallId, query.period, range, now);
}

/** Every hall the user may see; the chain shares one calendar, the first hall's today for all. */
export async function summaryFor(
  { db, user, now }: Omit<ReportAsk, 'hallId'>,
  query: z.infer<typeof SummaryQuery>,
) {
  const halls = await visibleHalls(db, user);
  const range = halls.length
    ? await reportRange(db, halls[0].id, query, now)
    : { from: query.from ?? '', to: query.to ?? '' };
  return summaryReport(db, halls, query.period, range, now);
}
