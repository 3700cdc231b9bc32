import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';

export const hallsQuery = () =>
  queryOptions({
    queryKey: ['halls'],
    queryFn: async () => (await unwrap((await apiClient()).GET('/api/halls'))).halls,
    staleTime: 5 * 60 * 1000,
  });
