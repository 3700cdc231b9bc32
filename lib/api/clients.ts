import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClientSort, ConsentFilter, ImportResult } from '../shared/clients';
import { apiClient, unwrap, unwrapFile } from './client';
import { uploadImport } from './file-import';
import { listParams } from './list-params';
import { clientsKey } from './query-keys';
import type { components } from './schema';

export type ClientRecord = components['schemas']['Client'];
export type ClientDetail = components['schemas']['ClientDetail'];
export type ClientInput = components['schemas']['ClientCreate'];
export type ClientChange = components['schemas']['ClientUpdate'];
export type CheckInResult = components['schemas']['CheckInResult'];
export type Visit = components['schemas']['Visit'];

export type ClientsParams = {
  page: number;
  pageSize: number;
  search: string;
  consent: ConsentFilter | null;
  sort: ClientSort;
  order: 'asc' | 'desc';
};

const hallPath = (hallId: number) => ({ hallId: String(hallId) });

/** After a write: the hall's clients and its door's visits are read again. */
export const clientsChanged = (client: QueryClient, hallId: number) =>
  client.invalidateQueries({ queryKey: clientsKey(hallId) });

/** Today's visits at the hall's door, newest first. */
export const visitsTodayQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...clientsKey(hallId), 'visits'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/visits', {
          params: { path: hallPath(hallId) },
          signal,
        }),
      ),
  });

export const clientsQuery = (hallId: number, params: ClientsParams) =>
  queryOptions({
    queryKey: [...clientsKey(hallId), 'list', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/clients', {
          params: { path: hallPath(hallId), query: listParams(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const clientQuery = (hallId: number, id: number) =>
  queryOptions({
    queryKey: [...clientsKey(hallId), 'one', id],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/clients/{clientId}', {
          params: { path: { ...hallPath(hallId), clientId: String(id) } },
          signal,
        }),
      ),
    staleTime: 0,
  });

export type CheckInInput = components['schemas']['CheckIn'];

/** A guest at the door (by IIN or document), under the Idempotency-Key of this press of the button. */
export async function checkIn(hallId: number, guest: CheckInInput, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/visits', {
      params: { path: hallPath(hallId), header: { 'idempotency-key': key } },
      body: guest,
    }),
  );
}

export async function registerClient(hallId: number, input: ClientInput, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/clients', {
      params: { path: hallPath(hallId), header: { 'idempotency-key': key } },
      body: input,
    }),
  );
}

export async function updateClient(hallId: number, id: number, change: ClientChange) {
  return unwrap(
    (await apiClient()).PATCH('/api/halls/{hallId}/clients/{clientId}', {
      params: { path: { ...hallPath(hallId), clientId: String(id) } },
      body: change,
    }),
  );
}

/** The import's empty file with its columns. */
export async function downloadImportTemplate(format: 'csv' | 'xlsx') {
  return unwrapFile(
    (await apiClient()).GET('/api/clients/import/template', {
      params: { query: { format } },
      parseAs: 'blob',
    }),
    `clients-import-template.${format}`,
  );
}

/**
 * A client base sent for checking (`dryRun`) or for writing; `onProgress` follows the upload,
 * which the server reads as it goes. A file with errors answers its check as a 422 does.
 */
export const importClients = (
  file: File,
  options: { dryRun: boolean; skipInvalid: boolean },
  onProgress: (share: number) => void,
) => uploadImport<ImportResult>('/api/clients/import', file, options, onProgress);
