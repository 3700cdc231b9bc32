import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GameCategory } from '../shared/games';
import type { PERIODS_A, PERIODS_B } from '../shared/periods';
import type { DayRange } from '../shared/report-range';
import { apiClient, unwrap, unwrapFile, type DownloadedFile } from './client';
import { listParams } from './list-params';
import type { components } from './schema';
import { GAMES_KEY, SUMMARY_KEY, reportsKey } from './query-keys';

export type DashboardReport = components['schemas']['DashboardReport'];
export type GamesReport = components['schemas']['GamesReport'];
export type AttendanceReport = components['schemas']['AttendanceReport'];
export type SummaryReport = components['schemas']['SummaryReport'];
export type HallSummaryReport = components['schemas']['HallSummaryReport'];
export type Game = components['schemas']['Game'];
export type ClosedGamingDays = components['schemas']['ClosedGamingDays'];

/** A report's period and range as the screens keep them; the API fills what is missing. */
export type ReportParams = { period: (typeof PERIODS_A)[number]; range: DayRange | null };
/** The summary's: daily, monthly or yearly. */
export type SummaryParams = { period: (typeof PERIODS_B)[number]; range: DayRange | null };

const hallPath = (hallId: number) => ({ hallId: String(hallId) });

export const dashboardQuery = (hallId: number, params: ReportParams) =>
  queryOptions({
    queryKey: [...reportsKey(hallId), 'dashboard', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/reports/dashboard', {
          params: { path: hallPath(hallId), query: listParams(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export type GamesReportParams = ReportParams & { games: number[]; category: GameCategory | null };

const gamesQueryParams = (params: GamesReportParams) =>
  listParams({ ...params, games: params.games.length ? params.games.join(',') : null });

export const gamesReportQuery = (hallId: number, params: GamesReportParams) =>
  queryOptions({
    queryKey: [...reportsKey(hallId), 'games', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/reports/games', {
          params: { path: hallPath(hallId), query: gamesQueryParams(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const attendanceQuery = (hallId: number, params: ReportParams) =>
  queryOptions({
    queryKey: [...reportsKey(hallId), 'attendance', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/reports/attendance', {
          params: { path: hallPath(hallId), query: listParams(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The summary spans the user's halls: its key belongs to no hall. */
export const summaryQuery = (params: SummaryParams) =>
  queryOptions({
    queryKey: [...SUMMARY_KEY, params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/reports/summary', {
          params: { query: listParams(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const hallSummaryQuery = (hallId: number, params: SummaryParams) =>
  queryOptions({
    queryKey: [...reportsKey(hallId), 'summary', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/reports/summary', {
          params: { path: hallPath(hallId), query: listParams(params) },
          signal,
        }),
      ),
  });

export const gamesQuery = () =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'options'],
    queryFn: async ({ signal }) =>
      (await unwrap((await apiClient()).GET('/api/reports/games', { signal }))).games,
    staleTime: 60 * 60 * 1000,
  });

export type ExportFormat = 'csv' | 'xlsx';

/** The games report as the API's file: every game of the filter with the totals. */
export async function exportGamesReport(
  hallId: number,
  params: GamesReportParams,
  format: ExportFormat,
): Promise<DownloadedFile> {
  return unwrapFile(
    (await apiClient()).GET('/api/halls/{hallId}/reports/games/export', {
      params: { path: hallPath(hallId), query: { ...gamesQueryParams(params), format } },
      parseAs: 'blob',
    }),
    `games-report.${format}`,
  );
}

export async function exportAttendance(
  hallId: number,
  params: ReportParams,
  format: ExportFormat,
): Promise<DownloadedFile> {
  return unwrapFile(
    (await apiClient()).GET('/api/halls/{hallId}/reports/attendance/export', {
      params: { path: hallPath(hallId), query: { ...listParams(params), format } },
      parseAs: 'blob',
    }),
    `attendance.${format}`,
  );
}

export async function exportSummary(
  params: SummaryParams,
  format: ExportFormat,
): Promise<DownloadedFile> {
  return unwrapFile(
    (await apiClient()).GET('/api/reports/summary/export', {
      params: { query: { ...listParams(params), format } },
      parseAs: 'blob',
    }),
    `summary.${format}`,
  );
}
