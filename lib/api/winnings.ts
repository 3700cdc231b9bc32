import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, unwrapFile, type DownloadedFile } from './client';
import { listParams, type PickedRange } from './list-params';
import { cashboxKey, MONITORING_KEY } from './query-keys';
import type { ExportFormat } from './reports';
import type { components } from './schema';

export type OwedWinning = components['schemas']['OwedWinning'];
export type MonitoringEntry = components['schemas']['MonitoringEntry'];

const path = (hallId: number) => ({ hallId: String(hallId) });

/**
 * The desk's «К выплате»: waiting for approval or ready to pay, nearest deadline first. The
 * manager's decision on another screen reaches it through the event stream (`owed-winning`).
 */
export const owedWinningsQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'owed-winnings'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/owed-winnings', {
          params: { path: path(hallId) },
          signal,
        }),
      ),
  });

export async function decidePayout(
  hallId: number,
  id: number,
  decision: 'approve' | 'refuse',
  reason = '',
) {
  const params = { path: { ...path(hallId), id: String(id) } };
  const client = await apiClient();
  return unwrap(
    decision === 'approve'
      ? client.POST('/api/halls/{hallId}/payout-approvals/{id}/approve', { params })
      : client.POST('/api/halls/{hallId}/payout-approvals/{id}/refuse', {
          params,
          body: { reason },
        }),
  );
}

export async function payOwedWinning(hallId: number, id: number, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/owed-winnings/{id}/pay', {
      params: { path: { ...path(hallId), id: String(id) }, header: { 'idempotency-key': key } },
    }),
  );
}

/** The register's filter: the payouts' days and hall (none: every hall). */
export type MonitoringFilter = { range: PickedRange; hallId: string | null };
export type MonitoringParams = MonitoringFilter & { page: number; pageSize: number };

/**
 * Head office's register of large payouts, newest first; the hall the list is opened in does not
 * narrow it (the filter's hall does).
 */
export const monitoringQuery = (_hallId: number, params: MonitoringParams) =>
  queryOptions({
    queryKey: [...MONITORING_KEY, params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/monitoring/payouts', {
          params: { query: listParams(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export async function exportMonitoring(
  filter: MonitoringFilter,
  format: ExportFormat,
): Promise<DownloadedFile> {
  return unwrapFile(
    (await apiClient()).GET('/api/monitoring/payouts/export', {
      params: { query: { ...listParams(filter), format } },
      parseAs: 'blob',
    }),
    `monitoring-payouts.${format}`,
  );
}

export type MonitoringCorrection = components['schemas']['MonitoringCorrection'];

/** A correction of a register entry: a new entry that names the one it corrects. */
export async function correctMonitoringEntry(id: number, input: MonitoringCorrection) {
  return unwrap(
    (await apiClient()).POST('/api/monitoring/payouts/{id}/corrections', {
      params: { path: { id: String(id) } },
      body: input,
    }),
  );
}
