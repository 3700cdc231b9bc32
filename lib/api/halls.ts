import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';
import { HALLS_KEY } from './query-keys';
import type { components } from './schema';

export type HallInput = components['schemas']['HallCreate'];

export const hallsQuery = () =>
  queryOptions({
    queryKey: HALLS_KEY,
    queryFn: async () => (await unwrap((await apiClient()).GET('/api/halls'))).halls,
    staleTime: 5 * 60 * 1000,
  });

/** One hall as it is now, with its version: what a settings form starts from. */
export const hallQuery = (hallId: number) =>
  queryOptions({
    queryKey: [...HALLS_KEY, hallId],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}', {
          params: { path: { hallId: String(hallId) } },
          signal,
        }),
      ),
    staleTime: 0,
  });

export async function createHall(input: HallInput) {
  return unwrap((await apiClient()).POST('/api/halls', { body: input }));
}

export async function updateHall(hallId: number, version: number, changes: Partial<HallInput>) {
  return unwrap(
    (await apiClient()).PATCH('/api/halls/{hallId}', {
      params: { path: { hallId: String(hallId) } },
      body: { version, ...changes },
    }),
  );
}
