import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PhoneRequestSort, PhoneRequestStatus } from '../shared/phone-requests';
import { apiClient, unwrap } from './client';
import type { components } from './schema';
import { idParam, listParams, type PickedRange } from './list-params';
import { phoneRequestsKey, QUEUE_KEY } from './query-keys';

export type PhoneRequest = components['schemas']['PhoneRequest'];
export type PhoneRequestDetail = components['schemas']['PhoneRequestDetail'];
export type PhoneRequestEvent = components['schemas']['PhoneRequestEvent'];
export type PhoneRequestInput = Omit<components['schemas']['PhoneRequestCreate'], 'confirm'>;

export type PhoneRequestsParams = {
  page: number;
  pageSize: number;
  status: PhoneRequestStatus | null;
  range: PickedRange;
  search: string;
  sort: PhoneRequestSort;
  order: 'asc' | 'desc';
};

/** After a write in a hall: its requests and the queue across halls are read again. */
export const phoneRequestsChanged = (client: QueryClient, hallId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: phoneRequestsKey(hallId) }),
    client.invalidateQueries({ queryKey: QUEUE_KEY }),
  ]);

export type PhoneQueueParams = PhoneRequestsParams & { hallId: number | null };

/** The approval queue: every hall the user may see, or the one in `hallId`. */
export const phoneQueueQuery = (params: PhoneQueueParams) =>
  queryOptions({
    queryKey: [...QUEUE_KEY, params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/phone-requests', {
          params: {
            query: listParams({
              ...params,
              hallId: idParam(params.hallId),
            }),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

const hallPath = (hallId: number) => ({ hallId: String(hallId) });
const requestPath = (hallId: number, id: number) => ({
  path: { hallId: String(hallId), requestId: String(id) },
});

export const phoneRequestQuery = (hallId: number, id: number) =>
  queryOptions({
    queryKey: [...phoneRequestsKey(hallId), 'one', id],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/phone-requests/{requestId}', {
          params: requestPath(hallId, id),
          signal,
        }),
      ),
    staleTime: 0,
  });

/** A new request under the Idempotency-Key of its form; `confirm` after the warnings. */
export async function createPhoneRequest(
  hallId: number,
  input: PhoneRequestInput,
  confirm: boolean,
  key: string,
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/phone-requests', {
      params: { path: hallPath(hallId), header: { 'idempotency-key': key } },
      body: { ...input, confirm },
    }),
  );
}

export async function updatePhoneRequest(
  hallId: number,
  id: number,
  version: number,
  input: PhoneRequestInput,
  confirm: boolean,
) {
  return unwrap(
    (await apiClient()).PUT('/api/halls/{hallId}/phone-requests/{requestId}', {
      params: requestPath(hallId, id),
      body: { ...input, confirm, version },
    }),
  );
}

export type PhoneRequestDecision = 'cancel' | 'approve' | 'reject';

export async function decidePhoneRequest(
  hallId: number,
  id: number,
  version: number,
  decision: PhoneRequestDecision,
  comment: string,
) {
  const client = await apiClient();
  const params = requestPath(hallId, id);
  if (decision === 'cancel') {
    return unwrap(
      client.POST('/api/halls/{hallId}/phone-requests/{requestId}/cancel', {
        params,
        body: { version },
      }),
    );
  }
  if (decision === 'approve') {
    return unwrap(
      client.POST('/api/halls/{hallId}/phone-requests/{requestId}/approve', {
        params,
        body: { version, comment },
      }),
    );
  }
  return unwrap(
    client.POST('/api/halls/{hallId}/phone-requests/{requestId}/reject', {
      params,
      body: { version, comment },
    }),
  );
}
