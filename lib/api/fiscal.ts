import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';
import type { components } from './schema';
import { cashboxKey } from './query-keys';

/** A selling desk's register and its cheques (decision 063). */

export type FiscalRegister = components['schemas']['FiscalRegister'];
export type FiscalRegisterLink = components['schemas']['FiscalRegisterLink'];
export type FiscalReport = components['schemas']['FiscalReport'];
export type FiscalReportRow = components['schemas']['FiscalReportRow'];

const deskPath = (hallId: number, deskId: number) => ({
  hallId: String(hallId),
  deskId: String(deskId),
});

/** Head office links the desk or enters its credentials again; the answer carries no secret. */
export async function linkRegister(hallId: number, deskId: number, body: FiscalRegisterLink) {
  return unwrap(
    (await apiClient()).PUT('/api/halls/{hallId}/cash-desks/{deskId}/fiscal', {
      params: { path: deskPath(hallId, deskId) },
      body,
    }),
  );
}

export async function unlinkRegister(hallId: number, deskId: number) {
  await unwrap(
    (await apiClient()).DELETE('/api/halls/{hallId}/cash-desks/{deskId}/fiscal', {
      params: { path: deskPath(hallId, deskId) },
    }),
  );
}

/** The register's X-report, read from it now. */
export async function registerXReport(hallId: number, deskId: number) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/cash-desks/{deskId}/fiscal/x-report', {
      params: { path: deskPath(hallId, deskId) },
    }),
  ) as Promise<Record<string, unknown>>;
}

export const fiscalReportQuery = (hallId: number, range: { from?: string; to?: string }) =>
  queryOptions({
    // Under the desk's key: a sale or a cheque issued (the order's event) makes it stale.
    queryKey: [...cashboxKey(hallId), 'fiscal-report', range.from ?? '', range.to ?? ''],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/reports/fiscal', {
          params: { path: { hallId: String(hallId) }, query: range },
          signal,
        }),
      ),
  });

/** The order's refused cheques sent again (the manager), at the products' VAT rates now. */
export async function retryCheques(hallId: number, orderId: number, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/orders/{orderId}/fiscal/retry', {
      params: {
        path: { hallId: String(hallId), orderId: String(orderId) },
        header: { 'idempotency-key': key },
      },
    }),
  );
}
