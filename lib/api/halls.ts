import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';

export const hallsQuery = () =>
  queryOptions({
    queryKey: ['halls'],
    queryFn: async () => (await unwrap((await apiClient()).GET('/api/halls'))).halls,
    staleTime: 5 * 60 * 1000,
  });

/** Hall-scoped keys start with the hall id. */
export const hallQuery = (hallId: number) =>
  queryOptions({
    queryKey: [hallId, 'hall'],
    queryFn: async () =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}', {
          params: { path: { hallId: String(hallId) } },
        }),
      ),
  });
