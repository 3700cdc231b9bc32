import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ManualOperationType,
  OperationSort,
  OperationType,
  ShiftSort,
} from '../shared/cashbox';
import { apiClient, unwrap, unwrapFile, type DownloadedFile } from './client';
import type { ExportFormat } from './reports';
import type { components } from './schema';
import { listParams, type PickedRange } from './list-params';
import { cashboxKey } from './query-keys';

export type ShiftReport = components['schemas']['ShiftReport'];
export type Shift = components['schemas']['Shift'];
export type Operation = components['schemas']['Operation'];
export type OperationPage = components['schemas']['OperationPage'];
export type OperationTotal = components['schemas']['OperationTotal'];

const path = (hallId: number) => ({ hallId: String(hallId) });
const idempotency = (key: string) => ({ 'idempotency-key': key });

export type CashDesk = components['schemas']['CashDesk'];
export type CashDeskList = components['schemas']['CashDeskList'];

/** The hall's desks with who holds each and their cash, and how the hall counts. */
export const cashDesksQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'desks'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/cash-desks', {
          params: { path: path(hallId) },
          signal,
        }),
      ),
  });

export const currentShiftQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'current'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/shifts/current', {
          params: { path: path(hallId) },
          signal,
        }),
      ),
  });

export const shiftsQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'shifts'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/shifts', {
          params: { path: path(hallId), query: { page: 1, pageSize: 100 } },
          signal,
        }),
      ),
  });

export type ShiftArchiveParams = {
  page: number;
  pageSize: number;
  range: PickedRange;
  sort: ShiftSort;
  order: 'asc' | 'desc';
};

/** The shift archive: the hall's shifts opened within the picked days. */
export const shiftArchiveQuery = (hallId: number, params: ShiftArchiveParams) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'shifts', 'archive', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/shifts', {
          params: { path: path(hallId), query: listParams(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** One shift with its X- or Z-report. */
export const shiftReportQuery = (hallId: number, shiftId: number) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'shifts', 'one', shiftId],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/shifts/{shiftId}', {
          params: { path: { hallId: String(hallId), shiftId: String(shiftId) } },
          signal,
        }),
      ),
  });

/** The cash journal of a filter as the API's file: every operation, with the totals. */
export async function exportJournal(
  hallId: number,
  { range, type, shiftId, sort, order }: Omit<JournalParams, 'page' | 'pageSize'>,
  format: ExportFormat,
): Promise<DownloadedFile> {
  const filter = { range, type, sort, order, shiftId: shiftId === null ? null : String(shiftId) };
  return unwrapFile(
    (await apiClient()).GET('/api/halls/{hallId}/cash-operations/export', {
      params: { path: path(hallId), query: { ...listParams(filter), format } },
      parseAs: 'blob',
    }),
    `cash-journal.${format}`,
  );
}

/** A shift's X- or Z-report as the API's file. */
export async function exportShift(
  hallId: number,
  shiftId: number,
  format: ExportFormat,
): Promise<DownloadedFile> {
  return unwrapFile(
    (await apiClient()).GET('/api/halls/{hallId}/shifts/{shiftId}/export', {
      params: { path: { hallId: String(hallId), shiftId: String(shiftId) }, query: { format } },
      parseAs: 'blob',
    }),
    `shift-${shiftId}.${format}`,
  );
}

export type JournalParams = {
  page: number;
  pageSize: number;
  range: PickedRange;
  type: OperationType | null;
  shiftId: number | null;
  sort: OperationSort;
  order: 'asc' | 'desc';
};

export const journalQuery = (hallId: number, params: JournalParams) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'journal', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/cash-operations', {
          params: {
            path: path(hallId),
            query: listParams({
              ...params,
              shiftId: params.shiftId === null ? null : String(params.shiftId),
            }),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Each write takes the Idempotency-Key of its attempt: a resend with it never records twice. */
export type CountBody = components['schemas']['CashCount'];

/** Opens a shift on a desk (the hall's only one when not named) with the cash counted in it. */
export async function openShift(
  hallId: number,
  body: { count: CountBody; deskId?: number },
  key: string,
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/shifts', {
      params: { path: path(hallId), header: idempotency(key) },
      body,
    }),
  );
}

/** Closes one's shift with its count; a manager closes a cashier's who has left with a reason. */
export async function closeShift(
  hallId: number,
  shiftId: number,
  body: { count: CountBody; reason?: string },
  key: string,
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/shifts/{shiftId}/close', {
      params: { path: { ...path(hallId), shiftId: String(shiftId) }, header: idempotency(key) },
      body,
    }),
  );
}

export type PayoutWaiting = components['schemas']['PayoutWaiting'];

/** A cash operation; a winnings payout names the guest by document and the machine by number. */
export type OperationInput = {
  type: ManualOperationType;
  amount: string;
  note: string;
  clientIin?: string;
  clientDocument?: { type: 'passport' | 'id_card' | 'residence_permit'; number: string };
  deviceNumber?: string;
  owed?: boolean;
};

/** The operation recorded (201), or a payout that waits for approval or is owed (202). */
export async function createOperation(
  hallId: number,
  input: OperationInput,
  key: string,
): Promise<Operation | PayoutWaiting> {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/cash-operations', {
      params: { path: path(hallId), header: idempotency(key) },
      body: input,
    }),
  );
}
