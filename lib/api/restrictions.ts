import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  RestrictionImportResult,
  RestrictionSource,
  RestrictionStatus,
} from '../shared/restrictions';
import { apiClient, unwrap } from './client';
import { uploadImport } from './file-import';
import { listParams } from './list-params';
import { RESTRICTIONS_KEY } from './query-keys';
import type { components } from './schema';

export type Restriction = components['schemas']['Restriction'];
export type RestrictionInput = components['schemas']['RestrictionCreate'];

export type RestrictionsParams = {
  page: number;
  pageSize: number;
  search: string;
  source: RestrictionSource | null;
  status: RestrictionStatus | null;
};

/** The register as head office reads it; the hall the list is opened in does not narrow it. */
export const restrictionsQuery = (_hallId: number, params: RestrictionsParams) =>
  queryOptions({
    queryKey: [...RESTRICTIONS_KEY, params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/restrictions', {
          params: { query: listParams(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** A guest's self-restriction signed at the desk. */
export async function addSelfRestriction(input: RestrictionInput) {
  return unwrap((await apiClient()).POST('/api/restrictions', { body: input }));
}

/** An official list sent for checking (`dryRun`) or for writing. */
export const importRestrictions = (
  file: File,
  options: { dryRun: boolean; skipInvalid: boolean },
  onProgress: (share: number) => void,
) => uploadImport<RestrictionImportResult>('/api/restrictions/import', file, options, onProgress);
