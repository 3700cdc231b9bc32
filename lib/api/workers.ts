import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { WorkerPosition, WorkerSort, WorkerStatus } from '../shared/workers';
import { apiClient, unwrap, unwrapFile, type DownloadedFile } from './client';
import { listParams } from './list-params';
import type { components } from './schema';
import { workersKey } from './query-keys';

export type Worker = components['schemas']['Worker'];
export type WorkerInput = components['schemas']['WorkerCreate'];

export type WorkersListParams = {
  page: number;
  pageSize: number;
  sort: WorkerSort;
  order: 'asc' | 'desc';
  position: WorkerPosition | null;
  status: WorkerStatus | null;
  search: string;
};

export const workersQuery = (hallId: number, params: WorkersListParams) =>
  queryOptions({
    queryKey: [...workersKey(hallId), 'list', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/workers', {
          params: { path: { hallId: String(hallId) }, query: listParams(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const workerQuery = (hallId: number, workerId: number) =>
  queryOptions({
    queryKey: [...workersKey(hallId), 'one', workerId],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/workers/{workerId}', {
          params: { path: { hallId: String(hallId), workerId: String(workerId) } },
          signal,
        }),
      ),
    staleTime: 0,
  });

const workerPath = (hallId: number, workerId: number) => ({
  path: { hallId: String(hallId), workerId: String(workerId) },
});

export async function createWorker(hallId: number, input: WorkerInput) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/workers', {
      params: { path: { hallId: String(hallId) } },
      body: input,
    }),
  );
}

export async function updateWorker(
  hallId: number,
  workerId: number,
  version: number,
  changes: Partial<WorkerInput>,
) {
  return unwrap(
    (await apiClient()).PATCH('/api/halls/{hallId}/workers/{workerId}', {
      params: workerPath(hallId, workerId),
      body: { version, ...changes },
    }),
  );
}

export async function dismissWorker(hallId: number, workerId: number, version: number) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/workers/{workerId}/dismiss', {
      params: workerPath(hallId, workerId),
      body: { version },
    }),
  );
}

/** The whole filtered list as the API's CSV file. */
export async function exportWorkers(
  hallId: number,
  params: Omit<WorkersListParams, 'page' | 'pageSize'>,
): Promise<DownloadedFile> {
  return unwrapFile(
    (await apiClient()).GET('/api/halls/{hallId}/workers/export', {
      params: { path: { hallId: String(hallId) }, query: listParams(params) },
      parseAs: 'blob',
    }),
    'workers.csv',
  );
}
