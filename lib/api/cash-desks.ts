import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, unwrapFile, type DownloadedFile } from './client';
import type { ExportFormat } from './reports';
import type { components } from './schema';
import { cashboxKey } from './query-keys';
import type { CountBody } from './cashbox';
import { idParam, listParams, type PickedRange } from './list-params';
import type { TransferStatus } from '../shared/cash-transfers';

/** The cash between a hall's desks, its safe and the bank (decision 060). */

export type CashTransfer = components['schemas']['CashTransfer'];
export type CashTransferInput = components['schemas']['CashTransferCreate'];
export type Handover = components['schemas']['Handover'];
export type Safe = components['schemas']['Safe'];
export type CashVariance = components['schemas']['CashVariance'];
export type CashVarianceReport = components['schemas']['CashVarianceReport'];
export type DeskInput = components['schemas']['CashDeskCreate'];

const path = (hallId: number) => ({ hallId: String(hallId) });
const idempotency = (key: string) => ({ 'idempotency-key': key });

/** Movements still in transit: the ones this person may accept or refuse carry `canDecide`. */
export const transfersInTransitQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'transfers', 'sent'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/cash-transfers', {
          params: { path: path(hallId), query: { status: 'sent', pageSize: 100 } },
          signal,
        }),
      ),
  });

export type MovementsParams = {
  status: TransferStatus | null;
  deskId: number | null;
  page: number;
  pageSize: number;
};

/** The hall's movements, newest first (the safe's journal): of one status, of one desk. */
export const transfersQuery = (hallId: number, params: MovementsParams) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'transfers', 'all', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/cash-transfers', {
          params: {
            path: path(hallId),
            query: listParams({ ...params, deskId: idParam(params.deskId) }),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export async function sendTransfer(hallId: number, input: CashTransferInput, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/cash-transfers', {
      params: { path: path(hallId), header: idempotency(key) },
      body: input,
    }),
  );
}

export type TransferAcceptance = components['schemas']['CashTransferAccept'];

/** Accepts a movement with the receiver's count (none for the bank's), or refuses it. */
export async function decideTransfer(
  hallId: number,
  id: number,
  acceptance: TransferAcceptance | null,
  key: string,
) {
  const params = { path: { ...path(hallId), transferId: String(id) }, header: idempotency(key) };
  const client = await apiClient();
  return unwrap(
    acceptance
      ? client.POST('/api/halls/{hallId}/cash-transfers/{transferId}/accept', {
          params,
          body: acceptance,
        })
      : client.POST('/api/halls/{hallId}/cash-transfers/{transferId}/refuse', { params }),
  );
}

export async function reverseTransfer(hallId: number, id: number, reason: string, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/cash-transfers/{transferId}/reverse', {
      params: { path: { ...path(hallId), transferId: String(id) }, header: idempotency(key) },
      body: { reason },
    }),
  );
}

/** Handovers waiting for the incoming cashier's count or the manager's decision. */
export const handoversQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'handovers'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/handovers', {
          params: { path: path(hallId), query: { status: 'open' } },
          signal,
        }),
      ),
  });

export const handoverCandidatesQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'handovers', 'candidates'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/handovers/candidates', {
          params: { path: path(hallId) },
          signal,
        }),
      ),
  });

export async function startHandover(
  hallId: number,
  shiftId: number,
  body: { toUserId: number; count: CountBody },
  key: string,
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/shifts/{shiftId}/handover', {
      params: { path: { ...path(hallId), shiftId: String(shiftId) }, header: idempotency(key) },
      body,
    }),
  );
}

export async function acceptHandover(hallId: number, id: number, count: CountBody, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/handovers/{handoverId}/accept', {
      params: { path: { ...path(hallId), handoverId: String(id) }, header: idempotency(key) },
      body: { count },
    }),
  );
}

export async function resolveHandover(
  hallId: number,
  id: number,
  body: { count: CountBody; reason: string },
  key: string,
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/handovers/{handoverId}/resolve', {
      params: { path: { ...path(hallId), handoverId: String(id) }, header: idempotency(key) },
      body,
    }),
  );
}

export async function cancelHandover(hallId: number, id: number, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/handovers/{handoverId}/cancel', {
      params: { path: { ...path(hallId), handoverId: String(id) }, header: idempotency(key) },
    }),
  );
}

export const safeQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'safe'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/safe', {
          params: { path: path(hallId) },
          signal,
        }),
      ),
  });

export async function countSafe(hallId: number, count: CountBody, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/safe/counts', {
      params: { path: path(hallId), header: idempotency(key) },
      body: { count },
    }),
  );
}

export type PendingSafeCount = components['schemas']['PendingSafeCount'];

/** The safe's count waiting for a second person (never its sum), for whoever may confirm it. */
export const safeCountWaitingQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'safe', 'waiting'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/safe/counts/waiting', {
          params: { path: path(hallId) },
          signal,
        }),
      ),
  });

export async function confirmSafeCount(
  hallId: number,
  countId: number,
  count: CountBody,
  key: string,
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/safe/counts/{countId}/confirm', {
      params: { path: { ...path(hallId), countId: String(countId) }, header: idempotency(key) },
      body: { count },
    }),
  );
}

export async function createDesk(hallId: number, input: DeskInput) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/cash-desks', {
      params: { path: path(hallId) },
      body: input,
    }),
  );
}

export async function updateDesk(
  hallId: number,
  deskId: number,
  body: components['schemas']['CashDeskUpdate'],
) {
  return unwrap(
    (await apiClient()).PATCH('/api/halls/{hallId}/cash-desks/{deskId}', {
      params: { path: { ...path(hallId), deskId: String(deskId) } },
      body,
    }),
  );
}

export type VarianceParams = {
  page: number;
  pageSize: number;
  range: PickedRange;
  status: 'open' | 'all';
  userId: number | null;
};

const varianceFilter = ({ range, status, userId }: Omit<VarianceParams, 'page' | 'pageSize'>) =>
  listParams({ range, status, userId: idParam(userId) });

/** Variances per person and period; `open` — the ones waiting for a signature. */
export const variancesQuery = (hallId: number, params: VarianceParams) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'variances', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/reports/cash-variances', {
          params: {
            path: path(hallId),
            query: { page: params.page, pageSize: params.pageSize, ...varianceFilter(params) },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export async function exportVariances(
  hallId: number,
  params: Omit<VarianceParams, 'page' | 'pageSize'>,
  format: ExportFormat,
): Promise<DownloadedFile> {
  return unwrapFile(
    (await apiClient()).GET('/api/halls/{hallId}/reports/cash-variances/export', {
      params: { path: path(hallId), query: { ...varianceFilter(params), format } },
      parseAs: 'blob',
    }),
    `cash-variances.${format}`,
  );
}

export async function signOffVariance(hallId: number, id: number, reason: string, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/variances/{varianceId}/sign-off', {
      params: { path: { ...path(hallId), varianceId: String(id) }, header: idempotency(key) },
      body: { reason },
    }),
  );
}

/** A mistaken cash-in, withdrawal or collection reversed by a new entry, with a reason. */
export async function reverseOperation(hallId: number, id: number, reason: string, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/cash-operations/{operationId}/reverse', {
      params: { path: { ...path(hallId), operationId: String(id) }, header: idempotency(key) },
      body: { reason },
    }),
  );
}
