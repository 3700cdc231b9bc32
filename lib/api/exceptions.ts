import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ExceptionKind } from '../shared/exceptions';
import { apiClient, unwrap } from './client';
import type { components } from './schema';
import { exceptionsKey, ALL_EXCEPTIONS_KEY } from './query-keys';

export type HallException = components['schemas']['HallException'];
export type HallExceptionPage = components['schemas']['HallExceptionPage'];

export type ExceptionsParams = {
  status: 'open' | 'seen';
  kind: ExceptionKind | null;
  page: number;
  pageSize: number;
};

const query = ({ kind, ...params }: ExceptionsParams) => ({
  ...params,
  ...(kind ? { kind } : {}),
});

/** A hall's exceptions: open ones by default. */
export const hallExceptionsQuery = (hallId: number, params: ExceptionsParams) =>
  queryOptions({
    queryKey: [...exceptionsKey(hallId), params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/exceptions', {
          params: { path: { hallId: String(hallId) }, query: query(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The open exceptions of every hall the user may see (the summary's column counts them). */
export const allExceptionsQuery = () =>
  queryOptions({
    queryKey: [...ALL_EXCEPTIONS_KEY, 'open'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/exceptions', {
          params: { query: { status: 'open', page: 1, pageSize: 1 } },
          signal,
        }),
      ),
  });

export async function markExceptionSeen(hallId: number, exceptionId: number, comment: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/exceptions/{exceptionId}/seen', {
      params: { path: { hallId: String(hallId), exceptionId: String(exceptionId) } },
      body: { comment },
    }),
  );
}

/** After a mark: the hall's lists and the counts across halls are read again. */
export const exceptionsChanged = (client: QueryClient, hallId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: exceptionsKey(hallId) }),
    client.invalidateQueries({ queryKey: ALL_EXCEPTIONS_KEY }),
  ]);
