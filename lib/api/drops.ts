import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';
import { cashboxKey } from './query-keys';
import type { components } from './schema';

/** The drop of the machines' boxes and its blind count (decision 066). */

export type Drop = components['schemas']['Drop'];
export type DropDetail = components['schemas']['DropDetail'];
export type DropBox = components['schemas']['DropBox'];
export type DropCreate = components['schemas']['DropCreate'];
export type DropCount = components['schemas']['DropCount'];

const dropsKey = (hallId: number) => [...cashboxKey(hallId), 'drops'] as const;
const path = (hallId: number) => ({ hallId: String(hallId) });
const header = (key: string) => ({ 'idempotency-key': key });

/** The hall's last drops, newest first. */
export const dropsQuery = (hallId: number) =>
  queryOptions({
    queryKey: dropsKey(hallId),
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/drops', {
          params: { path: path(hallId) },
          signal,
        }),
      ),
  });

/** One drop, box by box: the figures once its count agreed. */
export const dropQuery = (hallId: number, dropId: number) =>
  queryOptions({
    queryKey: [...dropsKey(hallId), dropId],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/drops/{dropId}', {
          params: { path: { ...path(hallId), dropId: String(dropId) } },
          signal,
        }),
      ),
  });

/** The machines a drop takes from and the people who may be its second. */
export const dropStartQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...dropsKey(hallId), 'new'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/drops/new', {
          params: { path: path(hallId) },
          signal,
        }),
      ),
  });

export async function collectDrop(hallId: number, body: DropCreate, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/drops', {
      params: { path: path(hallId), header: header(key) },
      body,
    }),
  );
}

/** The first count, or (`confirm`) the second person's, blind to the first. */
export async function countDrop(
  hallId: number,
  dropId: number,
  body: DropCount,
  confirm: boolean,
  key: string,
) {
  const params = { path: { ...path(hallId), dropId: String(dropId) }, header: header(key) };
  const client = await apiClient();
  return unwrap(
    confirm
      ? client.POST('/api/halls/{hallId}/drops/{dropId}/count/confirm', { params, body })
      : client.POST('/api/halls/{hallId}/drops/{dropId}/count', { params, body }),
  );
}
