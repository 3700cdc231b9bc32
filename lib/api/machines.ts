import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, unwrapFile, type DownloadedFile } from './client';
import { uploadImport } from './file-import';
import { equipmentKey } from './query-keys';
import type { components } from './schema';

export type MachineOrder = components['schemas']['MachineOrder'];
export type MachineOrderRequest = components['schemas']['MachineOrderRequest'];
export type GamblingTaxDraft = components['schemas']['GamblingTaxDraft'];
export type GamblingTaxObject = components['schemas']['GamblingTaxObject'];
export type GamblingTaxSettings = components['schemas']['GamblingTaxSettings'];

const devicePath = (hallId: number, deviceId: number) => ({
  path: { hallId: String(hallId), deviceId: String(deviceId) },
});

/** A machine's card and its work orders in this hall, newest first (decision 069). */
export const machineOrdersQuery = (hallId: number, deviceId: number) =>
  queryOptions({
    queryKey: [...equipmentKey(hallId), 'orders', deviceId],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/equipment/{deviceId}/orders', {
          params: devicePath(hallId, deviceId),
          signal,
        }),
      ),
  });

/** The hall's orders, newest first; `requested`: the ones waiting for approval. */
export const hallOrdersQuery = (hallId: number, status?: 'requested') =>
  queryOptions({
    queryKey: [...equipmentKey(hallId), 'hall-orders', status ?? 'all'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/machine-orders', {
          params: { path: { hallId: String(hallId) }, query: status ? { status } : {} },
          signal,
        }),
      ),
  });

export async function requestMachineOrder(
  hallId: number,
  deviceId: number,
  body: MachineOrderRequest,
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/equipment/{deviceId}/orders', {
      params: devicePath(hallId, deviceId),
      body,
    }),
  );
}

export async function decideMachineOrder(
  hallId: number,
  order: { id: number; version: number },
  decision: 'approve' | 'refuse',
  note = '',
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/machine-orders/{orderId}/decision', {
      params: { path: { hallId: String(hallId), orderId: String(order.id) } },
      body: { decision, note, version: order.version },
    }),
  );
}

/** The hall's quarter of the gambling tax: the draft, its filed versions. */
export const gamblingTaxQuery = (hallId: number, quarter: string) =>
  queryOptions({
    queryKey: [...equipmentKey(hallId), 'gambling-tax', quarter],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/gambling-tax', {
          params: { path: { hallId: String(hallId) }, query: { quarter } },
          signal,
        }),
      ),
  });

export async function lockGamblingTax(hallId: number, quarter: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/gambling-tax/filings', {
      params: { path: { hallId: String(hallId) } },
      body: { quarter },
    }),
  );
}

/** The quarter as a file: the draft, or a filed `version`. */
export async function exportGamblingTax(
  hallId: number,
  quarter: string,
  format: 'csv' | 'xlsx',
  version?: number,
): Promise<DownloadedFile> {
  return unwrapFile(
    (await apiClient()).GET('/api/halls/{hallId}/gambling-tax/export', {
      params: {
        path: { hallId: String(hallId) },
        query: { quarter, format, ...(version !== undefined && { version: String(version) }) },
      },
      parseAs: 'blob',
    }),
    `gambling-tax-${quarter}.${format}`,
  );
}

export type MachineImportResult = components['schemas']['MachineImportResult'];

/** A hall's machines sent from a file for checking (`dryRun`) or for writing (decision 069). */
export const importMachines =
  (hallId: number) =>
  (
    file: File,
    options: { dryRun: boolean; skipInvalid: boolean },
    onProgress: (share: number) => void,
  ) =>
    uploadImport<MachineImportResult>(
      `/api/halls/${hallId}/machines/import`,
      file,
      options,
      onProgress,
    );

/** The МРП of each year and the rate per kind of object, with their sources. */
export const taxSettingsQuery = () =>
  queryOptions({
    queryKey: ['gambling-tax', 'settings'],
    queryFn: async ({ signal }) =>
      unwrap((await apiClient()).GET('/api/gambling-tax/settings', { signal })),
  });

/** Head office sets a year's МРП with its source; a known year at the version it saw. */
export async function setMrpYear(
  year: number,
  body: { amount: number; source: string; version?: number },
) {
  return unwrap(
    (await apiClient()).PUT('/api/gambling-tax/mrp/{year}', {
      params: { path: { year: String(year) } },
      body,
    }),
  );
}
