import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';
import { HALLS_KEY } from './query-keys';

export const hallsQuery = () =>
  queryOptions({
    queryKey: HALLS_KEY,
    queryFn: async () => (await unwrap((await apiClient()).GET('/api/halls'))).halls,
    staleTime: 5 * 60 * 1000,
  });
