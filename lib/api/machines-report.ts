import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, unwrapFile, type DownloadedFile } from './client';
import { listParams } from './list-params';
import { reportsKey } from './query-keys';
import type { ExportFormat, GamesReportParams } from './reports';
import type { MachineSort } from '../shared/machines-report';
import type { components } from './schema';

export type MachinesReport = components['schemas']['MachinesReport'];
export type MachineRow = MachinesReport['items'][number];

/** The games report's filter, and the machine table's order and page. */
export type MachinesReportParams = GamesReportParams & {
  sort: MachineSort;
  order: 'asc' | 'desc';
  page: number;
};

const query = ({ games, ...params }: MachinesReportParams | GamesReportParams) =>
  listParams({ ...params, games: games.length ? games.join(',') : null });

export const machinesReportQuery = (hallId: number, params: MachinesReportParams) =>
  queryOptions({
    queryKey: [...reportsKey(hallId), 'machines', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/reports/machines', {
          params: { path: { hallId: String(hallId) }, query: query(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Every machine and game of the filter with the floor's totals, as the API's file. */
export async function exportMachinesReport(
  hallId: number,
  params: MachinesReportParams,
  format: ExportFormat,
): Promise<DownloadedFile> {
  return unwrapFile(
    (await apiClient()).GET('/api/halls/{hallId}/reports/machines/export', {
      params: { path: { hallId: String(hallId) }, query: { ...query(params), format } },
      parseAs: 'blob',
    }),
    `machines-report.${format}`,
  );
}
